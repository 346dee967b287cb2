import type { Transaction } from 'kysely';
import type { Database } from '../db/index.js';

/**
 * What a task paused in AWAITING_CONNECTION waits for when it is a credential rather than an MCP
 * account: kept in the task's data as `awaited_credential`, read back tolerantly (a malformed
 * value is no credential), and matched against what a person saves.
 */

/** Why the credential stopped the run: none was set, or the provider refused the one that was. */
export type CredentialProblem = 'missing' | 'rejected';

/** A model configuration's API key. `status` is the provider's answer (401 or 403). */
export interface AwaitedModelKey {
  readonly kind: 'llm_configuration';
  readonly id: number;
  readonly name: string;
  readonly reason: CredentialProblem;
  readonly status?: number;
}

/** A setting of a tool (its class and key), as the task's agent reads it through the cascade. */
export interface AwaitedToolSetting {
  readonly kind: 'tool_setting';
  readonly tool_class: string;
  readonly setting: string;
  readonly agent_id: number;
  readonly reason: CredentialProblem;
}

export type AwaitedCredential = AwaitedModelKey | AwaitedToolSetting;

const problems: ReadonlySet<unknown> = new Set<CredentialProblem>(['missing', 'rejected']);

/** The credential a task's data says it waits for, or null. */
export function readAwaitedCredential(value: unknown): AwaitedCredential | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (!problems.has(record.reason)) return null;
  const reason = record.reason as CredentialProblem;
  if (record.kind === 'llm_configuration' && Number.isInteger(record.id) && typeof record.name === 'string') {
    return {
      kind: 'llm_configuration',
      id: record.id as number,
      name: record.name,
      reason,
      ...(Number.isInteger(record.status) && { status: record.status as number }),
    };
  }
  if (
    record.kind === 'tool_setting' &&
    typeof record.tool_class === 'string' &&
    typeof record.setting === 'string' &&
    Number.isInteger(record.agent_id)
  ) {
    return {
      kind: 'tool_setting',
      tool_class: record.tool_class,
      setting: record.setting,
      agent_id: record.agent_id as number,
      reason,
    };
  }
  return null;
}

/** What was just saved: a configuration (its key among its settings), or one layer of a tool's settings. */
export type SavedCredential =
  | { readonly kind: 'llm_configuration'; readonly id: number }
  | {
      readonly kind: 'tool_setting';
      readonly tool_class: string;
      /** The layer saved: every agent (global), one owner's agents (user), or one agent. */
      readonly scope:
        | { readonly layer: 'global' }
        | { readonly layer: 'user'; readonly userId: number }
        | { readonly layer: 'agent'; readonly agentId: number };
      readonly keys: readonly string[];
    };

/**
 * Runs inside the transaction that saves a credential; answers what to do once it has committed
 * (wake the workers for the tasks it queued).
 */
export type CredentialSavedHook = (
  trx: Transaction<Database>,
  saved: SavedCredential,
) => Promise<() => Promise<void>>;
