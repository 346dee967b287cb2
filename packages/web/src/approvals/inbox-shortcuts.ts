import { useHotkeys } from '@mantine/hooks';

/** The inbox's keys, in the order the help lists them, with the catalogue key of what each does. */
export const inboxShortcuts = [
  { keys: ['j'], action: 'next', descriptionKey: 'shortcuts.next' },
  { keys: ['k'], action: 'previous', descriptionKey: 'shortcuts.previous' },
  { keys: ['a'], action: 'approve', descriptionKey: 'shortcuts.approve' },
  { keys: ['r'], action: 'reject', descriptionKey: 'shortcuts.reject' },
  { keys: ['e'], action: 'edit', descriptionKey: 'shortcuts.edit' },
  { keys: ['x'], action: 'select', descriptionKey: 'shortcuts.select' },
  { keys: ['?'], action: 'help', descriptionKey: 'shortcuts.help' },
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
