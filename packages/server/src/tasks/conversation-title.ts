/** The longest title derived from a prompt, ellipsis included. */
const derivedTitleLength = 80;

/**
 * A conversation's title: the one a person gave it, else the first non-empty line of its first
 * prompt, white space collapsed, cut at a word boundary to at most 80 characters with "…".
 */
export function conversationTitle(task: {
  readonly title: string | null;
  readonly user_prompt: string;
}): string {
  return task.title ?? derivedTitle(task.user_prompt);
}

export function derivedTitle(prompt: string): string {
  const line =
    prompt
      .split(/\r?\n/)
      .map((text) => text.replace(/\s+/g, ' ').trim())
      .find((text) => text !== '') ?? '';
  if (line.length <= derivedTitleLength) return line;
  const room = line.slice(0, derivedTitleLength - 1);
  const lastSpace = room.lastIndexOf(' ');
  // A first word longer than the title is cut where the title ends.
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room;
  return `${cut.trimEnd()}…`;
}
