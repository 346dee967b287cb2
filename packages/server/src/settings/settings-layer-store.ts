/**
 * Reads and writes one stored layer (a JSON object per tool class and scope) in
 * `tool_configurations`, `tool_user_settings` or `agent_tool_overrides`. Writes are
 * read-merge-write inside one transaction with the row locked (PostgreSQL) or the database
 * locked (SQLite), so two concurrent saves never lose each other's keys.
 */
import type { JsonValue } from '@spora/sdk';
import type { Kysely } from 'kysely';
import type { Database, DatabaseEngine } from '../db/index.js';
import { inTransaction, nowIso } from '../db/index.js';
import type { SettingsScope } from './settings-scope.js';
import type { ToolSettingsSubject } from './settings-subject.js';
import { ToolSettingsError } from './tool-settings-error.js';

export type StoredSettings = Record<string, JsonValue>;

export class SettingsLayerStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: DatabaseEngine,
  ) {}

  /** The layer's stored values, as written (passwords still encrypted); `null` when nothing is stored. */
  async read(scope: SettingsScope, toolClass: string): Promise<StoredSettings | null> {
    const row = await selectSettings(this.db, scope, toolClass, false);
    return row === undefined ? null : parseStored(row.settings, scope, toolClass);
  }

  /**
   * Replaces the layer with what `update` makes of the stored values; an empty result removes the
   * row. Returns what was stored. On a store opened on a transaction, the write is part of it.
   */
  async update(
    scope: SettingsScope,
    subject: ToolSettingsSubject,
    update: (stored: StoredSettings) => StoredSettings,
  ): Promise<StoredSettings> {
    return inTransaction(this.db, async (trx) => {
      const now = nowIso();
      await insertEmptyRow(trx, scope, subject, now);
      const row = await selectSettings(trx, scope, subject.toolClass, this.engine === 'postgres');
      const next = update(row === undefined ? {} : parseStored(row.settings, scope, subject.toolClass));
      if (Object.keys(next).length === 0) await deleteRow(trx, scope, subject.toolClass);
      else await updateRow(trx, scope, subject.toolClass, JSON.stringify(next), now);
      return next;
    });
  }

  async clear(scope: SettingsScope, toolClass: string): Promise<void> {
    await deleteRow(this.db, scope, toolClass);
  }
}

function parseStored(text: string, scope: SettingsScope, toolClass: string): StoredSettings {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ToolSettingsError(
      'SETTINGS_UNREADABLE',
      `The ${scope.layer} settings of ${toolClass} are not a JSON object; delete them and save them again.`,
      { toolClass, layer: scope.layer },
    );
  }
  return parsed as StoredSettings;
}

function selectSettings(db: Kysely<Database>, scope: SettingsScope, toolClass: string, lock: boolean) {
  switch (scope.layer) {
    case 'global':
      return db
        .selectFrom('tool_configurations')
        .select('settings')
        .where('tool_class', '=', toolClass)
        .$if(lock, (query) => query.forUpdate())
        .executeTakeFirst();
    case 'user':
      return db
        .selectFrom('tool_user_settings')
        .select('settings')
        .where('user_id', '=', scope.userId)
        .where('tool_class', '=', toolClass)
        .$if(lock, (query) => query.forUpdate())
        .executeTakeFirst();
    case 'agent':
      return db
        .selectFrom('agent_tool_overrides')
        .select('settings')
        .where('agent_id', '=', scope.agentId)
        .where('tool_class', '=', toolClass)
        .$if(lock, (query) => query.forUpdate())
        .executeTakeFirst();
  }
}

/** Makes sure a row exists, so the following locking read has something to lock. */
async function insertEmptyRow(
  db: Kysely<Database>,
  scope: SettingsScope,
  subject: ToolSettingsSubject,
  now: string,
): Promise<void> {
  const common = { tool_class: subject.toolClass, settings: '{}', created_at: now, updated_at: now };
  switch (scope.layer) {
    case 'global':
      await db
        .insertInto('tool_configurations')
        .values({ ...common, tool_name: subject.toolName })
        .onConflict((conflict) => conflict.column('tool_class').doNothing())
        .execute();
      return;
    case 'user':
      await db
        .insertInto('tool_user_settings')
        .values({ ...common, user_id: scope.userId })
        .onConflict((conflict) => conflict.columns(['user_id', 'tool_class']).doNothing())
        .execute();
      return;
    case 'agent':
      await db
        .insertInto('agent_tool_overrides')
        .values({ ...common, agent_id: scope.agentId })
        .onConflict((conflict) => conflict.columns(['agent_id', 'tool_class']).doNothing())
        .execute();
      return;
  }
}

async function updateRow(
  db: Kysely<Database>,
  scope: SettingsScope,
  toolClass: string,
  settings: string,
  now: string,
): Promise<void> {
  const values = { settings, updated_at: now };
  switch (scope.layer) {
    case 'global':
      await db.updateTable('tool_configurations').set(values).where('tool_class', '=', toolClass).execute();
      return;
    case 'user':
      await db
        .updateTable('tool_user_settings')
        .set(values)
        .where('user_id', '=', scope.userId)
        .where('tool_class', '=', toolClass)
        .execute();
      return;
    case 'agent':
      await db
        .updateTable('agent_tool_overrides')
        .set(values)
        .where('agent_id', '=', scope.agentId)
        .where('tool_class', '=', toolClass)
        .execute();
      return;
  }
}

async function deleteRow(db: Kysely<Database>, scope: SettingsScope, toolClass: string): Promise<void> {
  switch (scope.layer) {
    case 'global':
      await db.deleteFrom('tool_configurations').where('tool_class', '=', toolClass).execute();
      return;
    case 'user':
      await db
        .deleteFrom('tool_user_settings')
        .where('user_id', '=', scope.userId)
        .where('tool_class', '=', toolClass)
        .execute();
      return;
    case 'agent':
      await db
        .deleteFrom('agent_tool_overrides')
        .where('agent_id', '=', scope.agentId)
        .where('tool_class', '=', toolClass)
        .execute();
      return;
  }
}
