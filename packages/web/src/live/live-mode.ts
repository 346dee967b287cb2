import { useSyncExternalStore } from 'react';

/**
 * How this tab hears about changes: `live` while the event stream is open, `polling` while it is
 * down (queries then refetch on an interval until it is back), `connecting` before the first open.
 */
export type LiveMode = 'connecting' | 'live' | 'polling';

let mode: LiveMode = 'connecting';
const listeners = new Set<() => void>();

export function setLiveMode(next: LiveMode): void {
  if (next === mode) return;
  mode = next;
  for (const listener of listeners) listener();
}

export function currentLiveMode(): LiveMode {
  return mode;
}

export function useLiveMode(): LiveMode {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => mode,
  );
}

/** A query's refetch interval: none while events keep it fresh, `everyMs` while polling. */
export function usePollingInterval(everyMs: number): number | false {
  return useLiveMode() === 'live' ? false : everyMs;
}
