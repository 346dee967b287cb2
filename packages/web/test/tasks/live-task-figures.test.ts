import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { LiveEvent, TaskDetail } from '../../src/api/api-types';
import { queryKeys } from '../../src/api/query-keys';
import { applyLiveEvent } from '../../src/live/apply-live-event';

type EventOf<Name extends LiveEvent['event']> = Extract<LiveEvent, { event: Name }>;

/** A client holding task `id`, and how many times its task has been marked for a new read. */
function watching(id: number) {
  const client = new QueryClient();
  client.setQueryData<TaskDetail>(queryKeys.task(id), {
    id,
    status: 'RUNNING',
    step_count: 1,
    history: [],
    tool_calls: [],
    updated_at: '2026-01-01T10:00:00Z',
  } as unknown as TaskDetail);
  // Reads asked of this task (an invalidation of its query: the page observing it reads it again).
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const reads = {
    get count() {
      return invalidate.mock.calls.filter(
        ([filters]) => JSON.stringify(filters?.queryKey) === JSON.stringify(queryKeys.task(id)),
      ).length;
    },
  };
  return { client, reads };
}

const toolResult = (taskId: number, sequence: number) =>
  ({
    event: 'task_history',
    data: { task_id: taskId, rows: [{ sequence, role: 'tool', content: '42' }] },
  }) as unknown as EventOf<'task_history'>;

const delta = (taskId: number, text: string) =>
  ({ event: 'text_delta', data: { task_id: taskId, text } }) as EventOf<'text_delta'>;

describe('the figures of a task on screen follow its events', () => {
  it('reads the task again after a tool result, which is written with the next step’s count', () => {
    const { client, reads } = watching(3);
    applyLiveEvent(client, toolResult(3, 4));
    expect(reads.count).toBe(1);
  });

  it('reads it again at a turn’s first streamed words, not at every one', () => {
    const { client, reads } = watching(5);
    applyLiveEvent(client, delta(5, 'Six '));
    applyLiveEvent(client, delta(5, 'sevens'));
    expect(reads.count).toBe(1);
    // The turn's row ends it: the next turn's first words count again.
    applyLiveEvent(client, toolResult(5, 6));
    applyLiveEvent(client, delta(5, 'Done'));
    expect(reads.count).toBe(3);
  });

  it('patches a new status at once and reads the totals it ended with', () => {
    const { client, reads } = watching(8);
    applyLiveEvent(client, {
      event: 'task_status',
      data: { task_id: 8, task: { id: 8, status: 'COMPLETED', step_count: 2, parent_task_id: null } },
    } as unknown as EventOf<'task_status'>);
    expect(client.getQueryData<TaskDetail>(queryKeys.task(8))).toMatchObject({
      status: 'COMPLETED',
      step_count: 2,
    });
    expect(reads.count).toBeGreaterThanOrEqual(1);
  });
});
