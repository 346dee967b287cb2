import { describe, expect, it } from 'vitest';
import type { Task } from '../../src/db/index.js';
import { taskNotificationFor } from '../../src/notifications/index.js';
import { taskRow } from '../support/task-row.js';

const failed = (values: Partial<Task>): Task =>
  taskRow({
    id: 21,
    agent_id: 4,
    user_id: 9,
    status: 'FAILED',
    final_response: null,
    error_code: 'RATE_LIMITED',
    error_message: 'The model provider is rate-limiting requests.',
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
