import Type from 'typebox';
import type { Agent } from '../db/index.js';
import type { MessageAttachment } from '../files/index.js';
import type { ApiServices } from './api-services.js';
import { Id } from './schemas/index.js';

/** The `attachments` of a message: ids of the sender's files (`POST /files`), in the order shown. */
export const AttachmentIds = Type.Array(Id, {
  maxItems: 100,
  uniqueItems: true,
  description:
    'Your files (`POST /files`) sent with the message, at most SPORA_MAX_MESSAGE_FILES (10) of SPORA_MAX_MESSAGE_MB (50) together; images need a model that takes images, documents must be readable',
});

/** The attachment error codes a route that takes `attachments` may answer with. */
export const attachmentErrorCodes = [
  'FILE_NOT_FOUND',
  'ATTACHMENTS_TOO_MANY',
  'ATTACHMENTS_TOO_LARGE',
  'MODEL_IMAGE_INPUT_UNSUPPORTED',
  'EXTRACTION_UNSUPPORTED_TYPE',
  'EXTRACTION_TOO_MANY_PAGES',
  'EXTRACTION_TOO_LARGE',
  'EXTRACTION_FAILED',
  'EXTRACTION_ENCRYPTED',
] as const;

/**
 * The sender's files checked for the model that will read the message: the agent's, or the
 * conversation's own choice of configuration.
 */
export async function messageAttachments(
  services: Pick<ApiServices, 'orchestrator' | 'attachments'>,
  senderId: number,
  agent: Pick<Agent, 'llm_driver_config_id' | 'user_id'>,
  conversationConfigurationId: number | null,
  fileIds: readonly number[] | undefined,
): Promise<MessageAttachment[]> {
  if (fileIds === undefined || fileIds.length === 0) return [];
  const model = await services.orchestrator.modelInput(agent, conversationConfigurationId);
  return services.attachments.prepare(senderId, fileIds, model);
}
