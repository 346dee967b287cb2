export { documentForModel } from './document-for-model.js';
export { type DocumentKind, documentKindOf } from './document-kind.js';
export { type ExtractionBudget, extractionBudgetDefaults, extractTextInWorker } from './extract-in-worker.js';
export { type DocumentInput, extractText } from './extract-text.js';
export { type ExtractionLimits, extractionLimitDefaults } from './extraction-limits.js';
export type {
  ExtractedText,
  ExtractionErrorCode,
  ExtractionFailure,
  ExtractionResult,
} from './extraction-result.js';
