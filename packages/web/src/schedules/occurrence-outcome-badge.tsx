import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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

const looks = {
  pending: { label: 'outcomes.pending', color: 'gray' },
  starting: { label: 'outcomes.starting', color: 'blue' },
  skipped: { label: 'outcomes.skipped', color: 'gray' },
  failed_to_start: { label: 'outcomes.failedToStart', color: 'red' },
  task_deleted: { label: 'outcomes.taskDeleted', color: 'gray' },
} as const;

const isLooked = (outcome: string): outcome is keyof typeof looks => Object.hasOwn(looks, outcome);

/** What came of an occurrence: the started task's status, or why there is no task. */
export function OccurrenceOutcomeBadge({ occurrence }: { occurrence: ScheduleOccurrence }) {
  const { t } = useTranslation('schedules');
  if (occurrence.task_status !== null && taskStatuses.has(occurrence.task_status))
    return <TaskStatusBadge status={occurrence.task_status as TaskStatus} />;
  const look = isLooked(occurrence.outcome)
    ? { label: t(looks[occurrence.outcome].label), color: looks[occurrence.outcome].color }
    : { label: occurrence.outcome, color: 'gray' };
  return (
    <Badge color={look.color} variant="light" size="sm">
      {look.label}
    </Badge>
  );
}
