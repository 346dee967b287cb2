import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
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
  const answer = awaited.status === undefined ? '' : ` (it answered ${awaited.status})`;
  return (
    <Stack gap="xs" align="flex-start">
      <Text fz="sm">
        {awaited.reason === 'missing'
          ? `The model configuration “${awaited.name}” has no API key.`
          : `The provider refused the API key of the model configuration “${awaited.name}”${answer}.`}{' '}
        Save a working key and the task carries on by itself from where it stopped.
      </Text>
      <ButtonLink to="/settings/models" search={{ edit: awaited.id }} size="xs" color="orange">
        Edit “{awaited.name}”
      </ButtonLink>
    </Stack>
  );
}

function ToolSettingProblem({ task, awaited }: { task: TaskDetail; awaited: AwaitedToolSetting }) {
  const tool = toolNameOf(task, awaited);
  return (
    <Stack gap="xs" align="flex-start">
      <Text fz="sm">
        {awaited.reason === 'missing'
          ? `The tool ${tool} has no value for its setting “${awaited.setting}”.`
          : `The service behind ${tool} refused its setting “${awaited.setting}”.`}{' '}
        Save a working one and the task runs that call again by itself.
      </Text>
      <Group gap="xs">
        <ButtonLink
          to="/agents/$agentId/settings"
          params={{ agentId: awaited.agent_id }}
          search={{ section: 'tools' }}
          size="xs"
          color="orange"
        >
          Open the agent’s tool settings
        </ButtonLink>
        <ButtonLink to="/settings/tools" size="xs" color="orange" variant="default">
          Set it for all your agents
        </ButtonLink>
      </Group>
    </Stack>
  );
}

/** A model key or a tool's credential is missing or was refused: saving a working one resumes the task. */
export function CredentialBanner({ task, awaited }: { task: TaskDetail; awaited: AwaitedCredential }) {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconKey size={18} aria-hidden="true" />}
      title={
        awaited.reason === 'missing' ? 'Waiting for a missing credential' : 'Waiting for a working credential'
      }
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
