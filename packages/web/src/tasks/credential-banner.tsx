import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TaskDetail } from '../api/api-types';
import { ButtonLink } from '../ui/links';

type AwaitedCredential = NonNullable<TaskDetail['awaited_credential']>;
type AwaitedToolSetting = Extract<AwaitedCredential, { kind: 'tool_setting' }>;

/** The tool's name as the task's calls show it, or its class without the origin. */
function toolNameOf(task: TaskDetail, awaited: AwaitedToolSetting): string {
  const call = task.tool_calls.find((candidate) => candidate.tool_class === awaited.tool_class);
  return call?.tool_display_name ?? awaited.tool_class.split('/').at(-1) ?? awaited.tool_class;
}

function ModelKeyProblem({
  awaited,
}: {
  awaited: Extract<AwaitedCredential, { kind: 'llm_configuration' }>;
}) {
  const { t } = useTranslation('tasks');
  return (
    <Stack gap="xs" align="flex-start">
      <Text fz="sm">
        {awaited.reason === 'missing'
          ? t('credential.model.missing', { name: awaited.name })
          : awaited.status === undefined
            ? t('credential.model.refused', { name: awaited.name })
            : t('credential.model.refusedWithStatus', { name: awaited.name, status: awaited.status })}{' '}
        {t('credential.model.resume')}
      </Text>
      <ButtonLink to="/settings/models" search={{ edit: awaited.id }} size="xs" color="orange">
        {t('credential.model.edit', { name: awaited.name })}
      </ButtonLink>
    </Stack>
  );
}

function ToolSettingProblem({ task, awaited }: { task: TaskDetail; awaited: AwaitedToolSetting }) {
  const { t } = useTranslation('tasks');
  const tool = toolNameOf(task, awaited);
  return (
    <Stack gap="xs" align="flex-start">
      <Text fz="sm">
        {awaited.reason === 'missing'
          ? t('credential.tool.missing', { tool, setting: awaited.setting })
          : t('credential.tool.refused', { tool, setting: awaited.setting })}{' '}
        {t('credential.tool.resume')}
      </Text>
      <Group gap="xs">
        <ButtonLink
          to="/agents/$agentId/settings"
          params={{ agentId: awaited.agent_id }}
          search={{ section: 'tools' }}
          size="xs"
          color="orange"
        >
          {t('credential.tool.agentSettings')}
        </ButtonLink>
        <ButtonLink to="/settings/tools" size="xs" color="orange" variant="default">
          {t('credential.tool.allAgents')}
        </ButtonLink>
      </Group>
    </Stack>
  );
}

/** A model key or a tool's credential is missing or was refused: saving a working one resumes the task. */
export function CredentialBanner({ task, awaited }: { task: TaskDetail; awaited: AwaitedCredential }) {
  const { t } = useTranslation('tasks');
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconKey size={18} aria-hidden="true" />}
      title={awaited.reason === 'missing' ? t('credential.waitingMissing') : t('credential.waitingWorking')}
      data-testid="credential-banner"
    >
      {awaited.kind === 'llm_configuration' ? (
        <ModelKeyProblem awaited={awaited} />
      ) : (
        <ToolSettingProblem task={task} awaited={awaited} />
      )}
    </Alert>
  );
}
