import { Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TaskDetail } from '../../api/api-types';
import type { TaskActions } from '../task-actions';
import { DelegatedTasks } from './delegated-tasks';

/**
 * Shown while sub-agents matter to this task right now: it waits for them, or one of them waits
 * for a person (surfaced here with a link to review it). "Stop waiting" ends the wait.
 */
export function SubAgentPanel({
  task,
  stopWaiting,
}: {
  task: TaskDetail;
  stopWaiting: TaskActions['stopWaiting'];
}) {
  const { t } = useTranslation('tasks');
  const children = task.sub_tasks.filter((child) => child.relation === 'sub_agent');
  const needApproval = children.filter((child) => child.status === 'PENDING_APPROVAL');
  const waiting = task.status === 'AWAITING_SUB_AGENTS';
  if (children.length === 0 || (!waiting && needApproval.length === 0)) return null;
  return (
    <Paper withBorder radius="md" p="sm" className="spora-sub-agent-panel" data-testid="sub-agent-panel">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <div>
            <Text fz="sm" fw={600}>
              {waiting ? t('subAgents.waiting') : t('subAgents.title')}
            </Text>
            <Text fz="xs" c="dimmed" className="spora-sub-agent-summary">
              {needApproval.length > 0
                ? t('subAgents.summaryWithApprovals', {
                    count: needApproval.length,
                    agents: t('subAgents.count', { count: children.length }),
                  })
                : t('subAgents.count', { count: children.length })}
            </Text>
          </div>
          {waiting && (
            <Tooltip label={t('subAgents.stopWaitingHint')} multiline w={260}>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconPlayerStop size={14} aria-hidden="true" />}
                onClick={() => stopWaiting.mutate()}
                loading={stopWaiting.isPending}
                data-testid="stop-waiting-button"
              >
                {t('subAgents.stopWaiting')}
              </Button>
            </Tooltip>
          )}
        </Group>
        <DelegatedTasks tasks={children} />
      </Stack>
    </Paper>
  );
}
