import { SporaError } from '@spora/sdk';

/**
 * Why an approval e-mail's link decides nothing. Each is told apart, so the page it opens can say
 * what happened and what to do instead.
 */
export type ApprovalLinkErrorCode =
  /** Unknown, malformed, or its signature does not match the link it names. */
  | 'APPROVAL_LINK_INVALID'
  | 'APPROVAL_LINK_EXPIRED'
  | 'APPROVAL_LINK_USED'
  /** The call was decided (by anyone, by any means) or its task stopped waiting. */
  | 'APPROVAL_NOT_PENDING'
  /** The call's proposed arguments are no longer the ones the e-mail showed. */
  | 'APPROVAL_ARGUMENTS_CHANGED'
  /** The recipient may no longer decide this call (suspended, or no longer its approver). */
  | 'APPROVAL_NOT_ALLOWED';

export class ApprovalLinkError extends SporaError<ApprovalLinkErrorCode> {}

const messages: Readonly<Record<ApprovalLinkErrorCode, string>> = {
  APPROVAL_LINK_INVALID: 'This approval link is not valid. Open the task in Spora to decide.',
  APPROVAL_LINK_EXPIRED: 'This approval link has expired. Open the task in Spora to decide.',
  APPROVAL_LINK_USED: 'This approval link was used already; each link works once.',
  APPROVAL_NOT_PENDING:
    'This call no longer waits for a decision: someone decided it already, or its task stopped.',
  APPROVAL_ARGUMENTS_CHANGED:
    'The arguments of this call are no longer the ones the e-mail showed. Open the task in Spora to decide.',
  APPROVAL_NOT_ALLOWED: 'You may no longer decide this call.',
};

/** The error for `code`, with the task to open instead when the link named one. */
export function approvalLinkError(code: ApprovalLinkErrorCode, taskId?: number): ApprovalLinkError {
  return new ApprovalLinkError(code, messages[code], taskId === undefined ? undefined : { task_id: taskId });
}
