import type { ToolCall } from '../db/index.js';
import { latestDecisionByCall, readPendingCalls, type TaskChange } from '../orchestrator/index.js';
import { historyRowView, taskSummaryView, toolCallView } from '../tasks/index.js';
import type { NewEvent } from './event-types.js';

/**
 * The events one change of a task makes, in the order a client should apply them: new history
 * rows, changed tool calls, then the status (and the calls a pause waits on).
 */
export function taskChangeEvents(change: TaskChange): NewEvent[] {
  const { task } = change;
  const taskId = task.id;
  const events: NewEvent[] = [];
  if (change.historyRows && change.historyRows.length > 0) {
    events.push({
      type: 'task_history',
      taskId,
      data: { task_id: taskId, rows: change.historyRows.map(historyRowView) },
    });
  }
  if (change.toolCalls && change.toolCalls.length > 0) {
    const decisions = latestDecisionByCall(change.decisions ?? []);
    events.push({
      type: 'tool_calls',
      taskId,
      data: {
        task_id: taskId,
        tool_calls: latestVersions(change.toolCalls).map((call) =>
          toolCallView(call, decisions.get(call.id)),
        ),
      },
    });
  }
  if (change.statusChanged || change.conversation) {
    const state = { ...taskSummaryView(task), ...change.conversation };
    events.push({ type: 'task_status', taskId, data: { task_id: taskId, task: state } });
  }
  if (change.statusChanged) {
    if (task.status === 'PENDING_APPROVAL') {
      events.push({
        type: 'pending_approval',
        taskId,
        data: { task_id: taskId, pending_calls: readPendingCalls(task.pending_state) },
      });
    }
  }
  return events;
}

/** A call changed twice in one transaction is shown once, as it ended up, where it first appeared. */
function latestVersions(calls: readonly ToolCall[]): ToolCall[] {
  const byId = new Map<number, ToolCall>();
  for (const call of calls) byId.set(call.id, call);
  return [...byId.values()];
}
