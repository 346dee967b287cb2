import { Breadcrumbs, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconPlayerStopFilled, IconRefresh } from '@tabler/icons-react';
import type { Agent, TaskDetail } from '../api/api-types';
import { TaskHeaderTools } from '../conversations/task-header-tools';
import { AnchorLink } from '../ui/links';
import { TaskStatusBadge } from '../ui/task-status-badge';
import { SourceTaskLink } from './delegation/source-task-link';
import { TaskMenu } from './delete-task-button';
import type { TaskActions } from './task-actions';
import { TokenUsage } from './token-usage';

function progressText(task: TaskDetail): string {
  switch (task.status) {
    case 'QUEUED':
      return 'Waiting for a worker to pick it up';
    case 'RUNNING':
      return `Working · step ${task.step_count} of ${task.max_steps}`;
    case 'AWAITING_SUB_AGENTS': {
      const waiting = task.sub_tasks.filter(
        (child) =>
          child.relation === 'sub_agent' &&
          !['COMPLETED', 'FAILED', 'ABORTED', 'CANCELLED'].includes(child.status),
      ).length;
      return `Waiting for ${waiting} sub-agent${waiting === 1 ? '' : 's'}`;
    }
    case 'PENDING_APPROVAL':
      return 'Waiting for your decision';
    case 'AWAITING_CONNECTION':
      if (task.awaited_credential !== null) return 'Waiting for a working credential';
      return 'Waiting for you to connect your account';
    case 'NEEDS_RECONCILIATION':
      return 'Waiting for you to say whether a call ran';
    case 'AWAITING_BUDGET':
      if (task.budget_reached) return 'Paused at a budget · waiting for you to allow more or raise it';
      return `Paused at its limit of ${task.max_steps} step${task.max_steps === 1 ? '' : 's'} · waiting for you to allow more`;
    default:
      return `${task.step_count} step${task.step_count === 1 ? '' : 's'}`;
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
  const busy = task.status === 'RUNNING' || task.status === 'QUEUED';
  // Someone else's task, open to decide its calls: retrying and deleting stay its owner's.
  const approverView = task.viewer === 'approver';
  return (
    <Stack gap={6} className="spora-task-header">
      <Breadcrumbs separatorMargin={6} fz="sm" aria-label="Breadcrumb">
        <AnchorLink to="/" fz="sm" c="dimmed">
          Agents
        </AnchorLink>
        <AnchorLink
          to="/agents/$agentId"
          params={{ agentId: task.agent_id }}
          fz="sm"
          c="dimmed"
          data-testid="agent-breadcrumb"
        >
          {agent?.name ?? `Agent #${task.agent_id}`}
        </AnchorLink>
        <Text fz="sm" aria-current="page">
          Task #{task.id}
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
              Stop
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
              Retry
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
          <TaskStatusBadge status={task.status} awaitsCredential={task.awaited_credential !== null} />
          <Text fz="sm" c="dimmed">
            {progressText(task)}
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
          aria-label="Progress through the step budget"
        />
      )}
      {task.source_task !== null && <SourceTaskLink source={task.source_task} />}
    </Stack>
  );
}
