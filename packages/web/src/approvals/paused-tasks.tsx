import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlayerPause } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PausedTask } from '../api/api-types';
import { ButtonLink } from '../ui/links';

const reasonKeys = {
  step_limit: 'paused.reasons.stepLimit',
  budget: 'paused.reasons.budget',
  credential: 'paused.reasons.credential',
  account: 'paused.reasons.account',
} as const satisfies Record<PausedTask['reason'], string>;

/**
 * Tasks of yours paused at a limit only you can lift — their steps, a budget, a credential, an
 * account — listed with the calls awaiting a decision, so the inbox holds everything that waits
 * for you. Each is resolved on its task's page.
 */
export function PausedTasks({ tasks }: { tasks: readonly PausedTask[] }) {
  const { t } = useTranslation('approvals');
  if (tasks.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconPlayerPause size={18} aria-hidden="true" />}
      title={t('paused.title', { count: tasks.length })}
      data-testid="paused-tasks"
    >
      <Stack gap="xs" role="list" aria-label={t('paused.listLabel')}>
        {tasks.map((paused) => (
          <Paper key={paused.task.id} withBorder radius="md" p="sm" role="listitem">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                <Text fw={600} fz="sm">
                  {t(reasonKeys[paused.reason])}
                </Text>
                <Text fz="xs" c="dimmed" truncate>
                  {paused.agent.name} · {paused.task.prompt_excerpt}
                </Text>
              </Stack>
              <ButtonLink to="/tasks/$taskId" params={{ taskId: paused.task.id }} size="xs" variant="default">
                {t('paused.open')}
              </ButtonLink>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Alert>
  );
}
