import type { ToolCall } from '../../api/api-types';
import { formatNumber } from '../../i18n/format';
import { i18n } from '../../i18n/i18n';

interface CallStatusLook {
  readonly label: string;
  readonly color: string;
  /** What the label means for the call's effect, where the label alone leaves it open. */
  readonly hint?: string;
}

type LookKey =
  | 'pendingApproval'
  | 'approved'
  | 'rejected'
  | 'disabled'
  | 'invalid'
  | 'executing'
  | 'completed'
  | 'failed'
  | 'interrupted'
  | 'uncertain'
  | 'notStarted'
  | 'mayHaveRun'
  | 'reportedAsRun'
  | 'recorded';

type HintKey = 'uncertain' | 'notStarted' | 'mayHaveRun' | 'reportedAsRun';

/** A look's words are looked up when it is shown, so they follow the reader's language. */
interface CallStatusKeys {
  readonly key: LookKey;
  readonly color: string;
  readonly hint?: HintKey;
}

// Colour is paired with a word everywhere, so no state is told by colour alone.
const looks: Record<string, CallStatusKeys> = {
  PENDING_APPROVAL: { key: 'pendingApproval', color: 'orange' },
  APPROVED: { key: 'approved', color: 'blue' },
  REJECTED: { key: 'rejected', color: 'red' },
  DISABLED: { key: 'disabled', color: 'gray' },
  INVALID: { key: 'invalid', color: 'red' },
  EXECUTING: { key: 'executing', color: 'blue' },
  COMPLETED: { key: 'completed', color: 'teal' },
  FAILED: { key: 'failed', color: 'red' },
  INTERRUPTED: { key: 'interrupted', color: 'orange' },
  UNCERTAIN: { key: 'uncertain', color: 'orange', hint: 'uncertain' },
};

// An interrupted call says whether it could have had its effect: the record is honest about it.
const interruptions: Record<NonNullable<ToolCall['interruption']>, CallStatusKeys> = {
  not_started: { key: 'notStarted', color: 'gray', hint: 'notStarted' },
  may_have_run: { key: 'mayHaveRun', color: 'orange', hint: 'mayHaveRun' },
};

// A call whose result a person gave, after its worker stopped while it ran: not the tool's own.
const reportedAsRun: CallStatusKeys = { key: 'reportedAsRun', color: 'teal', hint: 'reportedAsRun' };

const recorded: CallStatusKeys = { key: 'recorded', color: 'gray' };

function resolved(look: CallStatusKeys): CallStatusLook {
  const label = i18n.t(`tasks:callStatus.${look.key}.label`);
  if (look.hint === undefined) return { label, color: look.color };
  return { label, color: look.color, hint: i18n.t(`tasks:callStatus.${look.hint}.hint`) };
}

export function callStatusLook(
  call:
    | (Pick<ToolCall, 'status' | 'interruption'> & Partial<Pick<ToolCall, 'reconciliation'>>)
    | null
    | undefined,
): CallStatusLook {
  if (call?.status === 'INTERRUPTED' && call.interruption) return resolved(interruptions[call.interruption]);
  if (call?.status === 'COMPLETED' && call.reconciliation?.outcome === 'ran') return resolved(reportedAsRun);
  return resolved((call && looks[call.status]) ?? recorded);
}

/** "850 ms", "4.2 s", "3 min 5 s". */
export function formatDuration(milliseconds: number): string {
  if (milliseconds < 1000)
    return i18n.t('tasks:duration.milliseconds', {
      value: formatNumber(Math.max(0, Math.round(milliseconds))),
    });
  const seconds = milliseconds / 1000;
  if (seconds < 60) {
    const digits = seconds < 10 ? 1 : 0;
    const value = formatNumber(seconds, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    return i18n.t('tasks:duration.seconds', { value });
  }
  const minutes = Math.floor(seconds / 60);
  return i18n.t('tasks:duration.minutes', {
    minutes: formatNumber(minutes),
    seconds: formatNumber(Math.round(seconds - minutes * 60)),
  });
}
