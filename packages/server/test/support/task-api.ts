import type { FakeLlm } from '@spora/fake-llm';
import type { Kysely } from 'kysely';
import type { SporaConfig } from '../../src/config/index.js';
import type { Database } from '../../src/db/index.js';
import type { OpenPlatformOptions } from '../../src/runtime/index.js';
import { type AgentSeed, createAgent, createLlmConfiguration } from './seed.js';
import { openTestApi, type TestApi } from './test-api.js';
import type { TestEngine } from './test-databases.js';
import { testToolNames } from './test-orchestrator.js';
import { testToolClasses } from './test-tools.js';

export interface TaskApi extends TestApi {
  /** An agent of the user with the test tools enabled. */
  agentOf(userId: number, seed?: AgentSeed): Promise<{ id: number }>;
}

/**
 * The HTTP API, by default in worker mode without a worker, so tests drive runs with ticks. The global default
 * LLM configuration is a real OpenAI-compatible driver talking to `llm`; the test tools are
 * registered.
 */
export async function openTaskApi(
  engine: TestEngine,
  llm: FakeLlm,
  overrides: Partial<SporaConfig> = {},
  options: OpenPlatformOptions = {},
): Promise<TaskApi> {
  const api = await openTestApi(engine, overrides, options);
  for (const ToolClass of testToolClasses) api.platform.tools.register({ kind: 'core' }, ToolClass);
  const db = api.platform.database.db;
  await createLlmConfiguration(db, {
    driverClass: 'core/OpenAiCompatibleDriver',
    settings: { base_url: llm.openaiBaseUrl, api_key: 'test-key', model: 'fake-model' },
  });
  return {
    ...api,
    agentOf: (userId, seed = {}) => createAgent(db, userId, { tools: testToolNames, ...seed }),
  };
}

/** Every row of a task and what hangs off it, to show that a refused request changed nothing. */
export async function taskRows(db: Kysely<Database>, taskId: number) {
  return {
    task: await db.selectFrom('tasks').selectAll().where('id', '=', taskId).executeTakeFirst(),
    history: await db
      .selectFrom('task_history')
      .selectAll()
      .where('task_id', '=', taskId)
      .orderBy('id')
      .execute(),
    toolCalls: await db
      .selectFrom('tool_calls')
      .selectAll()
      .where('task_id', '=', taskId)
      .orderBy('id')
      .execute(),
    usage: await db
      .selectFrom('task_history')
      .selectAll()
      .where('task_id', '=', taskId)
      .where('provider', 'is not', null)
      .orderBy('id')
      .execute(),
  };
}
