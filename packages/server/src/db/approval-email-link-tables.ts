import type { Generated } from 'kysely';

type Timestamp = string;

/** What an approval e-mail's link decides. */
export type ApprovalLinkDecision = 'approve' | 'reject';

/**
 * One link of a pending-approval e-mail: bound to its call, its recipient, its decision and the
 * digest of the arguments it was sent for; signed (the signature travels in the link only) and
 * single-use (`used_at`).
 */
export interface ApprovalEmailLinksTable {
  id: Generated<number>;
  tool_call_id: number;
  user_id: number;
  decision: ApprovalLinkDecision;
  /** SHA-256 of the canonical JSON of the call's proposed arguments when the link was sent. */
  arguments_digest: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}
