// LangGraph.js: the prebuilt ReAct agent with `ChatOpenAI` and the official SQLite checkpointer,
// its database in WAL with synchronous = NORMAL like Spora's, one thread per task.
import { join } from 'node:path';
import { tool } from '@langchain/core/tools';
import { createReactAgent } from '@langchain/langgraph/prebuilt';
import { SqliteSaver } from '@langchain/langgraph-checkpoint-sqlite';
import { ChatOpenAI } from '@langchain/openai';
import Database from 'better-sqlite3';
import { z } from 'zod';
import { addDescription, expectFinalAnswer, peerMessages } from '../lib/peer-prompt.mjs';

export async function open({ llmUrl, dir }) {
  const db = new Database(join(dir, 'langgraph.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  const checkpointer = new SqliteSaver(db);
  const llm = new ChatOpenAI({ model: 'fake-model', apiKey: 'bench', configuration: { baseURL: llmUrl } });
  const add = tool(async ({ a, b }) => String(a + b), {
    name: 'add',
    description: addDescription,
    schema: z.object({ a: z.number(), b: z.number() }),
  });
  const agent = createReactAgent({ llm, tools: [add], checkpointSaver: checkpointer });
  let thread = 0;
  return {
    async runTask(task) {
      const state = await agent.invoke(
        { messages: peerMessages(task) },
        { configurable: { thread_id: String(++thread) }, recursionLimit: 2 * task.steps + 10 },
      );
      expectFinalAnswer('langgraph', state.messages.at(-1).content, task.steps);
    },
    close: async () => db.close(),
  };
}
