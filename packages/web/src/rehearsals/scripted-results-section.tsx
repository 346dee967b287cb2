import { ActionIcon, Button, Group, Select, Stack, Switch, Text, Textarea, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ToolDescriptor } from '../api/api-types';
import { DraftRow } from './draft-row';
import type { ScriptDraft } from './scripted-results';

let nextKey = 1;

export function newScript(): ScriptDraft {
  nextKey += 1;
  return { key: nextKey, toolClass: null, operation: null, argumentsText: '', content: '', success: true };
}

/**
 * Results the operator scripts for operations that would not run: used when no past call of the
 * same operation and arguments recorded one, before the model is asked to invent one.
 */
export function ScriptedResultsSection({
  tools,
  scripts,
  errors,
  onChange,
}: {
  tools: readonly ToolDescriptor[];
  scripts: readonly ScriptDraft[];
  errors: Readonly<Record<number, string>>;
  onChange: (scripts: ScriptDraft[]) => void;
}) {
  const { t } = useTranslation('rehearsals');
  const update = (key: number, change: Partial<ScriptDraft>) =>
    onChange(scripts.map((script) => (script.key === key ? { ...script, ...change } : script)));
  return (
    <Stack gap="sm">
      {scripts.map((script, index) => {
        const tool = tools.find((candidate) => candidate.tool_class === script.toolClass);
        const label = t('scripts.row', { number: index + 1 });
        return (
          <DraftRow key={script.key} label={label}>
            <Group gap="xs" align="flex-end" wrap="wrap">
              <Select
                label={t('scripts.tool')}
                data={tools.map((candidate) => ({
                  value: candidate.tool_class,
                  label: candidate.display_name,
                }))}
                value={script.toolClass}
                onChange={(value) => update(script.key, { toolClass: value, operation: null })}
                searchable
                style={{ flex: 1, minWidth: 160 }}
              />
              <Select
                label={t('scripts.operation')}
                data={(tool?.operations ?? [])
                  .filter((operation) => !operation.read_only)
                  .map((operation) => operation.name)}
                value={script.operation}
                onChange={(value) => update(script.key, { operation: value })}
                disabled={tool === undefined}
                style={{ flex: 1, minWidth: 140 }}
              />
              <Tooltip label={t('scripts.remove', { number: index + 1 })} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('scripts.remove', { number: index + 1 })}
                  onClick={() => onChange(scripts.filter((other) => other.key !== script.key))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
            <Textarea
              label={t('scripts.arguments')}
              description={t('scripts.argumentsHint')}
              placeholder='{"to": "ada@example.com"}' // i18n-exempt: JSON example
              autosize
              minRows={1}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              value={script.argumentsText}
              onChange={(event) => update(script.key, { argumentsText: event.currentTarget.value })}
            />
            <Textarea
              label={t('scripts.content')}
              autosize
              minRows={2}
              value={script.content}
              onChange={(event) => update(script.key, { content: event.currentTarget.value })}
            />
            <Switch
              label={t('scripts.success')}
              checked={script.success}
              onChange={(event) => update(script.key, { success: event.currentTarget.checked })}
            />
            {errors[script.key] !== undefined && (
              <Text fz="sm" c="red" role="alert">
                {errors[script.key]}
              </Text>
            )}
          </DraftRow>
        );
      })}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={() => onChange([...scripts, newScript()])}
        >
          {t('scripts.add')}
        </Button>
      </Group>
    </Stack>
  );
}
