import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlayerPause } from '@tabler/icons-react';
import type { PausedTask } from '../api/api-types';
import { ButtonLink } from '../ui/links';

const reasonText: Record<PausedTask['reason'], string> = {
  step_limit: 'Used all its steps: allow it more',
  budget: 'Reached a budget: allow it more or raise the budget',
  credential: 'A model key or tool setting is missing or was refused: save a working one',
  account: 'Needs your account on an MCP server: connect it',
};

/**
 * Tasks of yours paused at a limit only you can lift — their steps, a budget, a credential, an
 * account — listed with the calls awaiting a decision, so the inbox holds everything that waits
 * for you. Each is resolved on its task's page.
 */
export function PausedTasks({ tasks }: { tasks: readonly PausedTask[] }) {
  if (tasks.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconPlayerPause size={18} aria-hidden="true" />}
      title={tasks.length === 1 ? 'One task paused for you' : `${tasks.length} tasks paused for you`}
      data-testid="paused-tasks"
    >
      <Stack gap="xs" role="list" aria-label="Paused tasks">
        {tasks.map((paused) => (
          <Paper key={paused.task.id} withBorder radius="md" p="sm" role="listitem">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                <Text fw={600} fz="sm">
                  {reasonText[paused.reason]}
                </Text>
                <Text fz="xs" c="dimmed" truncate>
                  {paused.agent.name} · {paused.task.prompt_excerpt}
                </Text>
              </Stack>
              <ButtonLink to="/tasks/$taskId" params={{ taskId: paused.task.id }} size="xs" variant="default">
                Open the task
              </ButtonLink>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Alert>
  );
}
