import type { ToolCall } from '../../api/api-types';

interface CallStatusLook {
  readonly label: string;
  readonly color: string;
}

// Colour is paired with a word everywhere, so no state is told by colour alone.
const looks: Record<string, CallStatusLook> = {
  PENDING_APPROVAL: { label: 'Needs approval', color: 'orange' },
  APPROVED: { label: 'Approved', color: 'blue' },
  REJECTED: { label: 'Rejected', color: 'gray' },
  DISABLED: { label: 'Not allowed', color: 'gray' },
  INVALID: { label: 'Invalid call', color: 'red' },
  EXECUTING: { label: 'Running', color: 'blue' },
  COMPLETED: { label: 'Succeeded', color: 'teal' },
  FAILED: { label: 'Failed', color: 'red' },
  INTERRUPTED: { label: 'Interrupted', color: 'orange' },
};

export function callStatusLook(status: ToolCall['status'] | 'UNKNOWN'): CallStatusLook {
  return looks[status] ?? { label: 'Recorded', color: 'gray' };
}

/** "850 ms", "4.2 s", "3 min 5 s". */
export function formatDuration(milliseconds: number): string {
  if (milliseconds < 1000) return `${Math.max(0, Math.round(milliseconds))} ms`;
  const seconds = milliseconds / 1000;
  if (seconds < 60) return `${seconds.toFixed(seconds < 10 ? 1 : 0)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${Math.round(seconds - minutes * 60)} s`;
}
