/**
 * Sub-agents and their parent: every child status that is not an ending keeps the parent waiting;
 * aborting a parent stops every sub-agent task below it, running or waiting, and says so.
 */
import { ScriptedLlmDriver } from '@spora/sdk/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Task, TaskStatus } from '../../src/db/index.js';
import { activeChildStatuses, releaseParentIfChildrenEnded } from '../../src/orchestrator/delegation.js';
import { parseTaskData } from '../../src/orchestrator/task-data.js';
import { terminalStatuses } from '../../src/orchestrator/task-status.js';
import { taskStatuses } from '../../src/orchestrator/task-transitions.js';
import { testEngines } from '../support/test-databases.js';
import { type LoopHarness, openLoopHarness } from '../support/test-orchestrator.js';

describe.each(testEngines)('sub-agent lifecycle on $name', (engine) => {
  let harness: LoopHarness;
  const db = () => harness.test.platform.database.db;

  beforeEach(async () => {
    harness = await openLoopHarness(engine, 'worker', () => new ScriptedLlmDriver(), { withoutWorker: true });
  });

  afterEach(async () => {
    await harness.dispose();
  });

  /** A parent waiting for one child, and that child, in the given statuses. */
  async function family(parentStatus: TaskStatus, ...childStatuses: TaskStatus[]) {
    const agent = await harness.agent();
    const parent = await harness.orchestrator.start(agent.id, 'parent');
    const children: number[] = [];
    for (const status of childStatuses) {
      const child = await harness.orchestrator.start(agent.id, 'child', { parentTaskId: parent.id });
      await db().updateTable('tasks').set({ status }).where('id', '=', child.id).execute();
      children.push(child.id);
    }
    await db()
      .updateTable('tasks')
      .set({ status: parentStatus, data: JSON.stringify({ spawned_sub_task_ids: children }) })
      .where('id', '=', parent.id)
      .execute();
    return { parentId: parent.id, children };
  }

  const taskOf = (id: number): Promise<Task> =>
    db().selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('keeps the parent waiting for a child in every status that is not an ending', async () => {
    const endings = taskStatuses.filter((status) => terminalStatuses.has(status) || status === 'ABORTED');
    expect([...activeChildStatuses].sort()).toEqual(
      taskStatuses.filter((status) => !endings.includes(status)).sort(),
    );
    expect(activeChildStatuses).toContain('AWAITING_CONNECTION');
    for (const status of activeChildStatuses) {
      const { parentId } = await family('AWAITING_SUB_AGENTS', status);
      expect(await releaseParentIfChildrenEnded(db(), parentId), status).toBe(false);
      expect((await taskOf(parentId)).status, status).toBe('AWAITING_SUB_AGENTS');
    }
    for (const status of endings) {
      const { parentId } = await family('AWAITING_SUB_AGENTS', status);
      expect(await releaseParentIfChildrenEnded(db(), parentId), status).toBe(true);
      expect((await taskOf(parentId)).status, status).toBe('QUEUED');
    }
  });

  it('aborting a parent stops its running and waiting sub-agents, and their pending approvals end', async () => {
    const { parentId, children } = await family(
      'AWAITING_SUB_AGENTS',
      'RUNNING',
      'PENDING_APPROVAL',
      'AWAITING_CONNECTION',
      'QUEUED',
      'COMPLETED',
    );
    const [running, pending, connecting, queued, completed] = children as [
      number,
      number,
      number,
      number,
      number,
    ];
    await db().updateTable('tasks').set({ lease_owner: 'elsewhere:1' }).where('id', '=', running).execute();
    const agentId = (await taskOf(parentId)).agent_id;
    await db()
      .insertInto('tool_calls')
      .values({
        task_id: pending,
        agent_id: agentId,
        task_history_id: null,
        call_index: 0,
        provider_call_id: 'call-pending',
        tool_name: 'files',
        status: 'PENDING_APPROVAL',
        requires_approval: 1,
        proposed_arguments: '{}',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const grandchild = await harness.orchestrator.start(agentId, 'grandchild', { parentTaskId: connecting });
    await db().updateTable('tasks').set({ status: 'RUNNING' }).where('id', '=', grandchild.id).execute();

    const aborted = await harness.orchestrator.abort(parentId);

    expect(aborted.status).toBe('ABORTED');
    const statuses = async (ids: number[]) => Promise.all(ids.map(async (id) => (await taskOf(id)).status));
    expect(await statuses([running, pending, connecting, queued, completed, grandchild.id])).toEqual([
      'ABORTED',
      'CANCELLED',
      'ABORTED',
      'CANCELLED',
      'COMPLETED',
      'ABORTED',
    ]);
    for (const id of [running, pending, connecting, queued]) {
      expect(parseTaskData((await taskOf(id)).data)).toMatchObject({ stopped_with_parent_task_id: parentId });
    }
    expect(parseTaskData((await taskOf(grandchild.id)).data)).toMatchObject({
      stopped_with_parent_task_id: connecting,
    });
    const call = await db()
      .selectFrom('tool_calls')
      .selectAll()
      .where('task_id', '=', pending)
      .executeTakeFirstOrThrow();
    expect(call).toMatchObject({ status: 'INTERRUPTED', interruption: 'not_started' });
    expect(call.result_content).toContain('parent task was aborted');
    expect((await taskOf(pending)).pending_state).toBeNull();
    // A second abort changes nothing more.
    expect((await harness.orchestrator.abort(parentId)).status).toBe('ABORTED');
  });

  it('sends a stop signal to the run of each sub-agent it stops, in whichever process it runs', async () => {
    const stopped: string[] = [];
    await harness.dispose();
    harness = await openLoopHarness(engine, 'worker', () => new ScriptedLlmDriver(), {
      withoutWorker: true,
      onStopped: (owner) => stopped.push(owner),
    });
    const { parentId, children } = await family('AWAITING_SUB_AGENTS', 'RUNNING');
    await db()
      .updateTable('tasks')
      .set({ lease_owner: 'other-process:7' })
      .where('id', '=', children[0] as number)
      .execute();
    await harness.orchestrator.abort(parentId);
    expect(stopped).toEqual(['other-process:7']);
  });
});
