import { SporaError } from '@spora/sdk';

/**
 * `NOT_FOUND`: no such agent, or one the caller neither owns nor administers. `VALIDATION_ERROR`:
 * the policy was refused; `details.fields` maps each offending field (`approver_user_ids[1]`,
 * `operations[0].quorum`) to the reason.
 */
export type ApproverPolicyErrorCode = 'NOT_FOUND' | 'VALIDATION_ERROR';

export class ApproverPolicyError extends SporaError<ApproverPolicyErrorCode> {
  static invalid(fields: Readonly<Record<string, string>>): ApproverPolicyError {
    const reasons = Object.entries(fields).map(([field, reason]) => `${field}: ${reason}`);
    return new ApproverPolicyError('VALIDATION_ERROR', `Invalid approver policy. ${reasons.join('; ')}`, {
      fields,
    });
  }
}
