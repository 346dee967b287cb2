/**
 * Every (status, event) pair through the one write that changes a task's status: the pairs the
 * table allows land in the status it names; every other pair is refused with INVALID_STATE and
 * leaves the row exactly as it was. The tool-call table is walked the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openToolCallStatuses, type Task, type TaskStatus, type ToolCallStatus } from '../../src/db/index.js';
import { writeTransition } from '../../src/orchestrator/actions/task-lock.js';
import { allowedTaskActions } from '../../src/orchestrator/task-actions.js';
import {
  taskEvents,
  taskStatusAfterOrNull,
  taskStatuses,
  taskTransitions,
} from '../../src/orchestrator/task-transitions.js';
import {
  initialToolCallStatuses,
  toolCallEvents,
  toolCallStatusAfter,
  toolCallStatusAfterOrNull,
} from '../../src/orchestrator/tool-call-transitions.js';
import { testEngines } from '../support/test-databases.js';
import { type LoopHarness, openLoopHarness } from '../support/test-orchestrator.js';

describe.each(testEngines)('the task state machine on $name', (engine) => {
  let harness: LoopHarness;
  let agentId: number;
  const db = () => harness.test.platform.database.db;

  beforeAll(async () => {
    harness = await openLoopHarness(
      engine,
      'worker',
      () => {
        throw new Error('no model in this test');
      },
      { withoutWorker: true },
    );
    agentId = (await harness.agent()).id;
  });

  afterAll(async () => {
    await harness.dispose();
  });

  async function taskIn(status: TaskStatus): Promise<Task> {
    const task = await harness.orchestrator.start(agentId, `a task that is ${status}`);
    return db()
      .updateTable('tasks')
      .set({ status })
      .where('id', '=', task.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  const pairs = taskStatuses.flatMap((status) => taskEvents.map((event) => ({ status, event })));

  it('walks every pair: legal ones land, illegal ones are refused and change nothing', async () => {
    let landed = 0;
    for (const { status, event } of pairs) {
      const before = await taskIn(status);
      const to = taskStatusAfterOrNull(status, event);
      const attempt = db()
        .transaction()
        .execute((trx) => writeTransition(trx, before, event, { final_response: 'written' }));
      if (to === null) {
        await expect(attempt, `${status} + ${event}`).rejects.toMatchObject({
          code: 'INVALID_STATE',
          details: { status, event },
        });
        const after = await db()
          .selectFrom('tasks')
          .selectAll()
          .where('id', '=', before.id)
          .executeTakeFirstOrThrow();
        expect(after, `${status} + ${event}`).toEqual(before);
      } else {
        const after = await attempt;
        expect(after.status, `${status} + ${event}`).toBe(to);
        expect(after.final_response).toBe('written');
        landed += 1;
      }
    }
    // Every change the diagram shows is made by at least one event.
    expect(landed).toBeGreaterThanOrEqual(taskTransitions.length);
  });

  it('refuses a transition decided from a status the task has left meanwhile, and writes nothing', async () => {
    const task = await taskIn('RUNNING');
    await db().updateTable('tasks').set({ status: 'ABORTED' }).where('id', '=', task.id).execute();
    await expect(
      db()
        .transaction()
        .execute((trx) => writeTransition(trx, task, 'answered', { final_response: 'late' })),
    ).rejects.toMatchObject({ code: 'INVALID_STATE', details: { status: 'ABORTED', event: 'answered' } });
    const after = await db()
      .selectFrom('tasks')
      .selectAll()
      .where('id', '=', task.id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({ status: 'ABORTED', final_response: null });
  });
});

describe('the tables', () => {
  it('lists, for each status, the actions whose events it allows', () => {
    expect(allowedTaskActions('PENDING_APPROVAL')).toEqual(['approve', 'reject']);
    expect(allowedTaskActions('RUNNING')).toEqual(['abort', 'continue']);
    expect(allowedTaskActions('AWAITING_SUB_AGENTS')).toEqual(['abort']);
    expect(allowedTaskActions('AWAITING_CONNECTION')).toEqual(['abort']);
    expect(allowedTaskActions('FAILED')).toEqual(['continue', 'retry']);
    expect(allowedTaskActions('QUEUED')).toEqual([]);
    for (const status of ['COMPLETED', 'CANCELLED', 'ABORTED'] as const) {
      expect(allowedTaskActions(status)).toEqual(['continue']);
    }
  });

  it('walks every tool-call (status, event) pair', () => {
    const statuses: ToolCallStatus[] = [
      ...new Set<ToolCallStatus>([...initialToolCallStatuses, 'REJECTED', 'INTERRUPTED', 'UNCERTAIN']),
    ];
    const finished: ToolCallStatus[] = [
      'REJECTED',
      'DISABLED',
      'INVALID',
      'COMPLETED',
      'FAILED',
      'INTERRUPTED',
    ];
    for (const status of statuses) {
      for (const event of toolCallEvents) {
        const to = toolCallStatusAfterOrNull(status, event);
        if (to === null) {
          expect(() => toolCallStatusAfter(status, event), `${status} + ${event}`).toThrow(
            expect.objectContaining({ code: 'INVALID_STATE' }),
          );
        } else {
          expect(toolCallStatusAfter(status, event)).toBe(to);
        }
      }
    }
    // A call with a result never moves again.
    for (const status of finished) {
      expect(toolCallEvents.filter((event) => toolCallStatusAfterOrNull(status, event) !== null)).toEqual([]);
    }
    // The open calls, which the partial index `tool_calls_task_open` holds, are exactly the others.
    const movable = statuses.filter((status) =>
      toolCallEvents.some((event) => toolCallStatusAfterOrNull(status, event) !== null),
    );
    expect([...openToolCallStatuses].sort()).toEqual(movable.sort());
  });
});
