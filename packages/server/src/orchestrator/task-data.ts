/**
 * The `tasks.data` blob: small facts about a task's run that have no column of their own.
 * Read tolerantly (unknown keys are kept, malformed values dropped) and written whole.
 */
export interface HandoverBreadcrumb {
  readonly target_task_id: number;
  readonly target_agent_id: number;
  readonly target_agent_name: string;
}

export interface TaskData {
  run_id?: number;
  aborted_at?: string;
  max_steps_reached?: true;
  handover?: HandoverBreadcrumb;
  /** Children spawned by `sub_agent` whose results the parent awaits. */
  spawned_sub_task_ids?: number[];
  /** Stopped because its parent was aborted: that parent's id. */
  stopped_with_parent_task_id?: number;
  [key: string]: unknown;
}

export function parseTaskData(raw: string | null): TaskData {
  if (raw === null || raw === '') return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as TaskData)
      : {};
  } catch {
    return {};
  }
}

export function serializeTaskData(data: TaskData): string | null {
  const entries = Object.entries(data).filter(([, value]) => value !== undefined);
  return entries.length === 0 ? null : JSON.stringify(Object.fromEntries(entries));
}

export function withoutKeys(data: TaskData, ...keys: (keyof TaskData)[]): TaskData {
  const copy = { ...data };
  for (const key of keys) delete copy[key];
  return copy;
}
