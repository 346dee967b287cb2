/**
 * The statements one decision costs over HTTP, counted as the database runs them: the approve and
 * reject routes answer with the task as it is after the decision, read once, and check who may
 * decide once, before the body. A change that adds a statement to this path shows here.
 */
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
    // PostgreSQL's queue wake-up goes out after COMMIT, and the answer does not wait for it.
    if (engine.name === 'postgres') {
      await vi.waitFor(() =>
        expect(statements?.filter((sql) => sql.startsWith('select pg_notify'))).toHaveLength(1),
      );
    }
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

  /**
   * The decision's transaction on PostgreSQL, in the round trips it waits for: a statement sent
   * while another is unanswered on its connection shares that one's wait. The lock, the calls and
   * the ballot go together; then the decision's writes; then marking the owner's approval
   * notification read with the approvers' read; then the events with COMMIT. The answer is one
   * round trip more.
   */
  it.runIf(engine.name === 'postgres')(
    'decides in four round trips between BEGIN and COMMIT, and answers in one',
    async () => {
      const taskId = await paused();
      const sent: { client: pg.Client; sql: string; waitsAlone: boolean }[] = [];
      const query = pg.Client.prototype.query;
      const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
        this: pg.Client & { _activeQuery?: unknown; _sentQueryQueue?: unknown[] },
        ...args: unknown[]
      ) {
        const [config] = args;
        const sql = typeof config === 'string' ? config : ((config as { text?: string } | null)?.text ?? '');
        const unanswered = Boolean(this._activeQuery) || (this._sentQueryQueue?.length ?? 0) > 0;
        sent.push({ client: this, sql: sql.trim().toLowerCase(), waitsAlone: !unanswered });
        return (query as (...passed: unknown[]) => unknown).apply(this, args);
      } as typeof query);
      try {
        await counted('POST', `/api/v1/tasks/${taskId}/approve`, {
          decisions: [{ provider_call_id: 'd1', decision: 'approve' }],
        });
      } finally {
        spy.mockRestore();
      }
      // Only the request's transaction opens one; the worker's claim is a statement of its own.
      const begin = sent.find((statement) => statement.sql === 'begin');
      expect(begin).toBeDefined();
      const onItsConnection = sent.filter((statement) => statement.client === begin?.client);
      const from = onItsConnection.findIndex((statement) => statement.sql === 'begin');
      const to = onItsConnection.findIndex((statement, index) => index > from && statement.sql === 'commit');
      expect(to).toBeGreaterThan(from);
      const transaction = onItsConnection.slice(from, to + 1);
      expect(transaction.filter((statement) => statement.waitsAlone)).toHaveLength(4);
      // The answer's task resource: the task and everything read with it, started together.
      const read = sent.findIndex((statement) => statement.sql.startsWith('select * from "tasks"'));
      expect(read).toBeGreaterThan(-1);
      const answer = sent.slice(read).filter((statement) => statement.client === sent[read]?.client);
      expect(answer.length).toBeGreaterThan(10);
      expect(answer.filter((statement) => statement.waitsAlone)).toHaveLength(1);
    },
  );
});
