import { Badge, Loader } from '@mantine/core';
import type { TaskStatus } from '../api/api-types';

interface StatusLook {
  readonly label: string;
  readonly color: string;
}

const looks: Record<TaskStatus, StatusLook> = {
  QUEUED: { label: 'Queued', color: 'gray' },
  RUNNING: { label: 'Running', color: 'blue' },
  PENDING_APPROVAL: { label: 'Needs approval', color: 'orange' },
  AWAITING_SUB_AGENTS: { label: 'Waiting for sub-agents', color: 'violet' },
  AWAITING_CONNECTION: { label: 'Needs your account', color: 'orange' },
  AWAITING_BUDGET: { label: 'Limit reached', color: 'orange' },
  NEEDS_RECONCILIATION: { label: 'Needs a check', color: 'orange' },
  COMPLETED: { label: 'Completed', color: 'teal' },
  FAILED: { label: 'Failed', color: 'red' },
  ABORTED: { label: 'Stopped', color: 'gray' },
  CANCELLED: { label: 'Cancelled', color: 'gray' },
};

/** A task in AWAITING_CONNECTION waits for a model key or a tool's credential rather than an MCP account. */
const credentialLook: StatusLook = { label: 'Needs a key', color: 'orange' };

function lookOf(status: TaskStatus, awaitsCredential: boolean): StatusLook {
  return status === 'AWAITING_CONNECTION' && awaitsCredential ? credentialLook : looks[status];
}

export function taskStatusLabel(status: TaskStatus, awaitsCredential = false): string {
  return lookOf(status, awaitsCredential).label;
}

export function isActiveStatus(status: TaskStatus): boolean {
  return status === 'QUEUED' || status === 'RUNNING' || status === 'AWAITING_SUB_AGENTS';
}

/**
 * A task's status as a coloured badge; running ones spin, so activity is visible at a glance.
 * `awaitsCredential` (the task's `awaited_credential` is set) tells a credential pause from an MCP account's.
 */
export function TaskStatusBadge({
  status,
  awaitsCredential = false,
  size = 'sm',
}: {
  status: TaskStatus;
  awaitsCredential?: boolean;
  size?: 'xs' | 'sm' | 'md';
}) {
  const look = lookOf(status, awaitsCredential);
  return (
    <Badge
      color={look.color}
      variant="light"
      size={size}
      // Beside a long line of progress on a phone, the text wraps; the status is never cut short.
      style={{ flexShrink: 0 }}
      leftSection={status === 'RUNNING' ? <Loader size={10} color={look.color} aria-hidden /> : undefined}
    >
      {look.label}
    </Badge>
  );
}
