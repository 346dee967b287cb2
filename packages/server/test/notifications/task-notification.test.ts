import { describe, expect, it } from 'vitest';
import type { Task } from '../../src/db/index.js';
import { taskNotificationFor } from '../../src/notifications/index.js';

const task = (values: Partial<Task>): Task => ({
  id: 12,
  agent_id: 3,
  user_id: 7,
  runner_user_id: null,
  status: 'COMPLETED',
  user_prompt: 'Do it',
  final_response: 'Done.',
  step_count: 1,
  max_steps: 10,
  parent_task_id: null,
  retry_of_task_id: null,
  retry_count: 0,
  retry_after: null,
  pending_state: null,
  failure_reason: null,
  error_code: null,
  error_message: null,
  data: null,
  lease_owner: null,
  lease_expires_at: null,
  claim_attempts: 0,
  title: null,
  llm_driver_config_id: null,
  branched_from_task_id: null,
  branched_from_sequence: null,
  trace_parent: null,
  rehearsal_id: null,
  rehearsal_of_task_id: null,
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
  ...values,
});

describe('which task statuses notify the owner', () => {
  it('tells of a completion and a failure, with the task and agent in the data', () => {
    expect(taskNotificationFor(task({}))).toEqual({
      userId: 7,
      taskId: 12,
      type: 'task_completed',
      title: 'Task #12 completed',
      body: 'Done.',
      data: { task_id: 12, agent_id: 3 },
    });
    expect(
      taskNotificationFor(
        task({ status: 'FAILED', error_code: 'RATE_LIMITED', error_message: 'Too many requests.' }),
      ),
    ).toMatchObject({
      type: 'task_failed',
      body: 'Too many requests.',
      data: { error_code: 'RATE_LIMITED' },
    });
    expect(taskNotificationFor(task({ final_response: 'x'.repeat(600) }))?.body).toHaveLength(500);
  });

  it('stays quiet for sub-agents, handovers, scheduled runs, max steps, a missing model and aborts', () => {
    expect(taskNotificationFor(task({ parent_task_id: 1 }))).toBeNull();
    expect(
      taskNotificationFor(
        task({
          data: JSON.stringify({
            handover: { target_task_id: 13, target_agent_id: 4, target_agent_name: 'B' },
          }),
        }),
      ),
    ).toBeNull();
    expect(taskNotificationFor(task({ status: 'RUNNING', data: JSON.stringify({ run_id: 5 }) }))).toBeNull();
    expect(taskNotificationFor(task({ status: 'FAILED', error_code: 'MAX_STEPS_REACHED' }))).toBeNull();
    expect(taskNotificationFor(task({ status: 'FAILED', error_code: 'NO_LLM_CONFIGURATION' }))).toBeNull();
    for (const status of ['ABORTED', 'RUNNING', 'QUEUED', 'AWAITING_SUB_AGENTS', 'CANCELLED'] as const) {
      expect(taskNotificationFor(task({ status }))).toBeNull();
    }
  });
});

describe('scheduled runs', () => {
  it('are told as scheduled_run_finished once their task completed, never while it is queued or running', () => {
    const scheduled = { data: JSON.stringify({ run_id: 5 }) };
    for (const status of ['QUEUED', 'RUNNING'] as const) {
      expect(taskNotificationFor(task({ ...scheduled, status }))).toBeNull();
    }
    expect(taskNotificationFor(task({ ...scheduled, status: 'COMPLETED' }))).toMatchObject({
      type: 'scheduled_run_finished',
      data: { schedule_id: 5 },
    });
  });
});
