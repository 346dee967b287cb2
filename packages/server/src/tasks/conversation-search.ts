import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/index.js';

/** The longest text a search takes. */
export const searchTextMaxLength = 200;

/**
 * Tasks whose title, prompt or any user or assistant message contains `text`, case-insensitive.
 * Both sides are lower-cased (SQLite's LIKE ignores case only in ASCII, PostgreSQL's not at all),
 * and `%`, `_` and the escape character itself match only themselves.
 */
export function mentioning(text: string) {
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  const contains = (column: Expression<string | null>) =>
    sql<SqlBool>`lower(${column}) like ${pattern} escape '!'`;
  return (eb: ExpressionBuilder<Database, 'tasks'>) =>
    eb.or([
      contains(eb.ref('tasks.title')),
      contains(eb.ref('tasks.user_prompt')),
      eb.exists(
        eb
          .selectFrom('task_history')
          .select(sql.lit(1).as('found'))
          .whereRef('task_history.task_id', '=', 'tasks.id')
          .where('task_history.role', 'in', ['user', 'assistant'])
          .where((inner) => contains(inner.ref('task_history.content'))),
      ),
    ]);
}

function escapeLike(text: string): string {
  return text.replace(/[!%_]/g, (character) => `!${character}`);
}
