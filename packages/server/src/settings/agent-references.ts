/**
 * Settings declared `resolveAs: 'agent'` hold agent ids. A layer may name only agents its owner
 * owns (the user's layer: that user; an agent's layer: the agent's owner), so nobody can point a
 * tool at someone else's agent; the global layer has no owner and may name any existing agent.
 * Ids are stored as integers whichever way a client spelled them.
 */
import { fail, type JsonValue, ok, type Result, type SettingMetadata } from '@spora/sdk';
import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import type { SettingsScope } from './settings-scope.js';
import type { SettingsValidationFailure, SettingsWritePlan } from './settings-write-plan.js';

export async function checkAgentReferences(
  db: Kysely<Database>,
  declarations: readonly SettingMetadata[],
  scope: SettingsScope,
  plan: SettingsWritePlan,
): Promise<Result<SettingsWritePlan, SettingsValidationFailure>> {
  const referencing = declarations.filter(
    (declaration) => declaration.resolveAs === 'agent' && Array.isArray(plan.get(declaration.key)),
  );
  if (referencing.length === 0) return ok(plan);
  const ownerUserId = await ownerOf(db, scope);
  const checked = new Map(plan);
  const fieldErrors: Record<string, string> = {};
  for (const declaration of referencing) {
    const entries = plan.get(declaration.key) as JsonValue[];
    const ids = entries.map((entry) => Number(entry));
    if (!ids.every((id) => Number.isSafeInteger(id) && id > 0)) {
      fieldErrors[declaration.key] = `${declaration.label} must list agent ids.`;
      continue;
    }
    const known = await knownAgents(db, ids, ownerUserId);
    const foreign = ids.filter((id) => !known.has(id));
    if (foreign.length > 0) {
      fieldErrors[declaration.key] =
        `${declaration.label} names ${foreign.map((id) => `#${id}`).join(', ')}, not among the owner's agents.`;
      continue;
    }
    checked.set(declaration.key, [...new Set(ids)]);
  }
  const problems = Object.values(fieldErrors);
  if (problems.length > 0) {
    return fail({
      code: 'VALIDATION_ERROR',
      message: `Invalid settings: ${problems.join(' ')}`,
      fieldErrors,
    });
  }
  return ok(checked);
}

/** `undefined` for the global layer (any owner); `null` when the agent no longer exists (no owner). */
async function ownerOf(db: Kysely<Database>, scope: SettingsScope): Promise<number | null | undefined> {
  if (scope.layer === 'global') return undefined;
  if (scope.layer === 'user') return scope.userId;
  const agent = await db
    .selectFrom('agents')
    .select('user_id')
    .where('id', '=', scope.agentId)
    .executeTakeFirst();
  return agent?.user_id ?? null;
}

async function knownAgents(
  db: Kysely<Database>,
  ids: readonly number[],
  ownerUserId: number | null | undefined,
): Promise<ReadonlySet<number>> {
  if (ids.length === 0 || ownerUserId === null) return new Set();
  let query = db
    .selectFrom('agents')
    .select('id')
    .where('id', 'in', [...ids]);
  if (ownerUserId !== undefined) query = query.where('user_id', '=', ownerUserId);
  const rows = await query.execute();
  return new Set(rows.map((row) => row.id));
}

/** The names of those of `ids` that are agents of `ownerUserId`, for the model's view of a setting. */
export async function agentNamesOf(
  db: Kysely<Database>,
  ids: readonly number[],
  ownerUserId: number,
): Promise<ReadonlyMap<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('agents')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .where('user_id', '=', ownerUserId)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The agent ids a tool's effective settings name, in settings declared `resolveAs: 'agent'`. */
export function referencedAgentIds(
  declarations: readonly SettingMetadata[],
  effective: Readonly<Record<string, JsonValue>>,
): number[] {
  return declarations
    .filter((declaration) => declaration.resolveAs === 'agent')
    .flatMap((declaration) => {
      const value = effective[declaration.key];
      return Array.isArray(value) ? value.map((entry) => Number(entry)) : [];
    })
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}
