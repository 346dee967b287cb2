import type { Kysely, Transaction } from 'kysely';
import { canonicalJson } from '../../db/canonical-json.js';
import type { ApprovalRuleKind, ApprovalRuleRow, Database } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import { definitionOf, type RuleDefinition } from './approval-rule.js';

type Queryable = Kysely<Database> | Transaction<Database>;

/** Which rules a listing shows: one owner's (null for the global ones), or every owner's. */
export interface RuleListing {
  readonly owners: 'all' | readonly (number | null)[];
  readonly agentId?: number;
  readonly kind?: ApprovalRuleKind;
  readonly includeRevoked: boolean;
}

/** Rules in the order they are tried: global ones first, then by position and age. */
export async function listRules(db: Queryable, listing: RuleListing): Promise<ApprovalRuleRow[]> {
  const { owners } = listing;
  return db
    .selectFrom('approval_rules')
    .selectAll()
    .$if(owners !== 'all', (query) =>
      query.where((eb) => {
        const listed = owners as readonly (number | null)[];
        const named = listed.filter((owner): owner is number => owner !== null);
        const alternatives = [
          ...(listed.includes(null) ? [eb('owner_user_id', 'is', null)] : []),
          ...(named.length > 0 ? [eb('owner_user_id', 'in', named)] : []),
        ];
        return alternatives.length > 0 ? eb.or(alternatives) : eb.val(false);
      }),
    )
    .$if(listing.agentId !== undefined, (query) => query.where('agent_id', '=', listing.agentId as number))
    .$if(listing.kind !== undefined, (query) => query.where('kind', '=', listing.kind as ApprovalRuleKind))
    .$if(!listing.includeRevoked, (query) => query.where('revoked_at', 'is', null))
    .orderBy((eb) => eb.case().when('owner_user_id', 'is', null).then(0).else(1).end())
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function findRule(db: Queryable, id: number): Promise<ApprovalRuleRow | undefined> {
  return db.selectFrom('approval_rules').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface RuleVersion {
  readonly version: number;
  readonly definition: RuleDefinition;
  readonly created_by: number | null;
  readonly created_at: string;
}

export async function ruleVersions(db: Queryable, id: number): Promise<RuleVersion[]> {
  const rows = await db
    .selectFrom('approval_rule_versions')
    .selectAll()
    .where('rule_id', '=', id)
    .orderBy('version')
    .execute();
  return rows.map((row) => ({
    version: row.version,
    definition: JSON.parse(row.definition) as RuleDefinition,
    created_by: row.created_by,
    created_at: row.created_at,
  }));
}

export interface NewRule {
  readonly ownerUserId: number | null;
  readonly kind: ApprovalRuleKind;
  readonly definition: RuleDefinition;
  /** Where it is tried among its owner's rules; after the last when omitted, first for a grant. */
  readonly position?: number;
  readonly actorUserId: number;
}

/** Saves a rule checked by `checkRuleDefinition`, as its version 1. */
export async function insertRule(trx: Transaction<Database>, rule: NewRule): Promise<ApprovalRuleRow> {
  const now = nowIso();
  const position =
    rule.position ?? (await edgePosition(trx, rule.ownerUserId, rule.kind === 'grant' ? 'first' : 'last'));
  const row = await trx
    .insertInto('approval_rules')
    .values({
      owner_user_id: rule.ownerUserId,
      kind: rule.kind,
      ...rule.definition,
      position,
      version: 1,
      created_by: rule.actorUserId,
      created_at: now,
      updated_at: now,
      revoked_at: null,
      revoked_by: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await insertVersion(trx, row, rule.actorUserId, now);
  return row;
}

/**
 * Replaces a live rule's definition (and position) as its next version; the versions before stay,
 * so the calls they decided can still be explained. Answers undefined for a revoked rule.
 */
export async function updateRule(
  trx: Transaction<Database>,
  current: ApprovalRuleRow,
  definition: RuleDefinition,
  position: number | undefined,
  actorUserId: number,
): Promise<ApprovalRuleRow | undefined> {
  const now = nowIso();
  const row = await trx
    .updateTable('approval_rules')
    .set({
      ...definition,
      position: position ?? current.position,
      version: current.version + 1,
      updated_at: now,
    })
    .where('id', '=', current.id)
    .where('version', '=', current.version)
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (row) await insertVersion(trx, row, actorUserId, now);
  return row;
}

/** Revokes a rule: it decides nothing from now on and is kept, with its versions, for the record. */
export async function revokeRule(
  trx: Transaction<Database>,
  id: number,
  actorUserId: number,
): Promise<ApprovalRuleRow | undefined> {
  const now = nowIso();
  return trx
    .updateTable('approval_rules')
    .set({ revoked_at: now, revoked_by: actorUserId, updated_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

async function insertVersion(
  trx: Transaction<Database>,
  row: ApprovalRuleRow,
  actorUserId: number,
  at: string,
): Promise<void> {
  await trx
    .insertInto('approval_rule_versions')
    .values({
      rule_id: row.id,
      version: row.version,
      definition: canonicalJson({ ...definitionOf(row), position: row.position }),
      created_by: actorUserId,
      created_at: at,
    })
    .execute();
}

async function edgePosition(
  trx: Transaction<Database>,
  ownerUserId: number | null,
  edge: 'first' | 'last',
): Promise<number> {
  const found = await trx
    .selectFrom('approval_rules')
    .select((eb) => [eb.fn.min('position').as('first'), eb.fn.max('position').as('last')])
    .where((eb) =>
      ownerUserId === null ? eb('owner_user_id', 'is', null) : eb('owner_user_id', '=', ownerUserId),
    )
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  const value = found?.[edge];
  if (value === null || value === undefined) return 0;
  return edge === 'first' ? Number(value) - 1 : Number(value) + 1;
}
