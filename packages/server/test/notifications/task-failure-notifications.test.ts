import { describe, expect, it } from 'vitest';
import type { Task } from '../../src/db/index.js';
import { taskNotificationFor } from '../../src/notifications/index.js';

const failed = (values: Partial<Task>): Task => ({
  id: 21,
  agent_id: 4,
  user_id: 9,
  runner_user_id: null,
  status: 'FAILED',
  user_prompt: 'Do it',
  final_response: null,
  step_count: 1,
  max_steps: 10,
  parent_task_id: null,
  retry_of_task_id: null,
  retry_count: 0,
  retry_after: null,
  pending_state: null,
  failure_reason: null,
  error_code: 'RATE_LIMITED',
  error_message: 'The model provider is rate-limiting requests.',
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

describe('failures are told apart', () => {
  it('tells of a scheduled automatic retry, with its attempt and time', () => {
    expect(
      taskNotificationFor(
        failed({ retry_of_task_id: 21, retry_count: 2, retry_after: '2030-01-01T00:05:00.000Z' }),
      ),
    ).toEqual({
      userId: 9,
      taskId: 21,
      type: 'task_retry_scheduled',
      title: 'Task #21 failed; retry 2 is scheduled',
      body: 'The model provider is rate-limiting requests.',
      data: {
        task_id: 21,
        agent_id: 4,
        error_code: 'RATE_LIMITED',
        attempt: 2,
        retry_after: '2030-01-01T00:05:00.000Z',
      },
    });
  });

  it('tells of an orphaned task as such, and of any other failure as final', () => {
    expect(taskNotificationFor(failed({ error_code: 'ORPHANED' }))).toMatchObject({
      type: 'task_orphaned',
      title: 'Task #21 was orphaned',
    });
    expect(taskNotificationFor(failed({}))).toMatchObject({ type: 'task_failed' });
  });
});
