import { SporaError } from '@spora/sdk';

/**
 * `FORBIDDEN`: the caller may see the task but is not among those who may decide this call (the
 * owner where the policy leaves the owner out, an escalation approver before the deadline).
 * `INVALID_STATE`: the caller already approved this call; another approver must reach the quorum.
 */
export type ApproverDecisionErrorCode = 'FORBIDDEN' | 'INVALID_STATE';

export class ApproverDecisionError extends SporaError<ApproverDecisionErrorCode> {}
