import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/index.js';

/** The longest title derived from a prompt, ellipsis included. */
const derivedTitleLength = 80;

/** The longest title a person may give a conversation. */
export const titleMaxLength = 200;

/** A conversation's title: the one a person gave it, else one derived from its first prompt. */
export function conversationTitle(title: string | null, firstPrompt: string): string {
  return title ?? derivedTitle(firstPrompt);
}

/**
 * The first non-empty line of a prompt, white space collapsed, cut at a word boundary to at most
 * 80 characters with "…".
 */
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

/**
 * The titles of these conversations, in one query for those without a title of their own. The
 * task row's `user_prompt` is its latest prompt (a continue replaces it), so the first one is
 * read from the history: the user message with the lowest sequence.
 */
export async function loadConversationTitles(
  db: Kysely<Database>,
  tasks: readonly { readonly id: number; readonly title: string | null; readonly user_prompt: string }[],
): Promise<Map<number, string>> {
  const untitled = tasks.filter((task) => task.title === null).map((task) => task.id);
  const firstPrompts =
    untitled.length > 0 ? await loadFirstPrompts(db, untitled) : new Map<number, string | null>();
  return new Map(
    tasks.map((task) => [
      task.id,
      conversationTitle(task.title, firstPrompts.get(task.id) ?? task.user_prompt),
    ]),
  );
}

/**
 * The first user message of each task, by task id: listed, or chosen by a query of their own
 * (so the read need not wait for the tasks' rows).
 */
export async function loadFirstPrompts(
  db: Kysely<Database>,
  taskIds: readonly number[] | SelectQueryBuilder<Database, 'tasks', { id: number }>,
): Promise<Map<number, string | null>> {
  const rows = await db
    .selectFrom('task_history as history')
    .innerJoin(
      (eb) =>
        eb
          .selectFrom('task_history')
          .select((inner) => ['task_id', inner.fn.min<number>('sequence').as('first_sequence')])
          .where('role', '=', 'user')
          .where('task_id', 'in', taskIds)
          .groupBy('task_id')
          .as('first'),
      (join) =>
        join
          .onRef('first.task_id', '=', 'history.task_id')
          .onRef('first.first_sequence', '=', 'history.sequence'),
    )
    .select(['history.task_id', 'history.content'])
    .execute();
  return new Map(rows.map((row) => [row.task_id, row.content]));
}
