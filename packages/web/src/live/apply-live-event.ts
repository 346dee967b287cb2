import type { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '../api/api-types';
import { queryKeys } from '../api/query-keys';
import { patchTask } from '../api/task-cache';
import { refreshRehearsalsOfTask } from '../rehearsals/rehearsal-live';
import { appendStreamedText, clearStreamedText } from './streaming-text';

export type { LiveEvent };

// A record, so the compiler insists on every event the server publishes (docs/live-updates.md).
const eventNames: Record<LiveEvent['event'], true> = {
  task_status: true,
  task_history: true,
  tool_calls: true,
  pending_approval: true,
  approvals_changed: true,
  task_deleted: true,
  agent_changed: true,
  notification: true,
  notification_read: true,
  notification_deleted: true,
  text_delta: true,
  reset: true,
};

export const liveEventTypes = Object.keys(eventNames) as LiveEvent['event'][];

/**
 * Reads the task on screen again: the figures the header shows (its step count, token totals and
 * cost) change with writes whose events do not carry them — the step is counted with the previous
 * turn's tool results or just before the model is asked, and a turn's tokens are summed from its
 * usage — so an event that follows such a write is the cue to read them. A task not cached is left
 * to its first read.
 */
/** Tasks whose current turn has streamed text already; its history row ends the turn. */
const turnsStreaming = new Set<number>();

function refreshFigures(queryClient: QueryClient, taskId: number): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.task(taskId), exact: true });
}

/**
 * Folds one event into the query cache: a task on screen is patched in place (new history rows
 * appended, tool calls merged, its status replaced), lists that may have changed are marked
 * stale, and anything the event cannot patch (a call the cache has never seen) is refetched.
 */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  switch (event.event) {
    case 'task_status': {
      const { task_id: taskId, task } = event.data;
      patchTask(queryClient, taskId, (current) => ({ ...current, ...task }));
      // A stopped turn may end with no history row.
      if (task.status !== 'RUNNING') turnsStreaming.delete(taskId);
      // The status is patched at once; the totals it ended with (the last turn's tokens) are read.
      refreshFigures(queryClient, taskId);
      queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
      queryClient.invalidateQueries({ queryKey: queryKeys.agents });
      // A task that pauses for its owner, or stops waiting, enters or leaves the inbox.
      queryClient.invalidateQueries({ queryKey: queryKeys.approvals });
      refreshRehearsalsOfTask(queryClient, taskId);
      queryClient.invalidateQueries({ queryKey: queryKeys.rehearsals });
      if (task.parent_task_id != null) {
        queryClient.invalidateQueries({ queryKey: queryKeys.task(task.parent_task_id) });
      }
      return;
    }
    case 'task_history': {
      const { task_id: taskId, rows } = event.data;
      clearStreamedText(taskId);
      turnsStreaming.delete(taskId);
      patchTask(queryClient, taskId, (current) => {
        const known = new Set(current.history.map((row) => row.sequence));
        const fresh = rows.filter((row) => !known.has(row.sequence));
        return fresh.length === 0 ? current : { ...current, history: [...current.history, ...fresh] };
      });
      // A model turn changes the totals; tool results are written with the next step's count.
      refreshFigures(queryClient, taskId);
      refreshRehearsalsOfTask(queryClient, taskId);
      return;
    }
    case 'tool_calls': {
      const { task_id: taskId, tool_calls: changed } = event.data;
      let unknownCall = false;
      patchTask(queryClient, taskId, (current) => {
        const byId = new Map(changed.map((call) => [call.id, call]));
        const merged = current.tool_calls.map((call) => {
          const update = byId.get(call.id);
          byId.delete(call.id);
          return update === undefined ? call : { ...call, ...update };
        });
        unknownCall = byId.size > 0;
        return { ...current, tool_calls: merged };
      });
      if (unknownCall) queryClient.invalidateQueries({ queryKey: queryKeys.task(taskId) });
      // A call decided (by anyone) leaves the inbox, even when its task still waits on others.
      queryClient.invalidateQueries({ queryKey: queryKeys.approvals });
      // A vote or an escalation changes no field of the call, only where it stands with approvers.
      queryClient.invalidateQueries({ queryKey: queryKeys.taskApprovals(taskId) });
      refreshRehearsalsOfTask(queryClient, taskId);
      return;
    }
    case 'pending_approval':
      queryClient.invalidateQueries({ queryKey: queryKeys.task(event.data.task_id) });
      queryClient.invalidateQueries({ queryKey: queryKeys.approvals });
      return;
    case 'approvals_changed':
      // Votes, deadlines or who may decide changed: an approver's inbox and the task's state.
      queryClient.invalidateQueries({ queryKey: queryKeys.approvals });
      queryClient.invalidateQueries({ queryKey: queryKeys.task(event.data.task_id) });
      return;
    case 'task_deleted':
      for (const id of event.data.deleted_task_ids)
        queryClient.removeQueries({ queryKey: queryKeys.task(id) });
      queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
      queryClient.invalidateQueries({ queryKey: queryKeys.agents });
      return;
    case 'agent_changed':
      queryClient.invalidateQueries({ queryKey: queryKeys.agents });
      if (event.data.change === 'deleted')
        queryClient.removeQueries({ queryKey: queryKeys.agent(event.data.agent_id) });
      else queryClient.invalidateQueries({ queryKey: queryKeys.agent(event.data.agent_id) });
      return;
    case 'notification':
    case 'notification_read':
    case 'notification_deleted':
      queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
      return;
    case 'text_delta':
      // A turn's first words: its step was counted just before the model was asked.
      if (!turnsStreaming.has(event.data.task_id)) {
        turnsStreaming.add(event.data.task_id);
        refreshFigures(queryClient, event.data.task_id);
      }
      appendStreamedText(event.data.task_id, event.data.text);
      return;
    case 'reset':
      queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
      return;
  }
}
