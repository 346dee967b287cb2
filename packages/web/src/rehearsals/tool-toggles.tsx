import { Badge, Group, Paper, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ToolDescriptor } from '../api/api-types';
import type { ToolDraft } from './proposal-draft';

/**
 * A switch per tool the agent could use and, for a tool switched on, one per operation; read-only
 * operations are marked, since those are the ones a rehearsal runs for real.
 */
export function ToolToggles({
  tools,
  value,
  onChange,
}: {
  tools: readonly ToolDescriptor[];
  value: Readonly<Record<string, ToolDraft>>;
  onChange: (toolClass: string, tool: ToolDraft) => void;
}) {
  const { t } = useTranslation('rehearsals');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
      {tools.map((tool) => {
        const draft = value[tool.tool_class];
        if (draft === undefined) return null;
        return (
          <Paper key={tool.tool_class} withBorder radius="md" p="xs">
            <Stack gap={6}>
              <Switch
                label={tool.display_name}
                checked={draft.enabled}
                onChange={(event) =>
                  onChange(tool.tool_class, { ...draft, enabled: event.currentTarget.checked })
                }
              />
              {draft.enabled && tool.operations.length > 1 && (
                <Group gap="sm" pl={46} wrap="wrap">
                  {tool.operations.map((operation) => (
                    <Group key={operation.name} gap={4} wrap="nowrap">
                      <Switch
                        size="xs"
                        label={operation.name}
                        aria-label={t('form.operationToggle', {
                          tool: tool.display_name,
                          operation: operation.name,
                        })}
                        checked={draft.operations[operation.name] ?? operation.enabled_by_default}
                        onChange={(event) =>
                          onChange(tool.tool_class, {
                            ...draft,
                            operations: {
                              ...draft.operations,
                              [operation.name]: event.currentTarget.checked,
                            },
                          })
                        }
                      />
                      {operation.read_only && (
                        <Badge size="xs" variant="light" color="teal" tt="none">
                          {t('form.readOnly')}
                        </Badge>
                      )}
                    </Group>
                  ))}
                </Group>
              )}
            </Stack>
          </Paper>
        );
      })}
      {tools.length === 0 && (
        <Text fz="sm" c="dimmed">
          {t('form.noTools')}
        </Text>
      )}
    </SimpleGrid>
  );
}
