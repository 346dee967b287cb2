import { useHotkeys } from '@mantine/hooks';

/** The inbox's keys, in the order the help lists them. */
export const inboxShortcuts = [
  { keys: ['j'], action: 'next', description: 'Move to the next call' },
  { keys: ['k'], action: 'previous', description: 'Move to the previous call' },
  { keys: ['a'], action: 'approve', description: 'Approve the call (with your edits, if any)' },
  { keys: ['r'], action: 'reject', description: 'Reject the call: type a reason, then Enter' },
  { keys: ['e'], action: 'edit', description: 'Edit the call’s arguments' },
  { keys: ['x'], action: 'select', description: 'Select the call, or clear its selection' },
  { keys: ['?'], action: 'help', description: 'Show or hide these shortcuts' },
] as const;

export type InboxShortcutAction = (typeof inboxShortcuts)[number]['action'];

/** Whether a key press goes into something the person types in, where letters are text. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') return true;
  if (target.tagName !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(type);
}

/**
 * Binds the inbox's keys on the page. They never fire while the person types in a field (a
 * checkbox is not typing), nor with a modifier held, so the browser's own shortcuts keep working.
 */
export function useInboxShortcuts(handle: (action: InboxShortcutAction) => void): void {
  const bound = inboxShortcuts.flatMap((shortcut) =>
    shortcut.keys.flatMap((key) =>
      // `?` is Shift+/ on most layouts; bound both ways so it fires whichever the keyboard reports.
      (key === '?' ? ['?', 'shift+?'] : [key]).map(
        (hotkey) =>
          [
            hotkey,
            (event: KeyboardEvent) => {
              if (typingIn(event.target) || event.repeat) return;
              event.preventDefault();
              handle(shortcut.action);
            },
            { preventDefault: false },
          ] as [string, (event: KeyboardEvent) => void, { preventDefault: boolean }],
      ),
    ),
  );
  useHotkeys(bound, []);
}
