import type { PendingApproval } from '../api/api-types';

export type InboxDecision = 'approve' | 'reject';

/**
 * The body that decides one call from the inbox, as the API hints it (`decide_via`): only this
 * call is decided, the task's other pending calls keep waiting.
 */
export function decisionBodyOf(approval: PendingApproval, decision: InboxDecision) {
  return approval.decide_via[decision].body;
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
