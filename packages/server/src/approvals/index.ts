export { argumentsDigest, canonicalJson, sha256Hex } from './canonical-json.js';
export {
  type ChainedDecision,
  type ChainHead,
  chainAfter,
  chainedContent,
  genesisHash,
  rowHash,
  takeChainHead,
  type UnchainedDecision,
} from './decision-chain.js';
export {
  csvHeader,
  csvLine,
  type ExportedDecision,
  exportedColumns,
  exportedDecision,
  jsonLine,
} from './decision-record-export.js';
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
