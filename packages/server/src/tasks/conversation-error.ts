import { SporaError } from '@spora/sdk';

export type ConversationErrorCode =
  | 'NOT_FOUND'
  | 'INVALID_STATE'
  | 'VALIDATION_ERROR'
  | 'CONVERSATION_MODEL_UNUSABLE'
  | 'BRANCH_SEQUENCE_INVALID';

/**
 * A change to a conversation its state or the input does not allow: a model configuration its
 * owner may not use, a branch from something other than one of its user messages.
 */
export class ConversationError extends SporaError<ConversationErrorCode> {}
