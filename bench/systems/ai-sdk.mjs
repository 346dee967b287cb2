// Vercel AI SDK: `generateText` with the `add` tool and a step limit, through the
// OpenAI-compatible provider; nothing is stored.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, stepCountIs, tool } from 'ai';
import { z } from 'zod';
import { addDescription, expectFinalAnswer, peerMessages } from '../lib/peer-prompt.mjs';

export async function open({ llmUrl }) {
  const provider = createOpenAICompatible({ name: 'fake', baseURL: llmUrl, apiKey: 'bench' });
  const model = provider.chatModel('fake-model');
  const tools = {
    add: tool({
      description: addDescription,
      inputSchema: z.object({ a: z.number(), b: z.number() }),
      execute: async ({ a, b }) => String(a + b),
    }),
  };
  return {
    async runTask(task) {
      const result = await generateText({
        model,
        tools,
        messages: peerMessages(task),
        stopWhen: stepCountIs(task.steps + 1),
      });
      expectFinalAnswer('ai-sdk', result.text, task.steps);
    },
    close: async () => {},
  };
}
