/**
 * What the loop records for live updates: events written in the transaction of the change they
 * describe (and never for one that rolls back), one batch per write, notifications where the
 * original sends them, deletions, and streamed text.
 */
import { emptyUsage, LlmError, type LlmRequest } from '@spora/sdk';
import { describe, expect, it } from 'vitest';
import type { EventRow, Task } from '../../src/db/index.js';
import { payloadOf, readLiveEvents } from '../support/live-event-reader.js';
import { createUser } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import { useLoopHarness } from '../support/test-orchestrator.js';

describe.each(testEngines)('task events on $name', (engine) => {
  const { harness, model } = useLoopHarness(engine, 'sync', { liveEvents: true });

  const db = () => harness.test.platform.database.db;
  const events = async (): Promise<(EventRow & { data: Record<string, unknown> })[]> =>
    (
      await db()
        .selectFrom('events')
        .selectAll()
        .where('user_id', '=', harness.userId)
        .orderBy('sequence')
        .execute()
    ).map((row) => ({ ...row, data: JSON.parse(row.payload) }));
  const statuses = (rows: Awaited<ReturnType<typeof events>>) =>
    rows
      .filter((row) => row.type === 'task_status')
      .map((row) => (row.data.task as { status: string }).status);
  const notifications = () =>
    db()
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', harness.userId)
      .orderBy('id')
      .execute();

  it('records each write of a run as one batch, in commit order, with the views clients see', async () => {
    model.enqueue(
      { toolCalls: [{ id: 'call_echo', name: 'echo', arguments: { text: 'ping' } }] },
      { text: 'Done.' },
    );
    const agent = await harness.agent();
    const task = await harness.orchestrator.start(agent.id, 'Echo ping');
    expect(task.status).toBe('COMPLETED');

    const rows = await events();
    expect(rows.map((row) => row.type)).toEqual([
      'task_status', // queued by start
      'task_status', // the run begins
      'task_history', // the model's turn …
      'tool_calls', // … and the call it asked for
      'task_history', // the call's result …
      'tool_calls', // … and the call as completed
      'task_history', // the answer
      'task_status',
      'notification',
    ]);
    expect(rows.map((row) => row.sequence)).toEqual(rows.map((_, index) => index + 1));
    expect(rows.every((row) => row.task_id === task.id)).toBe(true);
    expect(statuses(rows)).toEqual(['QUEUED', 'RUNNING', 'COMPLETED']);
    const user = await db()
      .selectFrom('users')
      .select('last_event_sequence')
      .where('id', '=', harness.userId)
      .executeTakeFirstOrThrow();
    expect(user.last_event_sequence).toBe(rows.length);

    expect(rows[3]?.data.tool_calls).toMatchObject([
      { provider_call_id: 'call_echo', status: 'EXECUTING', proposed_arguments: { text: 'ping' } },
    ]);
    expect(rows[5]?.data.tool_calls).toMatchObject([
      {
        provider_call_id: 'call_echo',
        status: 'COMPLETED',
        result_content: 'echo: ping',
        result_success: true,
      },
    ]);
    expect(rows[4]?.data.rows).toMatchObject([
      { role: 'tool', tool_call_id: 'call_echo', content: 'echo: ping' },
    ]);
    expect(rows[6]?.data.rows).toMatchObject([{ role: 'assistant', content: 'Done.' }]);
    expect(rows[7]?.data.task).toMatchObject({
      id: task.id,
      status: 'COMPLETED',
      final_response: 'Done.',
      step_count: 2,
    });
    const [notification] = await notifications();
    expect(notification).toMatchObject({ type: 'task_completed', task_id: task.id, read_at: null });
    expect(rows[8]?.data.notification).toMatchObject({ id: notification?.id, type: 'task_completed' });
  });

  it('records nothing for a change that rolls back', async () => {
    const agent = await harness.agent();
    model.enqueue({
      toolCalls: [{ id: 'call_d', name: 'files', arguments: { action: 'delete', path: '/x' } }],
    });
    const paused = await harness.orchestrator.start(agent.id, 'Delete it');
    const before = await events();
    const subscription = await harness.test.platform.liveEvents.subscribe(harness.userId, null);
    const reader = readLiveEvents(subscription);
    try {
      // A decision that fails validation rolls the whole transaction back.
      await expect(
        harness.orchestrator.resume(paused.id, [{ provider_call_id: 'no-such-call', decision: 'approve' }]),
      ).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
      // The recorder's own writes vanish with a transaction that fails after them.
      await expect(
        db()
          .transaction()
          .execute(async (trx) => {
            const task = await trx
              .selectFrom('tasks')
              .selectAll()
              .where('id', '=', paused.id)
              .executeTakeFirstOrThrow();
            await harness.test.platform.liveEvents.recorder.record(trx, [
              { task: { ...task, status: 'FAILED', error_code: 'UNKNOWN' }, statusChanged: true },
            ]);
            throw new Error('the change fails after it was recorded');
          }),
      ).rejects.toThrow('the change fails');
      expect(await events()).toEqual(before);
      expect(await notifications()).toHaveLength(1);
      expect(await reader.settle()).toEqual([]);

      model.enqueue({ text: 'Deleted.' });
      await harness.orchestrator.resume(paused.id, [{ provider_call_id: 'call_d', decision: 'approve' }]);
      const [first] = await reader.take(1);
      expect(first?.id).toBe(before.length + 1);
    } finally {
      reader.close();
    }
  });

  it('announces a pause with the calls it waits on; partial decisions keep the status', async () => {
    const agent = await harness.agent();
    model.enqueue({
      toolCalls: [
        { id: 'call_a', name: 'files', arguments: { action: 'delete', path: '/a' } },
        { id: 'call_b', name: 'files', arguments: { action: 'delete', path: '/b' } },
      ],
    });
    const task = await harness.orchestrator.start(agent.id, 'Delete two');
    expect(task.status).toBe('PENDING_APPROVAL');
    const paused = await events();
    const pending = paused.find((row) => row.type === 'pending_approval');
    expect(pending?.data).toEqual({
      task_id: task.id,
      pending_calls: [
        { provider_call_id: 'call_a', tool_name: 'files', arguments: { action: 'delete', path: '/a' } },
        { provider_call_id: 'call_b', tool_name: 'files', arguments: { action: 'delete', path: '/b' } },
      ],
    });
    expect((await notifications()).map((row) => [row.type, row.title, row.body])).toEqual([
      [
        'pending_approval',
        'Approval needed: Helper — delete /a (+1 more)',
        `Task #${task.id}: 2 tool calls await a decision: files.`,
      ],
    ]);

    await harness.orchestrator.resume(task.id, [
      { provider_call_id: 'call_a', decision: 'reject', reason: 'Keep it' },
    ]);
    const partial = (await events()).slice(paused.length);
    expect(partial.map((row) => row.type)).toEqual(['task_history', 'tool_calls']);
    expect(partial[1]?.data.tool_calls).toMatchObject([
      { provider_call_id: 'call_a', status: 'REJECTED', reject_reason: 'Keep it' },
    ]);

    model.enqueue({ text: 'One deleted.' });
    await harness.orchestrator.resume(task.id, [{ provider_call_id: 'call_b', decision: 'approve' }]);
    const after = (await events()).slice(paused.length + partial.length);
    expect(statuses(after)).toEqual(['QUEUED', 'RUNNING', 'COMPLETED']);
    expect((await notifications()).map((row) => row.type)).toEqual(['pending_approval', 'task_completed']);
  });

  it('notifies a failure, but not a max-steps failure or an abort', async () => {
    const failing = await harness.agent();
    model.enqueue({ error: new LlmError('SERVER_ERROR', 'The provider is down.', { status: 500 }) });
    const failed = await harness.orchestrator.start(failing.id, 'Try');
    expect(failed.status).toBe('FAILED');
    expect((await notifications()).map((row) => [row.type, row.task_id])).toEqual([
      ['task_failed', failed.id],
    ]);

    const short = await harness.agent({ maxSteps: 1, pauseAtStepLimit: false });
    model.enqueue({ toolCalls: [{ name: 'echo', arguments: { text: 'again' } }] });
    const exhausted = await harness.orchestrator.start(short.id, 'Loop');
    expect(exhausted).toMatchObject({ status: 'FAILED', error_code: 'MAX_STEPS_REACHED' });

    model.enqueue({ toolCalls: [{ id: 'call_s', name: 'slow', arguments: { ms: 10_000 } }] });
    const slow = harness.orchestrator.start(failing.id, 'Wait');
    const executing = async () =>
      db()
        .selectFrom('tool_calls')
        .select('task_id')
        .where('provider_call_id', '=', 'call_s')
        .where('status', '=', 'EXECUTING')
        .executeTakeFirst();
    await expect.poll(executing).toBeDefined();
    const runningId = (await executing())?.task_id as number;
    await harness.orchestrator.abort(runningId);
    await slow;
    const rows = await events();
    expect(statuses(rows.filter((row) => row.task_id === runningId))).toEqual([
      'QUEUED',
      'RUNNING',
      'ABORTED',
    ]);
    expect(rows.filter((row) => row.task_id === runningId).at(-2)?.data.tool_calls).toMatchObject([
      { provider_call_id: 'call_s', status: 'INTERRUPTED' },
    ]);
    expect((await notifications()).map((row) => row.type)).toEqual(['task_failed']);
    expect(statuses(rows.filter((row) => row.task_id === exhausted.id)).at(-1)).toBe('FAILED');
  });

  it("announces what workers' housekeeping changes: stalled tasks requeued or orphaned, due retries queued", async () => {
    const agent = await harness.agent();
    const past = new Date(Date.now() - 60_000).toISOString();
    const insert = (values: Partial<Task>) =>
      db()
        .insertInto('tasks')
        .values({
          agent_id: agent.id,
          user_id: harness.userId,
          runner_user_id: null,
          status: 'RUNNING',
          user_prompt: 'Work',
          final_response: null,
          max_steps: 5,
          parent_task_id: null,
          retry_of_task_id: null,
          retry_after: null,
          pending_state: null,
          failure_reason: null,
          error_code: null,
          error_message: null,
          data: null,
          lease_owner: 'gone:1',
          lease_expires_at: past,
          created_at: past,
          updated_at: past,
          ...values,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const stalled = await insert({ claim_attempts: 1 });
    const doomed = await insert({ claim_attempts: 3 });
    const due = await insert({
      status: 'FAILED',
      lease_owner: null,
      lease_expires_at: null,
      retry_of_task_id: 1,
      retry_after: past,
    });

    expect(await harness.orchestrator.housekeeping.reapExpiredLeases(3)).toEqual({
      requeued: 1,
      orphaned: 1,
    });
    expect(await harness.orchestrator.housekeeping.queueDueRetries()).toBe(1);
    const rows = await events();
    expect(
      rows.map((row) => [row.type, row.task_id, (row.data.task as { status?: string } | undefined)?.status]),
    ).toEqual([
      ['task_status', stalled.id, 'QUEUED'],
      ['task_status', doomed.id, 'FAILED'],
      ['notification', doomed.id, undefined],
      ['task_status', due.id, 'QUEUED'],
    ]);
    expect(rows[2]?.data.notification).toMatchObject({
      type: 'task_orphaned',
      data: { error_code: 'ORPHANED' },
    });
  });

  it('announces a deletion to the owner once it commits, and nothing for a refused one', async () => {
    const agent = await harness.agent();
    model.enqueue({ text: 'Parent done.' }, { text: 'Child done.' });
    const parent = await harness.orchestrator.start(agent.id, 'Parent');
    const child = await harness.orchestrator.start(agent.id, 'Child', { parentTaskId: parent.id });
    const before = await events();
    const head = before.at(-1)?.sequence ?? 0;
    const stranger = await createUser(db());
    const owner = readLiveEvents(await harness.test.platform.liveEvents.subscribe(harness.userId, null));
    const other = readLiveEvents(await harness.test.platform.liveEvents.subscribe(stranger.id, null));
    try {
      // Refused while the sub-task runs: the transaction rolls back, and nothing is announced.
      const setChildStatus = (status: Task['status']) =>
        db().updateTable('tasks').set({ status }).where('id', '=', child.id).execute();
      await setChildStatus('RUNNING');
      await expect(harness.orchestrator.deleteTask(parent.id)).rejects.toMatchObject({
        code: 'INVALID_STATE',
      });
      expect(await events()).toEqual(before);
      expect(await owner.settle()).toEqual([]);
      await setChildStatus('COMPLETED');

      await harness.orchestrator.deleteTask(parent.id);
      const [deleted] = await owner.take(1);
      expect(deleted).toMatchObject({ id: head + 1, type: 'task_deleted' });
      expect(payloadOf(deleted as never)).toEqual({
        task_id: parent.id,
        deleted_task_ids: [parent.id, child.id],
      });
      // The tasks' own events went with them; the deletion is kept, linked to no task.
      expect((await events()).map((row) => [row.sequence, row.type, row.task_id])).toEqual([
        [head + 1, 'task_deleted', null],
      ]);
      expect(await other.settle()).toEqual([]);
    } finally {
      owner.close();
      other.close();
    }

    const replay = readLiveEvents(await harness.test.platform.liveEvents.subscribe(harness.userId, head));
    try {
      expect((await replay.take(1)).map((event) => [event.id, event.type])).toEqual([
        [head + 1, 'task_deleted'],
      ]);
    } finally {
      replay.close();
    }
  });

  it('streams the text of a turn to subscribers before the turn is recorded', async () => {
    const agent = await harness.agent();
    model.enqueue((request: LlmRequest) => {
      for (const piece of ['Hel', 'lo ', 'there.']) request.onTextDelta?.(piece);
      return {
        text: 'Hello there.',
        toolCalls: [],
        blocks: [{ type: 'text', text: 'Hello there.' }],
        usage: emptyUsage,
        finishReason: 'stop',
        model: 'scripted-model',
        responseId: null,
      };
    });
    const reader = readLiveEvents(await harness.test.platform.liveEvents.subscribe(harness.userId, null));
    try {
      const task = await harness.orchestrator.start(agent.id, 'Greet');
      const received = await reader.take(6);
      expect(received.map((event) => event.type)).toEqual([
        'task_status',
        'task_status',
        'text_delta',
        'task_history',
        'task_status',
        'notification',
      ]);
      expect(received[2]).toEqual({
        id: null,
        type: 'text_delta',
        data: JSON.stringify({ task_id: task.id, text: 'Hello there.' }),
      });
    } finally {
      reader.close();
    }
  });

  it('asks for the text as it arrives only while it can reach someone of the owner', async () => {
    const agent = await harness.agent();
    const asked: boolean[] = [];
    const answer = (request: LlmRequest) => {
      asked.push(request.onTextDelta !== undefined);
      return {
        text: 'Done.',
        toolCalls: [],
        blocks: [{ type: 'text' as const, text: 'Done.' }],
        usage: emptyUsage,
        finishReason: 'stop',
        model: 'scripted-model',
        responseId: null,
      };
    };
    model.enqueue(answer, answer);
    await harness.orchestrator.start(agent.id, 'Nobody is watching');
    const reader = readLiveEvents(await harness.test.platform.liveEvents.subscribe(harness.userId, null));
    try {
      await harness.orchestrator.start(agent.id, 'Someone is watching');
    } finally {
      reader.close();
    }
    // On SQLite only this process's subscribers can be reached; on PostgreSQL any process may have some.
    expect(asked).toEqual([engine.name === 'postgres', true]);
  });
});
