import type { ToolCall } from '../../api/api-types';
import { argumentFormOf } from './argument-fields';
import { problemsWith } from './argument-validation';
import { argumentsFrom, changesBetween, type FieldInput, proposedObject } from './argument-values';
import { grantOf, type Remembered, rememberedOnce } from './remember-choice';

/** What a person has decided on one pending call so far, and how they edited it, before sending. */
export interface CallDraft {
  readonly choice: 'undecided' | 'approve' | 'reject';
  readonly reason: string;
  /** Form content for the fields the person touched; the rest stay as proposed. */
  readonly inputs: Readonly<Record<string, FieldInput>>;
  /** For an approval: whether to allow the same operation from now on (a grant). */
  readonly remember?: Remembered;
}

export const undecided: CallDraft = { choice: 'undecided', reason: '', inputs: {} };

export type ApprovalRequestDecision =
  | {
      provider_call_id: string;
      decision: 'approve';
      arguments?: Record<string, unknown>;
      remember?: { scope: 'agent' | 'task'; condition?: string };
    }
  | { provider_call_id: string; decision: 'reject'; reason?: string };

/** The calls of a task that wait for a person, in the model's order. */
export function pendingCallsOf(calls: readonly ToolCall[]): ToolCall[] {
  return calls.filter((call) => call.status === 'PENDING_APPROVAL');
}

export interface EditedArguments {
  /** The arguments to send: `null` when nothing changed, so the model's own are used. */
  readonly arguments: Record<string, unknown> | null;
  readonly changes: ReturnType<typeof changesBetween>;
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly generalErrors: readonly string[];
}

/** A call's arguments as the person edited them, checked against its narrowed schema. */
export function editedArgumentsOf(
  call: Pick<ToolCall, 'parameter_schema' | 'proposed_arguments'>,
  inputs: Readonly<Record<string, FieldInput>>,
): EditedArguments {
  const form = argumentFormOf(call.parameter_schema);
  const proposed = proposedObject(call.proposed_arguments);
  if (form === null || Object.keys(inputs).length === 0) {
    return { arguments: null, changes: [], fieldErrors: {}, generalErrors: [] };
  }
  const outcome = argumentsFrom(form.fields, inputs, proposed);
  if (!outcome.ok)
    return { arguments: null, changes: [], fieldErrors: outcome.fieldErrors, generalErrors: [] };
  const changes = changesBetween(proposed, outcome.value);
  if (changes.length === 0) return { arguments: null, changes, fieldErrors: {}, generalErrors: [] };
  const problems = call.parameter_schema === null ? null : problemsWith(call.parameter_schema, outcome.value);
  return {
    arguments: outcome.value,
    changes,
    fieldErrors: problems?.fields ?? {},
    generalErrors: problems?.general ?? [],
  };
}

export function hasProblems(edited: EditedArguments): boolean {
  return Object.keys(edited.fieldErrors).length > 0 || edited.generalErrors.length > 0;
}

export type ApprovalRequest =
  | { readonly ok: true; readonly decisions: ApprovalRequestDecision[] }
  | { readonly ok: false; readonly invalidCallIds: readonly number[] };

/**
 * The body of `POST /tasks/{id}/approve` for what was decided: undecided calls are left out and
 * stay pending; approvals carry arguments only when the person changed them, and an approval
 * whose edited arguments do not pass the schema holds the whole request back.
 */
export function approvalRequestOf(
  calls: readonly ToolCall[],
  drafts: ReadonlyMap<number, CallDraft>,
): ApprovalRequest {
  const decisions: ApprovalRequestDecision[] = [];
  const invalidCallIds: number[] = [];
  for (const call of calls) {
    const draft = drafts.get(call.id) ?? undecided;
    if (draft.choice === 'approve') {
      const edited = editedArgumentsOf(call, draft.inputs);
      if (hasProblems(edited)) invalidCallIds.push(call.id);
      const grant = grantOf(draft.remember ?? rememberedOnce);
      decisions.push({
        provider_call_id: call.provider_call_id,
        decision: 'approve',
        ...(edited.arguments === null ? {} : { arguments: edited.arguments }),
        ...(grant === undefined ? {} : { remember: grant }),
      });
    } else if (draft.choice === 'reject') {
      const reason = draft.reason.trim();
      decisions.push({
        provider_call_id: call.provider_call_id,
        decision: 'reject',
        ...(reason === '' ? {} : { reason }),
      });
    }
  }
  return invalidCallIds.length > 0 ? { ok: false, invalidCallIds } : { ok: true, decisions };
}
