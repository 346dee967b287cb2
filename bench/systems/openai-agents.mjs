// OpenAI Agents SDK: `run` with the `add` tool, the chat-completions model pointed at the fake
// LLM, tracing off (it is on by default in server runtimes); nothing is stored.
import { Agent, OpenAIChatCompletionsModel, run, setTracingDisabled, tool } from '@openai/agents';
import OpenAI from 'openai';
import { z } from 'zod';
import { addDescription, expectFinalAnswer, peerMessages } from '../lib/peer-prompt.mjs';

export async function open({ llmUrl }) {
  setTracingDisabled(true);
  const client = new OpenAI({ baseURL: llmUrl, apiKey: 'bench' });
  const add = tool({
    name: 'add',
    description: addDescription,
    parameters: z.object({ a: z.number(), b: z.number() }),
    execute: async ({ a, b }) => String(a + b),
  });
  const agent = new Agent({
    name: 'Bench',
    instructions: 'Add numbers with the add tool.',
    model: new OpenAIChatCompletionsModel(client, 'fake-model'),
    tools: [add],
  });
  return {
    async runTask(task) {
      const input = peerMessages(task).map((message) =>
        message.role === 'user'
          ? { role: 'user', content: message.content }
          : {
              role: 'assistant',
              status: 'completed',
              content: [{ type: 'output_text', text: message.content }],
            },
      );
      const result = await run(agent, input, { maxTurns: task.steps + 2 });
      expectFinalAnswer('openai-agents', result.finalOutput, task.steps);
    },
    close: async () => {},
  };
}
