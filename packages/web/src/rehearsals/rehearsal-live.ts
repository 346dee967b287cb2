import type { QueryClient } from '@tanstack/react-query';
import type { Rehearsal } from './rehearsal-types';

function involves(data: unknown, taskId: number): boolean {
  if (typeof data !== 'object' || data === null || !('runs' in data)) return false;
  return (data as Rehearsal).runs.some(
    (run) => run.task_id === taskId || run.calls.some((call) => call.task_id === taskId),
  );
}

/**
 * A change to a task marks stale the reports on screen that show it (as a run, or by a call made
 * in it), and the lists of rehearsals, whose statuses follow their tasks.
 */
export function refreshRehearsalsOfTask(queryClient: QueryClient, taskId: number): void {
  void queryClient.invalidateQueries({
    queryKey: ['rehearsal'],
    predicate: (query) => involves(query.state.data, taskId),
  });
}
