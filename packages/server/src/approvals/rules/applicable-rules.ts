import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { type ApprovalRuleRow, type Database, PrecompiledQuery } from '../../db/index.js';

/** Whose rules apply to a task: its agent's owner's and the global ones, for this agent and task. */
export type RuleScope = {
  readonly ownerUserId: number;
  readonly agentId: number;
  readonly taskId: number;
};

/** The rules that apply to a task, and which operations of its agent need a quorum. */
export interface ApplicableRules {
  readonly rules: ApprovalRuleRow[];
  /** `class/operation` of the agent's operations whose approver policy needs more than one person. */
  readonly quorumOperations: ReadonlySet<string>;
}

/**
 * The live rules for a task in the order they are tried: global rules first (an administrator's
 * deny cannot be overridden by a user's allow), then the owner's; within each by position, then
 * age. One statement, read once per run at its first call that reaches the gate; an `allow` row
 * also carries the agent's quorum operations, which such a rule must not decide.
 */
export async function loadApplicableRules(db: Kysely<Database>, scope: RuleScope): Promise<ApplicableRules> {
  const { rows } = await applicableRules.execute(db, scope);
  const quorumOperations = new Set<string>();
  const rules = rows.map(({ quorum_operations: quorum, ...rule }) => {
    for (const operation of JSON.parse(quorum ?? '[]') as string[]) quorumOperations.add(operation);
    return rule;
  });
  return { rules, quorumOperations };
}

const applicableRules = new PrecompiledQuery<
  RuleScope,
  ApprovalRuleRow & { quorum_operations: string | null }
>((db, slots) => {
  const operations = sql`tool_class || '/' || operation`;
  const listed =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? sql`coalesce(json_agg(${operations}), '[]'::json)::text`
      : sql`json_group_array(${operations})`;
  const quorumOperations = sql<string | null>`case when outcome = 'allow' then (
      select ${listed} from agent_operation_approval_policies
      where agent_id = ${slots.agentId} and quorum > 1) end`;
  return db
    .selectFrom('approval_rules')
    .selectAll()
    .select(quorumOperations.as('quorum_operations'))
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('owner_user_id', 'is', null), eb('owner_user_id', '=', slots.ownerUserId)]))
    .where((eb) => eb.or([eb('agent_id', 'is', null), eb('agent_id', '=', slots.agentId)]))
    .where((eb) => eb.or([eb('task_id', 'is', null), eb('task_id', '=', slots.taskId)]))
    .orderBy(sql`case when owner_user_id is null then 0 else 1 end`)
    .orderBy('position')
    .orderBy('id');
});
