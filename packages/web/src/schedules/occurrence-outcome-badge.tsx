import { Badge } from '@mantine/core';
import type { TaskStatus } from '../api/api-types';
import { TaskStatusBadge } from '../ui/task-status-badge';
import type { ScheduleOccurrence } from './schedule-types';

const taskStatuses: ReadonlySet<string> = new Set([
  'QUEUED',
  'RUNNING',
  'PENDING_APPROVAL',
  'AWAITING_SUB_AGENTS',
  'AWAITING_CONNECTION',
  'AWAITING_BUDGET',
  'NEEDS_RECONCILIATION',
  'COMPLETED',
  'FAILED',
  'ABORTED',
  'CANCELLED',
]);

const looks: Record<string, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'gray' },
  starting: { label: 'Starting', color: 'blue' },
  skipped: { label: 'Skipped', color: 'gray' },
  failed_to_start: { label: 'Not started', color: 'red' },
  task_deleted: { label: 'Task deleted', color: 'gray' },
};

/** What came of an occurrence: the started task's status, or why there is no task. */
export function OccurrenceOutcomeBadge({ occurrence }: { occurrence: ScheduleOccurrence }) {
  if (occurrence.task_status !== null && taskStatuses.has(occurrence.task_status))
    return <TaskStatusBadge status={occurrence.task_status as TaskStatus} />;
  const look = looks[occurrence.outcome] ?? { label: occurrence.outcome, color: 'gray' };
  return (
    <Badge color={look.color} variant="light" size="sm">
      {look.label}
    </Badge>
  );
}
