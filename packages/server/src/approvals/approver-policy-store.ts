import type { Kysely } from 'kysely';
import type { Database, DeadlineAction } from '../db/index.js';
import { nowIso } from '../db/index.js';
import { type ApproverPolicy, loadApproverPolicy } from './approver-policy.js';
import { ApproverPolicyError } from './approver-policy-error.js';

export interface DeadlineInput {
  readonly seconds: number;
  readonly action: DeadlineAction;
}

/** An agent's approver policy as a client sends it (snake_case, like the API). */
export interface ApproverPolicyInput {
  readonly owner_decides: boolean;
  readonly administrators_decide: boolean;
  readonly approver_user_ids: readonly number[];
  readonly escalation_user_ids: readonly number[];
  readonly deadline: DeadlineInput | null;
  readonly deadline_reason: string | null;
  readonly operations: readonly {
    readonly tool_class: string;
    readonly operation: string;
    readonly quorum: number;
    readonly deadline: DeadlineInput | null;
  }[];
}

/** Whether a tool class declares an operation; the route answers from the tool registry. */
export type OperationCheck = (toolClass: string, operation: string) => boolean;

/**
 * Validates and stores an agent's approver policy, replacing the one before in one transaction.
 * Refused with field-level reasons: a named approver who is not an active account, a person named
 * twice, an operation its tool does not declare or named twice, a quorum more people than may
 * decide could reach, and a policy nobody may decide under.
 */
export async function saveApproverPolicy(
  db: Kysely<Database>,
  agent: { readonly id: number; readonly user_id: number },
  input: ApproverPolicyInput,
  operationExists: OperationCheck,
): Promise<ApproverPolicy> {
  const fields: Record<string, string> = {};
  const named = [...new Set([...input.approver_user_ids, ...input.escalation_user_ids])];
  const active = new Set(
    named.length === 0
      ? []
      : (
          await db
            .selectFrom('users')
            .select('id')
            .where('id', 'in', named)
            .where('status', '=', 'active')
            .execute()
        ).map((user) => user.id),
  );
  for (const list of ['approver_user_ids', 'escalation_user_ids'] as const) {
    const seen = new Set<number>();
    input[list].forEach((userId, index) => {
      if (!active.has(userId)) fields[`${list}[${index}]`] = `no active user #${userId}`;
      else if (seen.has(userId)) fields[`${list}[${index}]`] = `user #${userId} is named twice`;
      seen.add(userId);
    });
  }
  const deciders = await possibleDeciders(db, agent.user_id, input);
  if (deciders === 0)
    fields.owner_decides = 'nobody may decide: keep the owner, name approvers or allow administrators';
  const operations = new Set<string>();
  input.operations.forEach((operation, index) => {
    const key = `${operation.tool_class}\u0000${operation.operation}`;
    if (!operationExists(operation.tool_class, operation.operation)) {
      fields[`operations[${index}].operation`] =
        `${operation.tool_class} has no operation "${operation.operation}"`;
    } else if (operations.has(key)) {
      fields[`operations[${index}].operation`] = 'this operation is listed twice';
    }
    operations.add(key);
    if (operation.quorum > deciders && deciders > 0) {
      fields[`operations[${index}].quorum`] =
        `needs ${operation.quorum} distinct approvers, but only ${deciders} may decide`;
    }
  });
  if (Object.keys(fields).length > 0) throw ApproverPolicyError.invalid(fields);
  await db.transaction().execute(async (trx) => {
    const values = {
      owner_decides: input.owner_decides ? 1 : 0,
      administrators_decide: input.administrators_decide ? 1 : 0,
      deadline_seconds: input.deadline?.seconds ?? null,
      deadline_action: input.deadline?.action ?? null,
      deadline_reason: input.deadline_reason?.trim() || null,
      updated_at: nowIso(),
    } as const;
    await trx
      .insertInto('agent_approval_policies')
      .values({ agent_id: agent.id, ...values })
      .onConflict((conflict) => conflict.column('agent_id').doUpdateSet(values))
      .execute();
    await trx.deleteFrom('agent_approvers').where('agent_id', '=', agent.id).execute();
    const approvers = [
      ...input.approver_user_ids.map((userId) => ({
        agent_id: agent.id,
        user_id: userId,
        role: 'approver' as const,
      })),
      ...input.escalation_user_ids.map((userId) => ({
        agent_id: agent.id,
        user_id: userId,
        role: 'escalation' as const,
      })),
    ];
    if (approvers.length > 0) await trx.insertInto('agent_approvers').values(approvers).execute();
    await trx.deleteFrom('agent_operation_approval_policies').where('agent_id', '=', agent.id).execute();
    if (input.operations.length > 0) {
      await trx
        .insertInto('agent_operation_approval_policies')
        .values(
          input.operations.map((operation) => ({
            agent_id: agent.id,
            tool_class: operation.tool_class,
            operation: operation.operation,
            quorum: operation.quorum,
            deadline_seconds: operation.deadline?.seconds ?? null,
            deadline_action: operation.deadline?.action ?? null,
          })),
        )
        .execute();
    }
  });
  return loadApproverPolicy(db, agent.id);
}

/** How many distinct active people may decide from the start under the policy sent. */
async function possibleDeciders(
  db: Kysely<Database>,
  ownerUserId: number,
  input: ApproverPolicyInput,
): Promise<number> {
  const people = new Set<number>(input.approver_user_ids);
  if (input.owner_decides) people.add(ownerUserId);
  if (input.administrators_decide) {
    const admins = await db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('status', '=', 'active')
      .execute();
    for (const admin of admins) people.add(admin.id);
  }
  return people.size;
}
