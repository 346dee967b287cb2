/**
 * `tasks.pending_state` while a task waits for approval: which calls of the paused turn await a
 * decision. Versioned so a stored state from an older release is recognised.
 */
export interface PendingCall {
  readonly provider_call_id: string;
  readonly tool_name: string;
  readonly arguments: Readonly<Record<string, unknown>>;
}

export interface PendingState {
  readonly version: 1;
  readonly pending_calls: readonly PendingCall[];
  readonly paused_at: string;
}

export function serializePendingState(calls: readonly PendingCall[], pausedAt: string): string {
  const state: PendingState = { version: 1, pending_calls: calls, paused_at: pausedAt };
  return JSON.stringify(state);
}

/** The calls awaiting a decision; an unreadable state yields none (the `tool_calls` rows stay authoritative). */
export function readPendingCalls(raw: string | null): readonly PendingCall[] {
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw) as Partial<PendingState>;
    return parsed.version === 1 && Array.isArray(parsed.pending_calls) ? parsed.pending_calls : [];
  } catch {
    return [];
  }
}
