import { describe, expect, it } from 'vitest';
import { taskNotificationFor } from '../../src/notifications/index.js';
import { taskRow } from '../support/task-row.js';

describe('which task statuses notify the owner', () => {
  it('tells of a completion and a failure, with the task and agent in the data', () => {
    expect(taskNotificationFor(taskRow({}))).toEqual({
      userId: 7,
      taskId: 12,
      type: 'task_completed',
      title: 'Task #12 completed',
      body: 'Done.',
      data: { task_id: 12, agent_id: 3 },
    });
    expect(
      taskNotificationFor(
        taskRow({ status: 'FAILED', error_code: 'RATE_LIMITED', error_message: 'Too many requests.' }),
      ),
    ).toMatchObject({
      type: 'task_failed',
      body: 'Too many requests.',
      data: { error_code: 'RATE_LIMITED' },
    });
    expect(taskNotificationFor(taskRow({ final_response: 'x'.repeat(600) }))?.body).toHaveLength(500);
  });

  it('stays quiet for sub-agents, handovers, scheduled runs, max steps, a missing model and aborts', () => {
    expect(taskNotificationFor(taskRow({ parent_task_id: 1 }))).toBeNull();
    expect(
      taskNotificationFor(
        taskRow({
          data: JSON.stringify({
            handover: { target_task_id: 13, target_agent_id: 4, target_agent_name: 'B' },
          }),
        }),
      ),
    ).toBeNull();
    expect(
      taskNotificationFor(taskRow({ status: 'RUNNING', data: JSON.stringify({ run_id: 5 }) })),
    ).toBeNull();
    expect(taskNotificationFor(taskRow({ status: 'FAILED', error_code: 'MAX_STEPS_REACHED' }))).toBeNull();
    expect(taskNotificationFor(taskRow({ status: 'FAILED', error_code: 'NO_LLM_CONFIGURATION' }))).toBeNull();
    for (const status of ['ABORTED', 'RUNNING', 'QUEUED', 'AWAITING_SUB_AGENTS', 'CANCELLED'] as const) {
      expect(taskNotificationFor(taskRow({ status }))).toBeNull();
    }
  });
});

describe('scheduled runs', () => {
  it('are told as scheduled_run_finished once their task completed, never while it is queued or running', () => {
    const scheduled = { data: JSON.stringify({ run_id: 5 }) };
    for (const status of ['QUEUED', 'RUNNING'] as const) {
      expect(taskNotificationFor(taskRow({ ...scheduled, status }))).toBeNull();
    }
    expect(taskNotificationFor(taskRow({ ...scheduled, status: 'COMPLETED' }))).toMatchObject({
      type: 'scheduled_run_finished',
      data: { schedule_id: 5 },
    });
  });
});
