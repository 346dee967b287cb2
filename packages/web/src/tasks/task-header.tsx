import { Breadcrumbs, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconPlayerStopFilled, IconRefresh } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Agent, TaskDetail } from '../api/api-types';
import { TaskHeaderTools } from '../conversations/task-header-tools';
import { AnchorLink } from '../ui/links';
import { TaskStatusBadge } from '../ui/task-status-badge';
import { SourceTaskLink } from './delegation/source-task-link';
import { TaskMenu } from './delete-task-button';
import { RehearsalBadge, RehearsalNotice } from './rehearsal-marks';
import type { TaskActions } from './task-actions';
import { TokenUsage } from './token-usage';

function progressText(task: TaskDetail, t: TFunction<'tasks'>): string {
  switch (task.status) {
    case 'QUEUED':
      return t('progress.queued');
    case 'RUNNING':
      return t('progress.running', { step: task.step_count, max: task.max_steps });
    case 'AWAITING_SUB_AGENTS': {
      const waiting = task.sub_tasks.filter(
        (child) =>
          child.relation === 'sub_agent' &&
          !['COMPLETED', 'FAILED', 'ABORTED', 'CANCELLED'].includes(child.status),
      ).length;
      return t('progress.subAgents', { count: waiting });
    }
    case 'PENDING_APPROVAL':
      return t('progress.pendingApproval');
    case 'AWAITING_CONNECTION':
      if (task.awaited_credential !== null) return t('progress.credential');
      return t('progress.connection');
    case 'NEEDS_RECONCILIATION':
      return t('progress.reconciliation');
    case 'AWAITING_BUDGET':
      if (task.budget_reached) return t('progress.budget');
      return t('progress.stepLimit', { count: task.max_steps });
    default:
      return t('progress.steps', { count: task.step_count });
  }
}

/** Where the task sits, what it is about, its live status, and what can be done to it now. */
/** A conversation keeps the name of its first request; follow-ups do not rename it. */
export function TaskHeader({
  task,
  agent,
  actions,
}: {
  task: TaskDetail;
  agent: Agent | undefined;
  actions: TaskActions;
}) {
  const { t } = useTranslation('tasks');
  const busy = task.status === 'RUNNING' || task.status === 'QUEUED';
  // Someone else's task, open to decide its calls: retrying and deleting stay its owner's.
  const approverView = task.viewer === 'approver';
  return (
    <Stack gap={6} className="spora-task-header">
      <Breadcrumbs separatorMargin={6} fz="sm" aria-label={t('header.breadcrumb')}>
        <AnchorLink to="/" fz="sm" c="dimmed">
          {t('header.agents')}
        </AnchorLink>
        <AnchorLink
          to="/agents/$agentId"
          params={{ agentId: task.agent_id }}
          fz="sm"
          c="dimmed"
          data-testid="agent-breadcrumb"
        >
          {agent?.name ?? t('header.agent', { id: task.agent_id })}
        </AnchorLink>
        <Text fz="sm" aria-current="page">
          {t('header.task', { id: task.id })}
        </Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Title
          order={1}
          fz={{ base: 'h4', sm: 'h3' }}
          lineClamp={2}
          style={{ minWidth: 0, wordBreak: 'break-word' }}
        >
          {task.title}
        </Title>
        <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
          {task.allowed_actions.includes('abort') && (
            <Button
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconPlayerStopFilled size={13} aria-hidden="true" />}
              onClick={() => actions.abort.mutate()}
              loading={actions.abort.isPending}
              data-testid="abort-button"
            >
              {t('header.stop')}
            </Button>
          )}
          {task.status === 'FAILED' && !task.max_steps_reached && !approverView && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} aria-hidden="true" />}
              onClick={() => actions.retry.mutate()}
              loading={actions.retry.isPending}
              visibleFrom="sm"
            >
              {t('header.retry')}
            </Button>
          )}
          {!approverView && <TaskMenu task={task} remove={actions.remove} />}
        </Group>
      </Group>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group
          gap="xs"
          wrap="nowrap"
          role="status"
          aria-live="polite"
          aria-atomic="true"
          data-testid="task-status"
        >
          {task.rehearsal_id !== null && <RehearsalBadge rehearsalId={task.rehearsal_id} />}
          <TaskStatusBadge status={task.status} awaitsCredential={task.awaited_credential !== null} />
          <Text fz="sm" c="dimmed">
            {progressText(task, t)}
          </Text>
        </Group>
        <TaskHeaderTools task={task} />
        <TokenUsage task={task} />
      </Group>
      {busy && (
        <Progress
          size={3}
          radius="xl"
          animated
          striped={task.status === 'QUEUED'}
          value={
            task.status === 'QUEUED'
              ? 100
              : Math.max(4, (task.step_count / Math.max(1, task.max_steps)) * 100)
          }
          aria-label={t('header.progress')}
        />
      )}
      {task.source_task !== null && <SourceTaskLink source={task.source_task} />}
      {task.rehearsal_id !== null && <RehearsalNotice rehearsalId={task.rehearsal_id} />}
    </Stack>
  );
}
