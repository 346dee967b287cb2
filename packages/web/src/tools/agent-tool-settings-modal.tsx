import { Alert, Button, Divider, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ToolDescriptor } from '../api/api-types';
import { LoadError } from '../ui/load-error';
import { useRemoveAgentOverrides, useSaveAgentToolSettings } from './agent-tool-mutations';
import { ModelPreview } from './model-preview';
import { EditedAgentContext } from './settings-form/edited-agent';
import type { ShownSetting } from './settings-form/setting-types';
import { SettingsForm } from './settings-form/settings-form';
import { agentToolSettingsQuery, type ToolStatus } from './tool-queries';

function labelsOf(tool: ToolDescriptor, keys: readonly string[]): string {
  return keys
    .map((key) => tool.settings_schema.find((setting) => setting.key === key)?.label ?? key)
    .join(', ');
}

/**
 * The agent's settings of one tool: what is still missing, the form on the agent's layer, the
 * model's view of the result, and the reset of everything the agent overrides.
 */
export function AgentToolSettingsModal({
  agentId,
  tool,
  status,
  wantsEnable,
  enabling,
  onEnable,
  onClose,
}: {
  agentId: number;
  tool: ToolDescriptor;
  status: ToolStatus;
  /** Opened by an attempt to enable the tool, so it offers to finish that once nothing is missing. */
  wantsEnable: boolean;
  enabling: boolean;
  onEnable: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('tools');
  const settings = useQuery(agentToolSettingsQuery(agentId, tool.tool_name));
  const save = useSaveAgentToolSettings(agentId, tool.tool_name);
  const removeOverrides = useRemoveAgentOverrides(agentId);
  const missing = status.missing_required;
  // i18n-exempt: a CSS media query
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('modal.title', { tool: tool.display_name })}
      size="lg"
      fullScreen={phone}
    >
      <Stack gap="md">
        {missing.length > 0 ? (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={t('modal.missing')}
            role="status"
          >
            {t('modal.missingText', { tool: tool.display_name, settings: labelsOf(tool, missing) })}
          </Alert>
        ) : (
          wantsEnable &&
          !status.is_enabled && (
            <Alert
              color="teal"
              variant="light"
              icon={<IconCircleCheck size={18} />}
              title={t('modal.ready')}
              role="status"
            >
              <Group justify="space-between" gap="sm">
                <Text fz="sm">{t('modal.allSet')}</Text>
                <Button size="xs" onClick={onEnable} loading={enabling}>
                  {t('modal.enable', { tool: tool.display_name })}
                </Button>
              </Group>
            </Alert>
          )
        )}
        <Text fz="sm" c="dimmed">
          {t('modal.intro')}
        </Text>
        {settings.isPending ? (
          <Stack gap="sm">
            <Skeleton height={36} />
            <Skeleton height={36} />
          </Stack>
        ) : settings.isError ? (
          <LoadError
            what={t('modal.loadWhat')}
            error={settings.error}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <EditedAgentContext value={agentId}>
            <SettingsForm
              idPrefix={`agent-${agentId}-${tool.tool_name.replace(/[^a-z0-9_-]/gi, '-')}`}
              declarations={tool.settings_schema}
              layer="agent"
              shown={settings.data as Record<string, ShownSetting>}
              save={save}
            />
          </EditedAgentContext>
        )}
        <Divider />
        <ModelPreview agentId={agentId} toolId={tool.tool_name} />
        <Divider />
        <Group justify="space-between" gap="sm">
          <Text fz="xs" c="dimmed" maw={360}>
            {t('modal.removeHint', { tool: tool.display_name })}
          </Text>
          <Button
            color="red"
            variant="light"
            loading={removeOverrides.isPending}
            onClick={() =>
              removeOverrides.mutate({
                toolId: tool.tool_name,
                displayName: tool.display_name,
                operations: tool.operations.map((operation) => operation.name),
              })
            }
          >
            {t('modal.remove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
