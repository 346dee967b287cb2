/**
 * An agent remembers across tasks: in one task the model saves a fact with `memories:memory`
 * (sent over the wire under its provider-safe alias), in a second task it reads the fact back.
 * A real OpenAI-compatible driver talks to the fake LLM server, on every engine.
 */
import { type FakeLlm, startFakeLlm } from '@spora/fake-llm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isSettled } from '../../../packages/server/src/orchestrator/index.js';
import type { Platform } from '../../../packages/server/src/runtime/index.js';
import {
  createAgent,
  createLlmConfiguration,
  createUser,
} from '../../../packages/server/test/support/seed.js';
import { testEngines } from '../../../packages/server/test/support/test-databases.js';
import { type MemoriesPlatform, openMemoriesPlatform } from './memories-platform.js';

interface ChatRequestBody {
  readonly tools?: readonly { function: { name: string } }[];
  readonly messages: readonly { role: string; content: unknown }[];
}

async function runTask(platform: Platform, agentId: number, message: string) {
  const task = await platform.orchestrator.start(agentId, message);
  while (!isSettled((await platform.orchestrator.getTask(task.id)).status)) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return platform.orchestrator.getTask(task.id);
}

describe.each(testEngines)('an agent with memories on $name', (engine) => {
  let llm: FakeLlm;
  let test: MemoriesPlatform;

  beforeAll(async () => {
    llm = await startFakeLlm();
  });

  afterAll(async () => {
    await llm.close();
  });

  beforeEach(async () => {
    llm.reset();
    test = await openMemoriesPlatform(engine);
  });

  afterEach(async () => {
    await test.dispose();
  });

  it('saves a fact in one task and recalls it in the next', async () => {
    const { platform } = test;
    const { db } = platform.database;
    const user = await createUser(db);
    await createLlmConfiguration(db, {
      settings: { base_url: llm.openaiBaseUrl, api_key: 'test-key', model: 'fake-model' },
    });
    const agent = await createAgent(db, user.id, { tools: { 'memories/MemoryTool': 'memories:memory' } });
    await platform.startWorker();

    llm.enqueue(
      {
        kind: 'tool_calls',
        calls: [
          {
            id: 'save-1',
            name: 'memories_memory',
            arguments: { action: 'save', name: 'parking', content: 'The car is on level 3, bay 42.' },
          },
        ],
      },
      { kind: 'text', text: 'Noted.' },
    );
    const first = await runTask(platform, agent.id, 'I parked on level 3, bay 42. Remember that.');
    expect(first.status).toBe('COMPLETED');

    llm.enqueue(
      {
        kind: 'tool_calls',
        calls: [{ id: 'get-1', name: 'memories_memory', arguments: { action: 'get', name: 'parking' } }],
      },
      { kind: 'text', text: 'Level 3, bay 42.' },
    );
    const second = await runTask(platform, agent.id, 'Where did I park?');
    expect(second.status).toBe('COMPLETED');

    const bodies = llm.requests.map((request) => request.body as ChatRequestBody);
    const offered = bodies[0]?.tools?.map((tool) => tool.function.name);
    expect(offered).toContain('memories_memory');
    const calls = await db
      .selectFrom('tool_calls')
      .select(['task_id', 'tool_name', 'result_success', 'result_content'])
      .orderBy('id')
      .execute();
    expect(calls).toEqual([
      {
        task_id: first.id,
        tool_name: 'memories:memory',
        result_success: 1,
        result_content: 'Created memory [parking] in agent scope.',
      },
      {
        task_id: second.id,
        tool_name: 'memories:memory',
        result_success: 1,
        result_content:
          '# parking\n*Summary: The car is on level 3, bay 42.*\n\nThe car is on level 3, bay 42.',
      },
    ]);
    // The second task starts fresh: the fact reached it only through the memory tool.
    expect(bodies).toHaveLength(4);
    expect(JSON.stringify(bodies[2]?.messages)).not.toContain('bay 42.');
    expect(JSON.stringify(bodies[3]?.messages)).toContain('The car is on level 3, bay 42.');
  });
});
