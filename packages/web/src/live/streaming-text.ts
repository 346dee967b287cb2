import { useSyncExternalStore } from 'react';

/**
 * The model's answer while it is being written, per task: `text_delta` events append to it and
 * the turn's history row replaces it. Never stored; a tab that was away simply gets the row.
 */
const drafts = new Map<number, string>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function appendStreamedText(taskId: number, text: string): void {
  drafts.set(taskId, (drafts.get(taskId) ?? '') + text);
  notify();
}

export function clearStreamedText(taskId: number): void {
  if (drafts.delete(taskId)) notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The text streamed so far for a task's current turn, or `null` when none is being written. */
export function useStreamedText(taskId: number): string | null {
  return useSyncExternalStore(subscribe, () => drafts.get(taskId) ?? null);
}
