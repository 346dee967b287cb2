// Mastra: an `Agent` with memory stored in LibSQL (a local file), the model reached through its
// OpenAI-compatible configuration; one thread per task.
import { join } from 'node:path';
import { Agent } from '@mastra/core/agent';
import { createTool } from '@mastra/core/tools';
import { LibSQLStore } from '@mastra/libsql';
import { Memory } from '@mastra/memory';
import { z } from 'zod';
import { addDescription, expectFinalAnswer, peerMessages } from '../lib/peer-prompt.mjs';

export async function open({ llmUrl, dir }) {
  const storage = new LibSQLStore({ url: `file:${join(dir, 'mastra.db')}` });
  const memory = new Memory({ storage, options: { lastMessages: 1000, threads: { generateTitle: false } } });
  const add = createTool({
    id: 'add',
    description: addDescription,
    inputSchema: z.object({ a: z.number(), b: z.number() }),
    execute: async ({ context }) => String(context.a + context.b),
  });
  const agent = new Agent({
    name: 'Bench',
    instructions: 'Add numbers with the add tool.',
    model: { providerId: 'fake', modelId: 'fake-model', url: llmUrl, apiKey: 'bench' },
    tools: { add },
    memory,
  });
  let thread = 0;
  return {
    async runTask(task) {
      const id = String(++thread);
      const result = await agent.generate(peerMessages(task), {
        maxSteps: task.steps + 1,
        memory: { thread: id, resource: 'bench' },
      });
      expectFinalAnswer('mastra', result.text, task.steps);
    },
    close: async () => {},
  };
}
