import type { ApiBody, Schema } from '../../api/api-types';
import { i18n } from '../../i18n/i18n';

export type ApproverPolicy = Schema<'ApproverPolicy'>;
export type ApproverPolicyBody = ApiBody<'/api/v1/agents/{id}/approval-policy', 'put'>;
type Deadline = Schema<'ApprovalDeadline'>;

export const deadlineUnits = ['seconds', 'minutes', 'hours', 'days'] as const;
export type DeadlineUnit = (typeof deadlineUnits)[number];

const secondsPer: Record<DeadlineUnit, number> = { seconds: 1, minutes: 60, hours: 3600, days: 86_400 };

/** The API's ceiling for a deadline: thirty days. */
export const deadlineMaxSeconds = 2_592_000;
export const quorumMax = 20;

/** A deadline as the form holds it: off, or an amount of a unit (possibly '' mid-edit) and an action. */
export interface DeadlineDraft {
  readonly on: boolean;
  readonly amount: number | string;
  readonly unit: DeadlineUnit;
  readonly action: Deadline['action'];
}

export interface OperationDraft {
  /** Stable across edits, so React keeps each row's inputs. */
  readonly key: string;
  /** `tool_class` and `operation` joined by a NUL, or null before one is chosen. */
  readonly operation: string | null;
  readonly quorum: number | string;
  readonly deadline: DeadlineDraft;
}

export interface ApproverDraft {
  readonly ownerDecides: boolean;
  readonly administratorsDecide: boolean;
  /** User ids as strings, as the multi-selects hold them. */
  readonly approverIds: readonly string[];
  readonly escalationIds: readonly string[];
  readonly deadline: DeadlineDraft;
  readonly deadlineReason: string;
  readonly operations: readonly OperationDraft[];
}

export const noDeadline: DeadlineDraft = { on: false, amount: 1, unit: 'hours', action: 'escalate' };

/** The largest unit a number of seconds is a whole number of: 7200 is 2 hours, 90 is 90 seconds. */
export function deadlineDraftOf(deadline: Deadline | null): DeadlineDraft {
  if (deadline === null) return noDeadline;
  const unit =
    [...deadlineUnits].reverse().find((each) => deadline.seconds % secondsPer[each] === 0) ?? 'seconds';
  return { on: true, amount: deadline.seconds / secondsPer[unit], unit, action: deadline.action };
}

export const operationValue = (toolClass: string, operation: string): string =>
  `${toolClass}\u0000${operation}`;

let nextKey = 0;
export const newOperationKey = (): string => `operation-${++nextKey}`;

export function draftOf(policy: ApproverPolicy): ApproverDraft {
  return {
    ownerDecides: policy.owner_decides,
    administratorsDecide: policy.administrators_decide,
    approverIds: policy.approver_user_ids.map(String),
    escalationIds: policy.escalation_user_ids.map(String),
    deadline: deadlineDraftOf(policy.deadline),
    deadlineReason: policy.deadline_reason ?? '',
    operations: policy.operations.map((operation, index) => ({
      key: `saved-${index}`,
      operation: operationValue(operation.tool_class, operation.operation),
      quorum: operation.quorum,
      deadline: deadlineDraftOf(operation.deadline),
    })),
  };
}

/** Form errors keyed by the API's own field names, so the server's reasons land in the same places. */
export type ApproverErrors = Readonly<Record<string, string>>;

function deadlineError(deadline: DeadlineDraft): string | undefined {
  if (!deadline.on) return undefined;
  const { amount } = deadline;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1)
    return i18n.t('agents:approvers.validation.atLeastOne');
  if (amount * secondsPer[deadline.unit] > deadlineMaxSeconds)
    return i18n.t('agents:approvers.validation.atMost30Days');
  return undefined;
}

/** The limits the API's schema applies, so most mistakes show before saving. */
export function approverErrors(draft: ApproverDraft): ApproverErrors {
  const errors: Record<string, string> = {};
  if (!draft.ownerDecides && !draft.administratorsDecide && draft.approverIds.length === 0)
    errors.owner_decides = i18n.t('agents:approvers.validation.nobodyDecides');
  const agentDeadline = deadlineError(draft.deadline);
  if (agentDeadline) errors.deadline = agentDeadline;
  const seen = new Set<string>();
  draft.operations.forEach((operation, index) => {
    if (operation.operation === null)
      errors[`operations[${index}].operation`] = i18n.t('agents:approvers.validation.chooseOperation');
    else if (seen.has(operation.operation))
      errors[`operations[${index}].operation`] = i18n.t('agents:approvers.validation.operationTwice');
    if (operation.operation !== null) seen.add(operation.operation);
    const { quorum } = operation;
    if (typeof quorum !== 'number' || !Number.isInteger(quorum) || quorum < 1 || quorum > quorumMax)
      errors[`operations[${index}].quorum`] = i18n.t('agents:validation.wholeNumberRange', {
        min: 1,
        max: quorumMax,
      });

    const own = deadlineError(operation.deadline);
    if (own) errors[`operations[${index}].deadline`] = own;
  });
  return errors;
}

function deadlineBody(deadline: DeadlineDraft): Deadline | null {
  return deadline.on
    ? { seconds: Number(deadline.amount) * secondsPer[deadline.unit], action: deadline.action }
    : null;
}

export function bodyOf(draft: ApproverDraft): ApproverPolicyBody {
  return {
    owner_decides: draft.ownerDecides,
    administrators_decide: draft.administratorsDecide,
    approver_user_ids: draft.approverIds.map(Number),
    escalation_user_ids: draft.escalationIds.map(Number),
    deadline: deadlineBody(draft.deadline),
    deadline_reason: draft.deadlineReason.trim() === '' ? null : draft.deadlineReason.trim(),
    operations: draft.operations.flatMap((operation) => {
      if (operation.operation === null) return [];
      const [toolClass = '', name = ''] = operation.operation.split('\u0000');
      return [
        {
          tool_class: toolClass,
          operation: name,
          quorum: Number(operation.quorum),
          deadline: deadlineBody(operation.deadline),
        },
      ];
    }),
  };
}

/** Whether saving would change anything; a row added but not filled in yet counts, to be checked. */
export function hasChanges(draft: ApproverDraft, saved: ApproverDraft): boolean {
  return (
    draft.operations.length !== saved.operations.length ||
    JSON.stringify(bodyOf(draft)) !== JSON.stringify(bodyOf(saved))
  );
}

/**
 * The server's reasons by the form's fields: one per list (`approver_user_ids[1]` shows at the
 * approvers' input, naming the person), and an operation's deadline parts at its deadline.
 */
export function serverErrors(
  fields: Readonly<Record<string, string>>,
  nameOf: (userId: number) => string,
): ApproverErrors {
  const errors: Record<string, string[]> = {};
  const add = (field: string, reason: string) => {
    errors[field] = [...(errors[field] ?? []), reason];
  };
  for (const [field, reason] of Object.entries(fields)) {
    const listed = /^(approver_user_ids|escalation_user_ids)\[(\d+)\]$/.exec(field);
    const sentence = reason.charAt(0).toLocaleUpperCase() + reason.slice(1);
    if (listed) {
      const userId = Number(reason.match(/#(\d+)/)?.[1] ?? Number.NaN);
      add(listed[1] as string, Number.isNaN(userId) ? sentence : `${nameOf(userId)}: ${reason}`);
      continue;
    }
    const operationPart = /^(operations\[\d+\])\.(deadline)\b/.exec(field);
    add(operationPart ? `${operationPart[1]}.deadline` : field.replace(/^(deadline)\..*$/, '$1'), sentence);
  }
  return Object.fromEntries(Object.entries(errors).map(([field, reasons]) => [field, reasons.join('; ')]));
}
