/**
 * Deleting a task: its history, tool calls, usage and sub-tasks go with it; never while a run of
 * any of them is in flight.
 */
import { describe, expect, it } from 'vitest';
import { claimTask } from '../../src/orchestrator/task-leases.js';
import { testEngines } from '../support/test-databases.js';
import { useLoopHarness } from '../support/test-orchestrator.js';

describe.each(testEngines)('task deletion on $name', (engine) => {
  const { harness, model } = useLoopHarness(engine, 'worker', { withoutWorker: true });

  const db = () => harness.test.platform.database.db;
  const rowsOf = async (taskIds: readonly number[]) => ({
    tasks: (await db().selectFrom('tasks').select('id').where('id', 'in', taskIds).execute()).length,
    history: (await db().selectFrom('task_history').select('id').where('task_id', 'in', taskIds).execute())
      .length,
    toolCalls: (await db().selectFrom('tool_calls').select('id').where('task_id', 'in', taskIds).execute())
      .length,
    usage: (
      await db()
        .selectFrom('task_history')
        .select('id')
        .where('task_id', 'in', taskIds)
        .where('provider', 'is not', null)
        .execute()
    ).length,
  });

  it('deletes a finished task with its history, tool calls, usage and sub-tasks', async () => {
    const agent = await harness.agent();
    model.enqueue({ toolCalls: [{ id: 'e', name: 'echo', arguments: { text: 'x' } }] }, { text: 'Done.' });
    const task = await harness.orchestrator.start(agent.id, 'Echo');
    await harness.orchestrator.tick(task.id);
    const child = await harness.orchestrator.start(agent.id, 'Child', { parentTaskId: task.id });
    const other = await harness.orchestrator.start(agent.id, 'Unrelated');
    expect(await rowsOf([task.id, child.id])).toEqual({ tasks: 2, history: 5, toolCalls: 1, usage: 2 });

    await harness.orchestrator.deleteTask(task.id);

    expect(await rowsOf([task.id, child.id])).toEqual({ tasks: 0, history: 0, toolCalls: 0, usage: 0 });
    expect((await harness.orchestrator.getTask(other.id)).status).toBe('QUEUED');
  });

  it('refuses while the task or one of its sub-tasks is RUNNING, and keeps every row', async () => {
    const agent = await harness.agent();
    const task = await harness.orchestrator.start(agent.id, 'Parent');
    const child = await harness.orchestrator.start(agent.id, 'Child', { parentTaskId: task.id });

    await claimTask(db(), child.id, 'worker:1', 60_000);
    await expect(harness.orchestrator.deleteTask(task.id)).rejects.toMatchObject({
      code: 'INVALID_STATE',
      details: { runningTaskId: child.id },
    });
    await expect(harness.orchestrator.deleteTask(child.id)).rejects.toMatchObject({
      code: 'INVALID_STATE',
      details: { status: 'RUNNING' },
    });
    expect((await rowsOf([task.id, child.id])).tasks).toBe(2);
    expect((await harness.orchestrator.getTask(child.id)).lease_owner).toBe('worker:1');
  });

  it('releases a parent that was waiting only for the deleted sub-task', async () => {
    const agent = await harness.agent();
    const parent = await harness.orchestrator.start(agent.id, 'Parent');
    const child = await harness.orchestrator.start(agent.id, 'Child', { parentTaskId: parent.id });
    await db()
      .updateTable('tasks')
      .set({ status: 'AWAITING_SUB_AGENTS', data: JSON.stringify({ spawned_sub_task_ids: [child.id] }) })
      .where('id', '=', parent.id)
      .execute();

    await harness.orchestrator.deleteTask(child.id);

    expect((await harness.orchestrator.getTask(parent.id)).status).toBe('QUEUED');
  });

  describe('with its agent', () => {
    const agents = () => harness.test.platform.agentsOf(harness.userId);
    const deletionEvents = async () =>
      (
        await db()
          .selectFrom('events')
          .select('payload')
          .where('user_id', '=', harness.userId)
          .where('type', '=', 'task_deleted')
          .orderBy('sequence')
          .execute()
      ).map((row) => JSON.parse(row.payload));

    it("deletes every task tree of the agent, announces each, and releases another agent's waiting task", async () => {
      const doomed = await harness.agent();
      const other = await harness.agent();
      const first = await harness.orchestrator.start(doomed.id, 'First');
      const firstChild = await harness.orchestrator.start(doomed.id, 'Its sub-task', {
        parentTaskId: first.id,
      });
      // The doomed agent's sub-task under another agent's task, and a task of the doomed agent under that.
      const waiting = await harness.orchestrator.start(other.id, 'Waits for a sub-agent');
      const delegated = await harness.orchestrator.start(doomed.id, 'Delegated', {
        parentTaskId: waiting.id,
      });
      const nested = await harness.orchestrator.start(other.id, 'Nested', { parentTaskId: first.id });
      const nestedDoomed = await harness.orchestrator.start(doomed.id, 'Deeper', { parentTaskId: nested.id });
      await db()
        .updateTable('tasks')
        .set({
          status: 'AWAITING_SUB_AGENTS',
          data: JSON.stringify({ spawned_sub_task_ids: [delegated.id] }),
        })
        .where('id', '=', waiting.id)
        .execute();

      await agents().deleteAgent(doomed.id);

      const remaining = await db().selectFrom('tasks').select('id').orderBy('id').execute();
      expect(remaining.map((task) => task.id)).toEqual([waiting.id]);
      expect((await harness.orchestrator.getTask(waiting.id)).status).toBe('QUEUED');
      expect(await deletionEvents()).toEqual([
        { task_id: first.id, deleted_task_ids: [first.id, firstChild.id, nested.id, nestedDoomed.id] },
        { task_id: delegated.id, deleted_task_ids: [delegated.id] },
      ]);
      await expect(agents().getAgent(doomed.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });

    it('answers NOT_FOUND for a task started under a parent deleted since, adding nothing', async () => {
      const agent = await harness.agent();
      const parent = await harness.orchestrator.start(agent.id, 'Parent');
      await harness.orchestrator.deleteTask(parent.id);
      await expect(
        harness.orchestrator.start(agent.id, 'Orphan', { parentTaskId: parent.id }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND', details: { agentId: agent.id, parentTaskId: parent.id } });
      expect(await db().selectFrom('tasks').select('id').execute()).toEqual([]);
    });

    it('refuses while one of its tasks is RUNNING, keeping the agent and every task', async () => {
      const agent = await harness.agent();
      const idle = await harness.orchestrator.start(agent.id, 'Idle');
      const busy = await harness.orchestrator.start(agent.id, 'Busy');
      await claimTask(db(), busy.id, 'worker:1', 60_000);

      await expect(agents().deleteAgent(agent.id)).rejects.toMatchObject({ code: 'INVALID_STATE' });

      expect((await rowsOf([idle.id, busy.id])).tasks).toBe(2);
      expect((await agents().getAgent(agent.id)).id).toBe(agent.id);
      expect(await deletionEvents()).toEqual([]);
    });
  });

  it('reports a task that does not exist', async () => {
    await expect(harness.orchestrator.deleteTask(999_999)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
