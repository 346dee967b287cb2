export type { LlmDriver, LlmDriverClass, LlmDriverOptions } from './llm-driver.js';
export { LlmError, type LlmErrorCode, type LlmErrorDetails } from './llm-error.js';
export {
  type ContentBlock,
  emptyUsage,
  type LlmAttachment,
  type LlmImageMediaType,
  type LlmMessage,
  type LlmProvider,
  type LlmRequest,
  type LlmResponse,
  type LlmToolCall,
  type LlmToolDefinition,
  type LlmUsage,
} from './messages.js';
