import { ServiceToken } from '@spora/sdk';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { MemoriesTable, MemoriesTables } from './memories-table.js';
import type { MemoryScope } from './memory-scope.js';

export type Memory = Selectable<MemoriesTable>;

/** What `save` writes; `undefined` fields keep the stored value on an update. */
export interface MemoryChanges {
  readonly content?: string | undefined;
  readonly summary?: string | undefined;
  readonly order?: number | undefined;
}

/** The memory a save wrote, and whether it was new. */
export interface SavedMemory {
  readonly memory: Memory;
  readonly created: boolean;
}

/** Reads and writes memories; every method works inside one scope and never sees another's rows. */
export class MemoryStore {
  constructor(private readonly db: Kysely<MemoriesTables>) {}

  /** Sorted by `order`, then name. */
  list(scope: MemoryScope): Promise<Memory[]> {
    return this.db
      .selectFrom('memories')
      .selectAll()
      .where(inScope(scope))
      .orderBy('sort_order')
      .orderBy('name')
      .execute();
  }

  async get(scope: MemoryScope, name: string): Promise<Memory | null> {
    const memory = await this.db
      .selectFrom('memories')
      .selectAll()
      .where(inScope(scope))
      .where('name', '=', name)
      .executeTakeFirst();
    return memory ?? null;
  }

  /**
   * Updates the memory of that name, or creates it with `content` (required then) and
   * `summary`. A concurrent save of the same new name makes the insert find the row taken, and
   * the save becomes an update.
   */
  async save(
    scope: MemoryScope,
    name: string,
    changes: MemoryChanges,
    summaryIfNew: string | null,
  ): Promise<SavedMemory | 'content-required'> {
    const updated = await this.update(scope, name, changes);
    if (updated) return { memory: updated, created: false };
    if (changes.content === undefined) return 'content-required';
    const now = new Date().toISOString();
    const inserted = await this.db
      .insertInto('memories')
      .values({
        user_id: scope.ownerUserId,
        agent_id: scope.kind === 'agent' ? scope.agentId : null,
        name,
        summary: changes.summary ?? summaryIfNew,
        content: changes.content,
        sort_order: changes.order ?? 0,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { memory: inserted, created: true };
    const raced = await this.update(scope, name, changes);
    if (!raced) throw new Error(`Memory ${name} could neither be created nor updated.`);
    return { memory: raced, created: false };
  }

  /** `true` when there was such a memory. */
  async delete(scope: MemoryScope, name: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('memories')
      .where(inScope(scope))
      .where('name', '=', name)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  /** Every memory of one owner (their agents' and their global ones), for the owner's own view. */
  listOfOwner(ownerUserId: number): Promise<Memory[]> {
    return this.db
      .selectFrom('memories')
      .selectAll()
      .where('user_id', '=', ownerUserId)
      .orderBy('agent_id')
      .orderBy('sort_order')
      .orderBy('name')
      .execute();
  }

  /** Deletes one of the owner's memories by id; `true` when there was such a memory of theirs. */
  async deleteOfOwner(ownerUserId: number, id: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('memories')
      .where('user_id', '=', ownerUserId)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  private async update(scope: MemoryScope, name: string, changes: MemoryChanges): Promise<Memory | null> {
    const updated = await this.db
      .updateTable('memories')
      .set({
        updated_at: new Date().toISOString(),
        ...(changes.content !== undefined && { content: changes.content }),
        ...(changes.summary !== undefined && { summary: changes.summary }),
        ...(changes.order !== undefined && { sort_order: changes.order }),
      })
      .where(inScope(scope))
      .where('name', '=', name)
      .returningAll()
      .executeTakeFirst();
    return updated ?? null;
  }
}

/** An agent's memories are its own; global ones are its owner's that belong to no agent. */
function inScope(scope: MemoryScope) {
  return (eb: ExpressionBuilder<MemoriesTables, 'memories'>) =>
    scope.kind === 'agent'
      ? eb('agent_id', '=', scope.agentId)
      : eb.and([eb('user_id', '=', scope.ownerUserId), eb('agent_id', 'is', null)]);
}

/** The store in the platform's service container; the plugin registers it, its tools resolve it. */
export const memoryStoreService = new ServiceToken<MemoryStore>(
  'memories.store',
  'Agent and global memories.',
);
