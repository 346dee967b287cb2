import type { FakeLlm } from '@spora/fake-llm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, expect } from 'vitest';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { standIn } from '../support/stand-in.js';
import { openTaskApi, type TaskApi } from '../support/task-api.js';
import type { ApiUser } from '../support/test-api.js';
import type { TestEngine } from '../support/test-databases.js';

/** What each conversation test starts from: Alice, who owns an agent, and Bob, who does not. */
export interface ConversationScene {
  readonly llm: FakeLlm;
  readonly api: TaskApi;
  readonly alice: ApiUser;
  readonly bob: ApiUser;
  readonly agent: { readonly id: number };
}

/**
 * The scene, as hooks of the enclosing suite: opened on a new database before each test and
 * closed after it. The fields stand in for the current test's objects.
 */
export function useConversationApi(engine: TestEngine): ConversationScene {
  const llm = sharedFakeLlm();
  let current: Omit<ConversationScene, 'llm'> | null = null;
  beforeEach(async () => {
    const api = await openTaskApi(engine, llm);
    const alice = await api.signUp();
    const bob = await api.signUp();
    current = { api, alice, bob, agent: await api.agentOf(alice.id) };
  });
  afterEach(async () => {
    await current?.api.dispose();
    current = null;
  });
  const opened = () => {
    if (current === null) throw new Error('the conversation API is open only while a test runs');
    return current;
  };
  return {
    llm,
    api: standIn(() => opened().api),
    alice: standIn(() => opened().alice),
    bob: standIn(() => opened().bob),
    agent: standIn(() => opened().agent),
  };
}

/** What the conversation tests read of a task resource. */
export interface ConversationBody {
  readonly id: number;
  readonly status: string;
  readonly title: string;
  readonly llm_driver_config_id: number | null;
  readonly answering_model: { llm_driver_config_id: number; name: string; model: string | null } | null;
  readonly rejected_call_count: number;
  readonly failed_call_count: number;
  readonly branched_from: { task_id: number; sequence: number } | null;
  readonly branches: { task_id: number; title: string; created_at: string }[];
  readonly history: { sequence: number; role: string; content: string | null }[];
  readonly tool_calls: { provider_call_id: string; status: string; tool_name: string }[];
  readonly totals: { input_tokens: number; cost: number | null };
}

export function expectError(response: LightMyRequestResponse, status: number, code: string): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().error.code).toBe(code);
}

export function taskOf(response: LightMyRequestResponse, status = 200): ConversationBody {
  expect(response.statusCode, response.body).toBe(status);
  return response.json().data.task;
}

/** A task of the agent run until it settles, each model turn answered by the next scripted step. */
export async function settledTask(api: TaskApi, agentId: number, prompt: string): Promise<number> {
  const task = await api.platform.orchestrator.start(agentId, prompt);
  await api.platform.orchestrator.tick(task.id);
  return task.id;
}

/** The task's live events of a type, oldest first, as their payloads. */
export async function eventsOf(
  api: TaskApi,
  taskId: number,
  type: string,
): Promise<Record<string, unknown>[]> {
  const rows = await api.platform.database.db
    .selectFrom('events')
    .select(['type', 'payload'])
    .where('task_id', '=', taskId)
    .where('type', '=', type)
    .orderBy('sequence')
    .execute();
  return rows.map((row) => JSON.parse(row.payload) as Record<string, unknown>);
}
