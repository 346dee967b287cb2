/**
 * Aborting a sub-agent with every ancestor that waits for it, walking parent links cycle-safely.
 */
import { ScriptedLlmDriver } from '@spora/sdk/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TaskStatus } from '../../src/db/index.js';
import { testEngines } from '../support/test-databases.js';
import { type LoopHarness, openLoopHarness } from '../support/test-orchestrator.js';

describe.each(testEngines)('abort with waiting ancestors on $name', (engine) => {
  let harness: LoopHarness;

  beforeEach(async () => {
    harness = await openLoopHarness(engine, 'worker', () => new ScriptedLlmDriver(), {
      withoutWorker: true,
    });
  });

  afterEach(async () => {
    await harness.dispose();
  });

  const db = () => harness.test.platform.database.db;

  /** A chain of tasks, each the parent of the next, in the given statuses (root first). */
  async function chain(...statuses: TaskStatus[]): Promise<number[]> {
    const agent = await harness.agent();
    const ids: number[] = [];
    for (const status of statuses) {
      const parentTaskId = ids.at(-1) ?? null;
      const task = await harness.orchestrator.start(agent.id, `level ${ids.length}`, { parentTaskId });
      await db().updateTable('tasks').set({ status }).where('id', '=', task.id).execute();
      if (parentTaskId !== null) {
        await db()
          .updateTable('tasks')
          .set({ data: JSON.stringify({ spawned_sub_task_ids: [task.id] }) })
          .where('id', '=', parentTaskId)
          .execute();
      }
      ids.push(task.id);
    }
    return ids;
  }

  const statusesOf = async (ids: readonly number[]) => {
    const rows = await db().selectFrom('tasks').select(['id', 'status']).where('id', 'in', ids).execute();
    return ids.map((id) => rows.find((row) => row.id === id)?.status);
  };

  it('aborts the sub-agent and every waiting ancestor, none of them released to run on', async () => {
    const ids = await chain('AWAITING_SUB_AGENTS', 'AWAITING_SUB_AGENTS', 'RUNNING');
    const child = await harness.orchestrator.abortWithWaitingAncestors(ids[2] as number);
    expect(child.status).toBe('ABORTED');
    expect(await statusesOf(ids)).toEqual(['ABORTED', 'ABORTED', 'ABORTED']);
    for (const id of ids) {
      const task = await harness.orchestrator.getTask(id);
      expect(JSON.parse(task.data ?? '{}')).toMatchObject({ aborted_at: expect.any(String) });
      expect(JSON.parse(task.data ?? '{}')).not.toHaveProperty('spawned_sub_task_ids');
    }
  });

  it('stops at the first ancestor that is not waiting', async () => {
    const ids = await chain('AWAITING_SUB_AGENTS', 'COMPLETED', 'AWAITING_SUB_AGENTS', 'RUNNING');
    await harness.orchestrator.abortWithWaitingAncestors(ids[3] as number);
    expect(await statusesOf(ids)).toEqual(['AWAITING_SUB_AGENTS', 'COMPLETED', 'ABORTED', 'ABORTED']);
  });

  it('ends on a cycle of parent links', async () => {
    const ids = await chain('AWAITING_SUB_AGENTS', 'AWAITING_SUB_AGENTS', 'RUNNING');
    await db()
      .updateTable('tasks')
      .set({ parent_task_id: ids[1] as number })
      .where('id', '=', ids[0] as number)
      .execute();
    await harness.orchestrator.abortWithWaitingAncestors(ids[2] as number);
    expect(await statusesOf(ids)).toEqual(['ABORTED', 'ABORTED', 'ABORTED']);
  });

  it('still aborts the waiting ancestors of a sub-agent that was already aborted', async () => {
    const ids = await chain('AWAITING_SUB_AGENTS', 'ABORTED');
    await harness.orchestrator.abortWithWaitingAncestors(ids[1] as number);
    expect(await statusesOf(ids)).toEqual(['ABORTED', 'ABORTED']);
  });

  it('changes nothing when the sub-agent cannot be aborted', async () => {
    const ids = await chain('AWAITING_SUB_AGENTS', 'COMPLETED');
    await expect(harness.orchestrator.abortWithWaitingAncestors(ids[1] as number)).rejects.toMatchObject({
      code: 'INVALID_STATE',
    });
    expect(await statusesOf(ids)).toEqual(['AWAITING_SUB_AGENTS', 'COMPLETED']);
  });

  it('differs from a plain abort, which releases the waiting parent', async () => {
    const ids = await chain('AWAITING_SUB_AGENTS', 'RUNNING');
    await harness.orchestrator.abort(ids[1] as number);
    expect(await statusesOf(ids)).toEqual(['QUEUED', 'ABORTED']);
  });
});
