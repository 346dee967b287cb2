import type { Transaction } from 'kysely';
import type { Database } from '../db/index.js';

/**
 * An agent's owner's other clients should read it again: it was created, its fields, flags,
 * notes or toolset changed, or it was deleted (its tasks' deletions are announced apart).
 */
export interface AgentChange {
  readonly kind: 'created' | 'updated' | 'deleted';
  readonly userId: number;
  readonly agentId: number;
}

/** Records agent changes for live updates. */
export interface AgentChangeRecorder {
  /**
   * Records `change` inside its transaction. Called last in it, so the row lock it takes (the
   * user's event sequence) is held only until the commit.
   */
  record(trx: Transaction<Database>, change: AgentChange): Promise<void>;
}
