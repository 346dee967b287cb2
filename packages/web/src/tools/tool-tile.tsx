import { Badge, Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { IconAlertTriangle, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ToolDescriptor } from '../api/api-types';
import { ToolIcon } from '../ui/tool-icon';
import { OperationFlags } from './operation-flags';
import type { AgentOperation, ToolStatus } from './tool-queries';

/** One tool for one agent: identity, whether it is on, what it still needs, and its operations. */
export function ToolTile({
  agentId,
  tool,
  status,
  operations,
  switching,
  onToggle,
  onOpenSettings,
}: {
  agentId: number;
  tool: ToolDescriptor;
  status: ToolStatus;
  operations: readonly AgentOperation[];
  switching: boolean;
  onToggle: (enabled: boolean) => void;
  onOpenSettings: () => void;
}) {
  const { t } = useTranslation('tools');
  const missing = status.missing_required.length > 0;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={tool.display_name}
      data-testid="tool-tile"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            <div className="tool-tile-icon">
              <ToolIcon iconKey={tool.icon} size={20} />
            </div>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap={6}>
                <Text fw={600}>{tool.display_name}</Text>
                {tool.plugin_slug !== null && (
                  <Badge size="xs" variant="default">
                    {tool.plugin_slug}
                  </Badge>
                )}
              </Group>
              <Text fz="xs" c="dimmed" lineClamp={2}>
                {tool.description}
              </Text>
            </Stack>
          </Group>
          <Switch
            aria-label={t('tile.enable', { tool: tool.display_name })}
            checked={status.is_enabled}
            disabled={switching}
            onChange={(event) => onToggle(event.currentTarget.checked)}
          />
        </Group>
        <Group gap="xs" justify="space-between">
          {missing ? (
            <Badge
              color="orange"
              variant="light"
              leftSection={<IconAlertTriangle size={12} aria-hidden="true" />}
            >
              {t('tile.missing')}
            </Badge>
          ) : (
            <span />
          )}
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconSettings size={14} aria-hidden="true" />}
            onClick={onOpenSettings}
            aria-label={t('tile.settingsOf', { tool: tool.display_name })}
          >
            {t('tile.settings')}
          </Button>
        </Group>
        {status.is_enabled && operations.length > 0 && (
          <OperationFlags agentId={agentId} tool={tool} operations={operations} />
        )}
      </Stack>
    </Card>
  );
}
