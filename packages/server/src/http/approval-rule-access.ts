import type { Kysely } from 'kysely';
import type { Principal } from '../accounts/index.js';
import { findRule, type RuleDefinition } from '../approvals/index.js';
import type { ApprovalRuleRow, Database } from '../db/index.js';
import { ApiError } from './api-error.js';
import type { ApprovalRuleDefinitionBody } from './schemas/approval-rule-resource.js';

/** How `/approval-rules` reads a rule for its caller: who may see and change it, and its view. */

/** Rules as the API shows them: with their scope and their agent's name. */
export async function ruleViews(db: Kysely<Database>, rows: readonly ApprovalRuleRow[]) {
  const agentIds = [...new Set(rows.flatMap((row) => (row.agent_id === null ? [] : [row.agent_id])))];
  const agents =
    agentIds.length === 0
      ? []
      : await db.selectFrom('agents').select(['id', 'name']).where('id', 'in', agentIds).execute();
  const names = new Map(agents.map((agent) => [agent.id, agent.name]));
  return rows.map((row) => ruleView(row, names));
}

export async function ruleViewOf(db: Kysely<Database>, row: ApprovalRuleRow) {
  const [rule] = await ruleViews(db, [row]);
  return rule ?? ruleView(row, new Map());
}

/** A rule the caller may read: their own, a global one, or any for an administrator. */
export async function visibleRule(
  db: Kysely<Database>,
  principal: Principal,
  id: number,
): Promise<ApprovalRuleRow> {
  const row = await findRule(db, id);
  const visible =
    row !== undefined &&
    (row.owner_user_id === null ||
      row.owner_user_id === principal.user.id ||
      principal.user.role === 'admin');
  if (!visible) throw ApiError.notFound('Approval rule');
  return row;
}

/** A rule the caller may change: their own, or a global one for an administrator. */
export async function writableRule(
  db: Kysely<Database>,
  principal: Principal,
  id: number,
): Promise<ApprovalRuleRow> {
  const row = await visibleRule(db, principal, id);
  const own = row.owner_user_id === principal.user.id;
  const global = row.owner_user_id === null && principal.user.role === 'admin';
  if (!own && !global) {
    throw new ApiError(
      'FORBIDDEN',
      row.owner_user_id === null
        ? 'Only administrators change global rules.'
        : 'Only its owner changes a user’s rule.',
    );
  }
  return row;
}

function ruleView(row: ApprovalRuleRow, agentNames: ReadonlyMap<number, string>) {
  return {
    ...row,
    scope: row.owner_user_id === null ? ('global' as const) : ('user' as const),
    agent_name: row.agent_id === null ? null : (agentNames.get(row.agent_id) ?? null),
  };
}

export function ownerFor(principal: Principal, scope: 'user' | 'global'): number | null {
  if (scope === 'user') return principal.user.id;
  if (principal.user.role !== 'admin')
    throw new ApiError('FORBIDDEN', 'Only administrators write global rules.');
  return null;
}

export function definitionFrom(body: ApprovalRuleDefinitionBody): RuleDefinition {
  const trimmed = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
  return {
    agent_id: body.agent_id ?? null,
    task_id: body.task_id ?? null,
    tool_name: trimmed(body.tool_name),
    operation: trimmed(body.operation),
    condition: trimmed(body.condition),
    outcome: body.outcome,
    reason: trimmed(body.reason),
    description: trimmed(body.description),
  };
}
