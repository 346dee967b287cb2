import { useSyncExternalStore } from 'react';

/** How a new agent starts: from nothing, from a catalogue template, or from a template file. */
export type CreateAgentStart = 'blank' | 'template' | 'upload';

export type CreateAgentDialogState =
  | { readonly open: false }
  | { readonly open: true; readonly start: CreateAgentStart };

// One dialog for the whole app (the navigation hosts it), opened from wherever "New agent" is.
let state: CreateAgentDialogState = { open: false };
const listeners = new Set<() => void>();

function set(next: CreateAgentDialogState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function openCreateAgentDialog(start: CreateAgentStart = 'blank'): void {
  set({ open: true, start });
}

export function closeCreateAgentDialog(): void {
  set({ open: false });
}

export function useCreateAgentDialog(): CreateAgentDialogState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
