export { argumentsDigest } from '../db/index.js';
export {
  type ApprovalCount,
  assertMayDecide,
  type Ballot,
  countApproval,
  readBallot,
} from './approver-ballot.js';
export {
  callsWithDeadlines,
  claimPassedDeadline,
  type PassedDeadline,
  type WaitingCall,
} from './approver-deadlines.js';
export { ApproverDecisionError } from './approver-decision-error.js';
export { type EscalationNotice, escalationFor } from './approver-escalation.js';
export {
  type ApprovalDeadline,
  type ApproverPolicy,
  deadlineAt,
  deadlineFor,
  deadlineRejectionReason,
  loadApproverPolicy,
} from './approver-policy.js';
export { ApproverPolicyError } from './approver-policy-error.js';
export {
  type ApproverPolicyInput,
  type OperationCheck,
  saveApproverPolicy,
} from './approver-policy-store.js';
export { type ApproverReach, approverReach, mayOpenTaskDecisions } from './approver-reach.js';
export { type ApprovalState, approvalStatesOf, type WaitingCallFacts } from './approver-state.js';
export { castVote } from './approver-votes.js';
export {
  type BulkDecisionRequest,
  type BulkDecisionResult,
  type BulkDecisionTarget,
  decideInBulk,
} from './bulk-decisions.js';
export {
  appendOneDecision,
  type ChainHead,
  chainAfter,
  takeChainHead,
  type UnchainedDecision,
} from './decision-chain.js';
export {
  type ArchivingOptions,
  type ArchivingRun,
  archiveDueRanges,
  type DecisionRecordArchive,
  latestArchive,
  listArchives,
} from './decision-record-archiving.js';
export { csvHeader, csvLine, exportedDecision, jsonLine } from './decision-record-export.js';
export {
  allDecisionRecord,
  type DecisionRecordFilter,
  type DecisionRecordReader,
  listDecisionRecord,
} from './decision-record-query.js';
export {
  DecisionRecordRetention,
  type RetentionPolicy,
  retentionDaysRange,
} from './decision-record-retention.js';
export type { ArchivedRange } from './decision-record-verification.js';
export {
  type ChainBreak,
  type ChainVerification,
  verifyDecisionRecord,
} from './decision-record-verification.js';
export { type HeldCall, listHeldCalls } from './held-calls.js';
export {
  listPendingApprovals,
  type PendingApproval,
  type PendingApprovalFilter,
  type PendingApprovalPage,
} from './pending-approvals.js';
export * from './rules/index.js';
