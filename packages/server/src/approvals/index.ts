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
  type ChainBreak,
  type ChainVerification,
  verifyDecisionRecord,
} from './decision-record-verification.js';
