import type { Transaction } from 'kysely';
import type { ApprovalRuleRow, Database } from '../../db/index.js';
import type { ToolRegistry } from '../../tools/index.js';
import type { RuleDefinition } from './approval-rule.js';
import { checkToolAndCondition } from './rule-check.js';
import { RuleError } from './rule-error.js';
import { insertRule } from './rule-store.js';

/** "Remember this" on an approval card: allow this call's operation from now on. */
export interface GrantRequest {
  readonly provider_call_id: string;
  /** For this agent, or only for the rest of this task. */
  readonly scope: 'agent' | 'task';
  /** Only when the arguments match this CEL condition. */
  readonly condition?: string;
}

/**
 * Turns approvals' "remember" into grants, in the transaction that approved the calls: each an
 * `allow` rule for the call's tool and operation on the task's agent (and task, for the rest of
 * it), owned by the agent's owner and tried before their other rules. Only the agent's owner may
 * grant: a colleague who approves one call does not decide for the owner's future ones.
 */
export async function rememberGrants(
  trx: Transaction<Database>,
  tools: ToolRegistry,
  taskId: number,
  grants: readonly GrantRequest[],
  actorUserId: number,
): Promise<ApprovalRuleRow[]> {
  if (grants.length === 0) return [];
  const task = await trx
    .selectFrom('tasks')
    .innerJoin('agents', 'agents.id', 'tasks.agent_id')
    .select(['tasks.id', 'tasks.agent_id', 'agents.user_id as owner_user_id'])
    .where('tasks.id', '=', taskId)
    .executeTakeFirstOrThrow();
  if (task.owner_user_id !== actorUserId) {
    throw new RuleError('RULE_UNKNOWN_AGENT', "Only the agent's owner can remember a grant for it.", {
      field: 'remember',
    });
  }
  const calls = await trx
    .selectFrom('tool_calls')
    .select(['provider_call_id', 'tool_name', 'operation', 'status'])
    .where('task_id', '=', taskId)
    .where(
      'provider_call_id',
      'in',
      grants.map((grant) => grant.provider_call_id),
    )
    .execute();
  const created: ApprovalRuleRow[] = [];
  for (const grant of grants) {
    const call = calls.find((candidate) => candidate.provider_call_id === grant.provider_call_id);
    if (call?.status !== 'APPROVED') {
      throw new RuleError(
        'RULE_UNKNOWN_TASK',
        `Call "${grant.provider_call_id}" was not approved here; only an approval can be remembered.`,
        {
          field: 'remember',
        },
      );
    }
    const definition: RuleDefinition = {
      agent_id: task.agent_id,
      task_id: grant.scope === 'task' ? task.id : null,
      tool_name: call.tool_name,
      operation: call.operation,
      condition: grant.condition?.trim() ? grant.condition.trim() : null,
      outcome: 'allow',
      reason: null,
      description: null,
    };
    checkToolAndCondition(tools, definition);
    created.push(await insertRule(trx, { ownerUserId: actorUserId, kind: 'grant', definition, actorUserId }));
  }
  return created;
}
