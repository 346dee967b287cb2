import type { PendingApproval } from '../api/api-types';

/** What a person decides on one call from the inbox. */
export type InboxChoice =
  | { readonly decision: 'approve'; readonly arguments?: Record<string, unknown> }
  | { readonly decision: 'reject'; readonly reason?: string };

/**
 * The body that decides one call from the inbox, built on the request the API hints
 * (`decide_via`): only this call is decided, the task's other pending calls keep waiting.
 */
export function singleDecisionBody(approval: PendingApproval, choice: InboxChoice) {
  const [hinted] = approval.decide_via[choice.decision].body.decisions;
  const base = { provider_call_id: hinted?.provider_call_id ?? approval.provider_call_id };
  if (choice.decision === 'reject') {
    const reason = choice.reason?.trim() ?? '';
    return { decisions: [{ ...base, decision: 'reject' as const, ...(reason === '' ? {} : { reason }) }] };
  }
  return {
    decisions: [
      {
        ...base,
        decision: 'approve' as const,
        ...(choice.arguments === undefined ? {} : { arguments: choice.arguments }),
      },
    ],
  };
}

/** The calls grouped by task, in the inbox's order (oldest first), so a task's calls sit together. */
export function groupedByTask(approvals: readonly PendingApproval[]): PendingApproval[][] {
  const groups = new Map<number, PendingApproval[]>();
  for (const approval of approvals) {
    groups.set(approval.task.id, [...(groups.get(approval.task.id) ?? []), approval]);
  }
  return [...groups.values()];
}

/** What the card calls the action: the tool's own sentence, else its name and operation. */
export function actionLabel(approval: PendingApproval): string {
  if (approval.human_description) return approval.human_description;
  return approval.operation
    ? `${approval.tool_display_name}: ${approval.operation}`
    : approval.tool_display_name;
}

/** A stable key for a call across pages and refetches. */
export function callKey(approval: Pick<PendingApproval, 'task' | 'provider_call_id'>): string {
  return `${approval.task.id}:${approval.provider_call_id}`;
}
