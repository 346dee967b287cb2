import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { nowIso } from '../db/index.js';
import type { OperationFlag, OperationFlagsPatch } from './tool-plan.js';

/** A change to the stored flags of one operation of one tool. */
export interface OperationOverridePatch {
  readonly toolClass: string;
  readonly operation: string;
  readonly flags: OperationFlagsPatch;
}

type StoredFlag = 0 | 1 | null;

const toStored = (flag: OperationFlag): StoredFlag => (flag === null ? null : flag ? 1 : 0);
const keyOf = (toolClass: string, operation: string) => `${toolClass}\u0000${operation}`;

/**
 * Applies flag patches to `agent_tool_operation_overrides` with three statements at most: one read
 * of the rows concerned, one delete of the rows that end up all-default, one multi-row upsert.
 * An omitted flag keeps its stored value, `null` resets it to the declared default; a row whose
 * flags are both default is removed rather than kept as noise. Call inside a transaction.
 */
export async function applyOperationOverrides(
  trx: Kysely<Database>,
  agentId: number,
  patches: readonly OperationOverridePatch[],
): Promise<void> {
  const changing = patches.filter(
    ({ flags }) => flags.enabled !== undefined || flags.requiresApproval !== undefined,
  );
  if (changing.length === 0) return;
  const stored = await trx
    .selectFrom('agent_tool_operation_overrides')
    .select(['tool_class', 'operation', 'enabled', 'requires_approval'])
    .where('agent_id', '=', agentId)
    .where('tool_class', 'in', [...new Set(changing.map((patch) => patch.toolClass))])
    .execute();
  const current = new Map(stored.map((row) => [keyOf(row.tool_class, row.operation), row]));
  const now = nowIso();
  const upserts: {
    agent_id: number;
    tool_class: string;
    operation: string;
    enabled: StoredFlag;
    requires_approval: StoredFlag;
    created_at: string;
    updated_at: string;
  }[] = [];
  const resets: OperationOverridePatch[] = [];
  for (const patch of changing) {
    const row = current.get(keyOf(patch.toolClass, patch.operation));
    const enabled =
      patch.flags.enabled === undefined ? (row?.enabled ?? null) : toStored(patch.flags.enabled);
    const requiresApproval =
      patch.flags.requiresApproval === undefined
        ? (row?.requires_approval ?? null)
        : toStored(patch.flags.requiresApproval);
    if (enabled === null && requiresApproval === null) {
      if (row) resets.push(patch);
      continue;
    }
    upserts.push({
      agent_id: agentId,
      tool_class: patch.toolClass,
      operation: patch.operation,
      enabled,
      requires_approval: requiresApproval,
      created_at: now,
      updated_at: now,
    });
  }
  if (resets.length > 0) {
    await trx
      .deleteFrom('agent_tool_operation_overrides')
      .where('agent_id', '=', agentId)
      .where((eb) =>
        eb.or(
          resets.map((reset) =>
            eb.and([eb('tool_class', '=', reset.toolClass), eb('operation', '=', reset.operation)]),
          ),
        ),
      )
      .execute();
  }
  if (upserts.length > 0) {
    await trx
      .insertInto('agent_tool_operation_overrides')
      .values(upserts)
      .onConflict((conflict) =>
        conflict.columns(['agent_id', 'tool_class', 'operation']).doUpdateSet((eb) => ({
          enabled: eb.ref('excluded.enabled'),
          requires_approval: eb.ref('excluded.requires_approval'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
}
