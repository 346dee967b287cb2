import { type Kysely, sql } from 'kysely';
import { type ApprovalRuleRow, type Database, PrecompiledQuery } from '../../db/index.js';

/** Whose rules apply to a task: its agent's owner's and the global ones, for this agent and task. */
export type RuleScope = {
  readonly ownerUserId: number;
  readonly agentId: number;
  readonly taskId: number;
};

/**
 * The live rules for a task in the order they are tried: global rules first (an administrator's
 * deny cannot be overridden by a user's allow), then the owner's; within each by position, then
 * age. One statement, read once per run at its first call that reaches the gate.
 */
export async function loadApplicableRules(
  db: Kysely<Database>,
  scope: RuleScope,
): Promise<ApprovalRuleRow[]> {
  const { rows } = await applicableRules.execute(db, scope);
  return rows;
}

const applicableRules = new PrecompiledQuery<RuleScope, ApprovalRuleRow>((db, slots) =>
  db
    .selectFrom('approval_rules')
    .selectAll()
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('owner_user_id', 'is', null), eb('owner_user_id', '=', slots.ownerUserId)]))
    .where((eb) => eb.or([eb('agent_id', 'is', null), eb('agent_id', '=', slots.agentId)]))
    .where((eb) => eb.or([eb('task_id', 'is', null), eb('task_id', '=', slots.taskId)]))
    .orderBy(sql`case when owner_user_id is null then 0 else 1 end`)
    .orderBy('position')
    .orderBy('id'),
);

/** The agent's operations whose approver policy needs more than one person, as `class/operation`. */
export async function loadQuorumOperations(db: Kysely<Database>, agentId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('agent_operation_approval_policies')
    .select(['tool_class', 'operation'])
    .where('agent_id', '=', agentId)
    .where('quorum', '>', 1)
    .execute();
  return new Set(rows.map((row) => `${row.tool_class}/${row.operation}`));
}
