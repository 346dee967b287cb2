import type { LlmDriver, LlmMessage } from '@spora/sdk';
import { type AttachmentService, attachmentKindOf, type ModelInput } from '../../files/index.js';
import type { Conversation } from '../history-to-messages.js';

/** A message's files, read: kept per message object and model input, so later turns read nothing again. */
const read = new WeakMap<LlmMessage, { readonly key: string; readonly message: LlmMessage }>();

export function modelInputOf(driver: LlmDriver): ModelInput {
  return {
    name: driver.modelName,
    supportsImageInput: driver.supportsImageInput ?? false,
    sendsPdfAsDocument: driver.sendsPdfAsDocument ?? false,
  };
}

/** The first image of the conversation that a model without image input would be sent, if any. */
export function imageRefusedBy(
  conversation: Conversation,
  messages: readonly LlmMessage[],
  model: ModelInput,
) {
  if (model.supportsImageInput || !conversation.hasAttachments) return undefined;
  return messages
    .flatMap((message) => conversation.attachmentsOf(message))
    .find((attachment) => attachmentKindOf(attachment.media_type, attachment.name).kind === 'image');
}

/**
 * The conversation's messages with their files as the model reads them: documents' text before
 * the message's own words, images and whole PDFs as attachments. Without the attachment service
 * (the loop run alone) a message's files are named only.
 */
export async function withAttachmentContent(
  conversation: Conversation,
  messages: readonly LlmMessage[],
  model: ModelInput,
  attachments: AttachmentService | undefined,
): Promise<readonly LlmMessage[]> {
  if (!conversation.hasAttachments) return messages;
  const key = `${model.supportsImageInput}:${model.sendsPdfAsDocument}`;
  return Promise.all(
    messages.map(async (message) => {
      const files = conversation.attachmentsOf(message);
      if (message.role !== 'user' || files.length === 0) return message;
      const known = read.get(message);
      if (known?.key === key) return known.message;
      const content = attachments
        ? await attachments.forModel(files, model)
        : {
            documents: files.map((file) => `[Attached: "${file.name}" (${file.media_type})]`),
            attachments: [],
          };
      const withContent: LlmMessage = {
        role: 'user',
        content: [...content.documents, message.content].filter((part) => part !== '').join('\n\n'),
        attachments: content.attachments,
      };
      read.set(message, { key, message: withContent });
      return withContent;
    }),
  );
}
