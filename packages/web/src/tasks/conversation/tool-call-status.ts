import type { ToolCall } from '../../api/api-types';

interface CallStatusLook {
  readonly label: string;
  readonly color: string;
  /** What the label means for the call's effect, where the label alone leaves it open. */
  readonly hint?: string;
}

// Colour is paired with a word everywhere, so no state is told by colour alone.
const looks: Record<string, CallStatusLook> = {
  PENDING_APPROVAL: { label: 'Needs approval', color: 'orange' },
  APPROVED: { label: 'Approved', color: 'blue' },
  REJECTED: { label: 'Rejected', color: 'red' },
  DISABLED: { label: 'Not allowed', color: 'gray' },
  INVALID: { label: 'Invalid call', color: 'red' },
  EXECUTING: { label: 'Running', color: 'blue' },
  COMPLETED: { label: 'Succeeded', color: 'teal' },
  FAILED: { label: 'Failed', color: 'red' },
  INTERRUPTED: { label: 'Interrupted', color: 'orange' },
  UNCERTAIN: {
    label: 'Needs a check',
    color: 'orange',
    hint: 'Its worker stopped while it ran, so it may or may not have taken effect. It waits for someone to say which.',
  },
};

// An interrupted call says whether it could have had its effect: the record is honest about it.
const interruptions: Record<NonNullable<ToolCall['interruption']>, CallStatusLook> = {
  not_started: { label: 'Not run', color: 'gray', hint: 'It never started, so it had no effect.' },
  may_have_run: {
    label: 'Interrupted',
    color: 'orange',
    hint: 'It was stopped while running, so it may or may not have taken effect. It was not run again.',
  },
};

// A call whose result a person gave, after its worker stopped while it ran: not the tool's own.
const reportedAsRun: CallStatusLook = {
  label: 'Reported as run',
  color: 'teal',
  hint: 'Its worker stopped while it ran; a person checked and gave the result it returned.',
};

export function callStatusLook(
  call:
    | (Pick<ToolCall, 'status' | 'interruption'> & Partial<Pick<ToolCall, 'reconciliation'>>)
    | null
    | undefined,
): CallStatusLook {
  if (call?.status === 'INTERRUPTED' && call.interruption) return interruptions[call.interruption];
  if (call?.status === 'COMPLETED' && call.reconciliation?.outcome === 'ran') return reportedAsRun;
  return (call && looks[call.status]) ?? { label: 'Recorded', color: 'gray' };
}

/** "850 ms", "4.2 s", "3 min 5 s". */
export function formatDuration(milliseconds: number): string {
  if (milliseconds < 1000) return `${Math.max(0, Math.round(milliseconds))} ms`;
  const seconds = milliseconds / 1000;
  if (seconds < 60) return `${seconds.toFixed(seconds < 10 ? 1 : 0)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${Math.round(seconds - minutes * 60)} s`;
}
