/**
 * The statements one decision costs over HTTP, counted as the database runs them: the approve and
 * reject routes answer with the task as it is after the decision, read once, and check who may
 * decide once, before the body. A change that adds a statement to this path shows here.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { openTaskApi, type TaskApi } from '../support/task-api.js';
import type { ApiUser } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

describe.each(testEngines)('the statements of a decision on $name', (engine) => {
  const llm = sharedFakeLlm();
  let api: TaskApi;
  let alice: ApiUser;
  let agent: { id: number };
  let statements: string[] | null = null;

  beforeEach(async () => {
    api = await openTaskApi(engine, llm, {}, { onDatabaseQuery: (sql) => statements?.push(sql) });
    alice = await api.signUp();
    agent = await api.agentOf(alice.id);
  });

  afterEach(async () => {
    statements = null;
    await api.dispose();
  });

  /** A task paused for the approval of one delete call. */
  async function paused(): Promise<number> {
    llm.enqueue({
      kind: 'tool_calls',
      calls: [{ id: 'd1', name: 'files', arguments: { action: 'delete', path: '/x' } }],
    });
    const task = await api.platform.orchestrator.start(agent.id, 'Delete a file');
    expect((await api.platform.orchestrator.tick(task.id)).status).toBe('PENDING_APPROVAL');
    return task.id;
  }

  /** The statements a request ran; it answers with the task, queued again. */
  async function counted(method: 'POST', path: string, body: unknown) {
    statements = [];
    const response = await alice.request(method, path, body);
    const ran = statements;
    statements = null;
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.task.status).toBe('QUEUED');
    return ran;
  }

  const accessChecks = (ran: readonly string[]) =>
    ran.filter((sql) => sql.startsWith('select "id", "user_id", "agent_id", "rehearsal_id" from "tasks"'));
  const taskReads = (ran: readonly string[]) => ran.filter((sql) => sql.startsWith('select * from "tasks"'));

  // Two for the session, one access check, eighteen for the decision's transaction (on PostgreSQL
  // the events take one statement fewer and the queue's wake-up one more) and fourteen for the
  // task resource of the answer.
  it('approves a call in 35 statements, checking access once and reading the task once', async () => {
    const taskId = await paused();
    const ran = await counted('POST', `/api/v1/tasks/${taskId}/approve`, {
      decisions: [{ provider_call_id: 'd1', decision: 'approve' }],
    });
    expect(accessChecks(ran)).toHaveLength(1);
    expect(taskReads(ran)).toHaveLength(1);
    expect(ran).toHaveLength(35);
  });

  // As the approval, and the rejection's history row: the next sequence and the row itself.
  it('rejects every call in 37 statements, checking access once and reading the task once', async () => {
    const taskId = await paused();
    const ran = await counted('POST', `/api/v1/tasks/${taskId}/reject`, { reason: 'Not now' });
    expect(accessChecks(ran)).toHaveLength(1);
    expect(taskReads(ran)).toHaveLength(1);
    expect(ran).toHaveLength(37);
  });
});
