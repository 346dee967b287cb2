import { Badge, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TaskStatus } from '../api/api-types';
import { i18n } from '../i18n/i18n';

interface StatusLook {
  readonly label: StatusLabelKey;
  readonly color: string;
}

type StatusLabelKey =
  | 'queued'
  | 'running'
  | 'needsApproval'
  | 'awaitingSubAgents'
  | 'needsAccount'
  | 'limitReached'
  | 'needsCheck'
  | 'completed'
  | 'failed'
  | 'stopped'
  | 'cancelled'
  | 'needsKey';

const looks: Record<TaskStatus, StatusLook> = {
  QUEUED: { label: 'queued', color: 'gray' },
  RUNNING: { label: 'running', color: 'blue' },
  PENDING_APPROVAL: { label: 'needsApproval', color: 'orange' },
  AWAITING_SUB_AGENTS: { label: 'awaitingSubAgents', color: 'violet' },
  AWAITING_CONNECTION: { label: 'needsAccount', color: 'orange' },
  AWAITING_BUDGET: { label: 'limitReached', color: 'orange' },
  NEEDS_RECONCILIATION: { label: 'needsCheck', color: 'orange' },
  COMPLETED: { label: 'completed', color: 'teal' },
  FAILED: { label: 'failed', color: 'red' },
  ABORTED: { label: 'stopped', color: 'gray' },
  CANCELLED: { label: 'cancelled', color: 'gray' },
};

/** A task in AWAITING_CONNECTION waits for a model key or a tool's credential rather than an MCP account. */
const credentialLook: StatusLook = { label: 'needsKey', color: 'orange' };

function lookOf(status: TaskStatus, awaitsCredential: boolean): StatusLook {
  return status === 'AWAITING_CONNECTION' && awaitsCredential ? credentialLook : looks[status];
}

export function taskStatusLabel(status: TaskStatus, awaitsCredential = false): string {
  return i18n.t(`common:taskStatus.${lookOf(status, awaitsCredential).label}`);
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
  const { t } = useTranslation('common');
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
      {t(`taskStatus.${look.label}`)}
    </Badge>
  );
}
