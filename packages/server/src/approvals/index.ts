export { argumentsDigest } from '../db/index.js';
export {
  type BulkDecisionRequest,
  type BulkDecisionResult,
  type BulkDecisionTarget,
  decideInBulk,
} from './bulk-decisions.js';
export { type ChainHead, chainAfter, takeChainHead } from './decision-chain.js';
export { csvHeader, csvLine, exportedDecision, jsonLine } from './decision-record-export.js';
export {
  allDecisionRecord,
  type DecisionRecordFilter,
  type DecisionRecordReader,
  listDecisionRecord,
} from './decision-record-query.js';
export {
  type ChainBreak,
  type ChainVerification,
  verifyDecisionRecord,
} from './decision-record-verification.js';
export {
  listPendingApprovals,
  type PendingApproval,
  type PendingApprovalFilter,
  type PendingApprovalPage,
} from './pending-approvals.js';
