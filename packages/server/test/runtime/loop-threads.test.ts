/**
 * `spora serve` with the agent loop on threads of its own (SPORA_LOOP_THREADS=2): the built CLI
 * in a real process, on each engine. What the main thread does for a request (queue a task, abort
 * it, decide on a call) must reach the thread that runs it, and what a loop thread records must
 * reach the streams and the metrics the main thread serves.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Step } from '@spora/fake-llm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../reliability/harness/api-client.js';
import type { SporaProcess } from '../../reliability/harness/spora-process.js';
import type { DatabaseConnection } from '../../src/db/index.js';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { openSse } from '../support/sse-client.js';
import { testEngines } from '../support/test-databases.js';
import {
  claimsCounted,
  startThreadedServer,
  type ThreadedServer,
  terminalStatuses,
  waitForStatus,
} from './threaded-server.js';

const mcpFixtureScript = fileURLToPath(new URL('../fixtures/mcp/fixture-server.mjs', import.meta.url));

describe.each(testEngines)('loop threads on $name', (engine) => {
  const llm = sharedFakeLlm();
  let running: ThreadedServer;
  let server: SporaProcess;
  let api: ApiClient;
  let connection: DatabaseConnection;
  let baseUrl: string;
  let token: string;
  let agentId: number;

  beforeAll(async () => {
    running = await startThreadedServer(engine, llm);
    ({ server, api, connection, baseUrl, token, agentId } = running);
  }, 120_000);

  afterAll(async () => {
    await running?.dispose();
  });

  it('says so when it starts, and runs queued tasks on its threads', async () => {
    expect(server.log).toMatch(/"loopThreads":2/);
    llm.setResponder(() => ({ kind: 'text', text: 'Done.' }) satisfies Step);
    const ids = await Promise.all(Array.from({ length: 8 }, (_, n) => api.startTask(agentId, `task ${n}`)));
    for (const id of ids)
      expect(await waitForStatus(running, id, (status) => terminalStatuses.has(status))).toBe('COMPLETED');
    // Nobody follows the owner's events, so on SQLite no answer was streamed. PostgreSQL always
    // streams: a client of the owner may be connected to any process.
    const streamed = engine.name === 'postgres';
    expect(llm.requests.map((request) => request.stream)).toEqual(ids.map(() => streamed));
    // The main thread runs no worker: the claims are the loop threads', summed into its scrape.
    expect(await claimsCounted(running)).toBeGreaterThanOrEqual(8);
  });

  it.runIf(process.platform === 'linux')(
    'runs its loop threads ten nice steps below the main thread, whose own helpers keep its priority',
    () => {
      const niceOf = (threadId: string) => {
        const stat = readFileSync(`/proc/${server.pid}/task/${threadId}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      };
      const mainNice = niceOf(String(server.pid));
      const nices = readdirSync(`/proc/${server.pid}/task`).map(niceOf);
      const lowered = nices.filter((nice) => nice === Math.min(19, mainNice + 10));
      // The two loop threads, and any thread they started themselves (their own helpers).
      expect(lowered.length).toBeGreaterThanOrEqual(2);
      expect(nices.filter((nice) => nice !== mainNice)).toEqual(lowered);
      // At the main thread's: itself, V8's four helpers and libuv's four pool threads (files, names),
      // which serve its requests too; the pool is started by the main thread before the loop threads.
      expect(nices.filter((nice) => nice === mainNice).length).toBeGreaterThanOrEqual(1 + 4 + 4);
    },
  );

  it("starts a due schedule's task, which a loop thread runs, with the process's jobs on the main thread", async () => {
    llm.setResponder(() => ({ kind: 'text', text: 'Scheduled and done.' }) satisfies Step);
    const created = await api.post(`/api/v1/agents/${agentId}/schedules`, {
      name: 'every second',
      raw_prompt: 'the scheduled run',
      cron_expression: '* * * * * *',
    });
    expect(created.status).toBe(201);
    const schedule = created.body?.data?.schedule as { id: number } | undefined;
    if (!schedule) throw new Error(`no schedule was created: ${JSON.stringify(created.body)}`);
    const scheduleId = schedule.id;
    try {
      const started = async () =>
        (
          await connection.db
            .selectFrom('schedule_occurrences')
            .select('task_id')
            .where('schedule_id', '=', scheduleId)
            .where('status', '=', 'STARTED')
            .orderBy('id')
            .executeTakeFirst()
        )?.task_id ?? null;
      await expect.poll(started, { timeout: 20_000 }).not.toBeNull();
      const taskId = (await started()) as number;
      expect(await waitForStatus(running, taskId, (status) => terminalStatuses.has(status))).toBe(
        'COMPLETED',
      );
      // Each due second starts one task: one schedule runner in the process, not one per thread.
      const occurrences = await connection.db
        .selectFrom('schedule_occurrences')
        .select(['due_at'])
        .where('schedule_id', '=', scheduleId)
        .execute();
      const dueTimes = occurrences.map((occurrence) => occurrence.due_at);
      expect(new Set(dueTimes).size).toBe(dueTimes.length);
    } finally {
      await connection.db
        .updateTable('schedules')
        .set({ is_active: 0 })
        .where('id', '=', scheduleId)
        .execute();
    }
  });

  it('cancels the model request of a task aborted from the main thread', async () => {
    llm.setResponder(undefined);
    llm.enqueue({ kind: 'text', text: 'Too late.', delayMs: 60_000 });
    const id = await api.startTask(agentId, 'wait for the model');
    await llm.waitForRequests(1, 20_000);
    const started = Date.now();
    expect((await api.post(`/api/v1/tasks/${id}/abort`)).status).toBe(200);
    expect(await waitForStatus(running, id, (status) => terminalStatuses.has(status))).toBe('ABORTED');
    const deadline = Date.now() + 10_000;
    while (llm.requests[0]?.cancelled !== true && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(llm.requests[0]?.cancelled).toBe(true);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('runs a call approved on the main thread once, on a loop thread', async () => {
    llm.setResponder(undefined);
    llm.enqueue(
      {
        kind: 'tool_calls',
        calls: [
          { id: 'call-gated', name: 'app:reliability_gated_effect', arguments: { key: 'approved-once' } },
        ],
      },
      { kind: 'text', text: 'Applied.' },
    );
    const id = await api.startTask(agentId, 'apply the effect');
    expect(await waitForStatus(running, id, (status) => status === 'PENDING_APPROVAL')).toBe(
      'PENDING_APPROVAL',
    );
    const decided = await api.post(`/api/v1/tasks/${id}/approve`, {
      decisions: [{ provider_call_id: 'call-gated', decision: 'approve' }],
    });
    expect(decided.status).toBe(200);
    expect(await waitForStatus(running, id, (status) => terminalStatuses.has(status))).toBe('COMPLETED');
    const effects = await connection.db
      // The fixture App's table, outside the core schema.
      .selectFrom('app_reliability_effects' as never)
      .select(['call_key' as never])
      .execute();
    expect(effects).toEqual([{ call_key: 'approved-once' }]);
  });

  it('runs the tool of an MCP server registered on the main thread a moment before', async () => {
    const created = await api.post('/api/v1/mcp-servers', {
      slug: 'threaded',
      name: 'Threaded fixture',
      transport: 'stdio',
      command: process.execPath,
      args: [mcpFixtureScript],
    });
    expect(created.status).toBe(201);
    await connection.db
      .insertInto('agent_tools')
      .values({
        agent_id: agentId,
        tool_class: 'mcp-threaded/echo',
        tool_name: 'mcp-threaded:echo',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    llm.setResponder(undefined);
    llm.enqueue(
      { kind: 'tool_calls', calls: [{ name: 'mcp-threaded:echo', arguments: { text: 'across threads' } }] },
      { kind: 'text', text: 'Echoed.' },
    );
    const id = await api.startTask(agentId, 'echo through the new server');
    // The loop thread knew the tool: the call waits for its approval, as an MCP tool's does.
    expect(
      await waitForStatus(
        running,
        id,
        (status) => status === 'PENDING_APPROVAL' || terminalStatuses.has(status),
      ),
    ).toBe('PENDING_APPROVAL');
    const pending = await connection.db
      .selectFrom('tool_calls')
      .select('provider_call_id')
      .where('task_id', '=', id)
      .executeTakeFirstOrThrow();
    const decided = await api.post(`/api/v1/tasks/${id}/approve`, {
      decisions: [{ provider_call_id: pending.provider_call_id, decision: 'approve' }],
    });
    expect(decided.status).toBe(200);
    expect(await waitForStatus(running, id, (status) => terminalStatuses.has(status))).toBe('COMPLETED');
    const calls = await connection.db
      .selectFrom('tool_calls')
      .select(['status', 'result_content'])
      .where('task_id', '=', id)
      .execute();
    expect(calls).toMatchObject([
      { status: 'COMPLETED', result_content: expect.stringContaining('across threads') },
    ]);
  });

  it("streams a loop thread's events and text to a client of the main thread", async () => {
    const stream = await openSse(`${baseUrl}/api/v1/events`, { authorization: `Bearer ${token}` });
    try {
      expect(stream.status).toBe(200);
      llm.setResponder(undefined);
      llm.enqueue({ kind: 'text', text: 'Streamed from a loop thread, word by word.', chunkDelayMs: 20 });
      const id = await api.startTask(agentId, 'stream something');
      const text = await stream.waitFor((message) => message.event === 'text_delta', { timeoutMs: 20_000 });
      expect(JSON.parse(text.data)).toMatchObject({ task_id: id });
      // The loop thread learnt that the owner's client, served by the main thread, was listening.
      expect(llm.requests.at(-1)?.stream).toBe(true);
      await stream.waitFor(
        (message) => message.event === 'task_status' && JSON.parse(message.data).task?.status === 'COMPLETED',
        { timeoutMs: 20_000 },
      );
    } finally {
      stream.close();
    }
  });

  it('hands running tasks back when stopped, and exits cleanly', async () => {
    llm.setResponder(undefined);
    llm.enqueue({ kind: 'text', text: 'Never sent.', delayMs: 60_000 });
    const id = await api.startTask(agentId, 'interrupted by a stop');
    await waitForStatus(running, id, (status) => status === 'RUNNING');
    await llm.waitForRequests(1, 20_000);
    const exit = await server.stop(30_000);
    expect(exit).toEqual({ code: 0, signal: null });
    const task = await connection.db
      .selectFrom('tasks')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(task.status).toBe('QUEUED');
    expect(server.problems()).toEqual([]);
  });
});

describe.each(testEngines)('a loop thread that crashes, on $name', (engine) => {
  const llm = sharedFakeLlm();
  let running: ThreadedServer;

  beforeAll(async () => {
    // The default lease (60 s): the crashed thread's task must be taken over without waiting it out.
    running = await startThreadedServer(engine, llm);
  }, 120_000);

  afterAll(async () => {
    await running?.dispose();
  });

  it("is started again while the process serves on, and its run is taken over as a crashed worker's", async () => {
    const { api, server, agentId } = running;
    llm.setResponder(() => ({ kind: 'text', text: 'Before the crash.' }));
    const before = await Promise.all(
      [1, 2, 3, 4].map((n) => api.startTask(agentId, `before the crash ${n}`)),
    );
    for (const id of before) await waitForStatus(running, id, (status) => status === 'COMPLETED');
    const claimsBefore = await claimsCounted(running);
    expect(claimsBefore).toBeGreaterThanOrEqual(4);
    llm.setResponder(undefined);
    llm.enqueue({ kind: 'tool_calls', calls: [{ name: 'app:reliability_crash', arguments: {} }] });
    const crashed = await api.startTask(agentId, 'crash your thread');
    const deadline = Date.now() + 20_000;
    while (!server.log.includes('a loop thread ended unexpectedly; starting it again')) {
      if (Date.now() > deadline) throw new Error(`no thread crashed:\n${server.log.slice(-3000)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(server.isRunning).toBe(true);
    expect((await fetch(`${running.baseUrl}/api/health`)).status).toBe(200);
    // The call may have had its effect: it is held for a person, never run again.
    expect(await waitForStatus(running, crashed, (status) => status === 'NEEDS_RECONCILIATION', 30_000)).toBe(
      'NEEDS_RECONCILIATION',
    );
    // The crashed thread's claims still count: a sum that went down would read as a reset.
    expect(await claimsCounted(running)).toBeGreaterThanOrEqual(claimsBefore);
    llm.setResponder(() => ({ kind: 'text', text: 'Still here.' }));
    const ids = await Promise.all([1, 2, 3, 4].map((n) => api.startTask(agentId, `after the crash ${n}`)));
    for (const id of ids)
      expect(await waitForStatus(running, id, (status) => status === 'COMPLETED')).toBe('COMPLETED');
    expect(await claimsCounted(running)).toBeGreaterThanOrEqual(claimsBefore + 4);
  }, 60_000);
});
