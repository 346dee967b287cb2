import { sql } from 'kysely';
import { inTransaction, nowIso } from '../db/index.js';
import type { NotesMode } from '../tools/agent-directory.js';
import { AgentServiceError } from './agent-service-error.js';
import { getOwnedAgent, type OwnedAgentScope, recordChange } from './owned-agent-scope.js';

const notesSeparator = '\n\n';

export async function readNotes(scope: OwnedAgentScope, agentId: number): Promise<string> {
  return (await getOwnedAgent(scope, agentId)).notes ?? '';
}

/** In one statement, so concurrent writers never lose each other's text. */
export async function writeNotes(
  scope: OwnedAgentScope,
  agentId: number,
  content: string,
  mode: NotesMode,
): Promise<string> {
  if (content === '' && mode !== 'overwrite') return readNotes(scope, agentId);
  const text = sql<string>`cast(${content} as text)`;
  const separator = sql<string>`cast(${notesSeparator} as text)`;
  const notes = sql.ref<string | null>('notes');
  const combined =
    mode === 'overwrite'
      ? content
      : sql<string>`case when ${notes} is null or ${notes} = '' then ${text} else ${
          mode === 'append'
            ? sql`${notes} || ${separator} || ${text}`
            : sql`${text} || ${separator} || ${notes}`
        } end`;
  return inTransaction(scope.deps.database.db, async (trx) => {
    const row = await trx
      .updateTable('agents')
      .set({ notes: combined, updated_at: nowIso() })
      .where('id', '=', agentId)
      .where('user_id', '=', scope.ownerUserId)
      .returning('notes')
      .executeTakeFirst();
    if (!row) throw AgentServiceError.notFound(agentId);
    await recordChange(scope, trx, 'updated', agentId);
    return row.notes ?? '';
  });
}
