import type { LlmDriver, LlmMessage } from '@spora/sdk';
import type { Agent } from '../../db/index.js';
import { type AttachmentService, attachmentKindOf, type ModelInput } from '../../files/index.js';
import { resolveLlmConfiguration } from '../../llm/llm-configuration-resolver.js';
import type { Conversation } from '../history-to-messages.js';
import type { TaskRunDependencies } from './run-dependencies.js';

/** A message's files, read: kept per message object and model input, so later turns read nothing again. */
const read = new WeakMap<LlmMessage, { readonly key: string; readonly message: LlmMessage }>();

/**
 * What the model that would answer the agent's next turn (the conversation's choice, when it made
 * one) takes besides text; null when no configuration resolves or its driver cannot be built.
 */
export async function agentModelInput(
  deps: Pick<TaskRunDependencies, 'db' | 'drivers'>,
  agent: Pick<Agent, 'llm_driver_config_id' | 'user_id'>,
  conversationConfigurationId: number | null,
): Promise<ModelInput | null> {
  const resolved = await resolveLlmConfiguration(deps.db, agent, conversationConfigurationId);
  if (!resolved) return null;
  try {
    return modelInputOf(deps.drivers(resolved.configuration));
  } catch {
    return null;
  }
}

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
