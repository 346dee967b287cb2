import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { agentsDecidedAsTeamApprover } from '../teams/index.js';

/**
 * Whose approvals one person may decide beyond their own tasks, as sets of agents: read once per
 * inbox page or task access check, by indexed keys, so the inbox query stays one statement.
 */
export interface ApproverReach {
  readonly userId: number;
  /** Agents they run tasks on (their own, shared ones) whose policy leaves a task's owner out. */
  readonly ownerExcludedAgentIds: readonly number[];
  /**
   * Agents they decide from the start: named approver, approver or manager of a team the agent is
   * shared with, or administrator where administrators decide.
   */
  readonly approverAgentIds: readonly number[];
  /** Agents whose escalated calls they decide: named escalation approver, or administrator where none is named. */
  readonly escalationAgentIds: readonly number[];
}

export async function approverReach(db: Kysely<Database>, userId: number): Promise<ApproverReach> {
  const user = await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();
  const admin = user?.role === 'admin';
  const [named, ownerExcluded, administered, adminEscalations, teamDecided] = await Promise.all([
    db.selectFrom('agent_approvers').select(['agent_id', 'role']).where('user_id', '=', userId).execute(),
    db
      .selectFrom('agent_approval_policies')
      .innerJoin('agents', 'agents.id', 'agent_approval_policies.agent_id')
      .select('agent_approval_policies.agent_id')
      .where('agent_approval_policies.owner_decides', '=', 0)
      // The agents they run tasks on: their own and those shared with a team of theirs.
      .where((eb) =>
        eb.or([
          eb('agents.user_id', '=', userId),
          eb(
            'agents.id',
            'in',
            eb
              .selectFrom('agent_shares')
              .innerJoin('team_members', 'team_members.team_id', 'agent_shares.team_id')
              .select('agent_shares.agent_id')
              .where('team_members.user_id', '=', userId),
          ),
        ]),
      )
      .execute(),
    admin
      ? db
          .selectFrom('agent_approval_policies')
          .select('agent_id')
          .where('administrators_decide', '=', 1)
          .execute()
      : Promise.resolve([]),
    admin ? agentsEscalatingToAdministrators(db) : Promise.resolve([]),
    agentsDecidedAsTeamApprover(db, userId),
  ]);
  const ids = (rows: readonly { readonly agent_id: number }[]) => [
    ...new Set(rows.map((row) => row.agent_id)),
  ];
  return {
    userId,
    ownerExcludedAgentIds: ids(ownerExcluded),
    approverAgentIds: ids([
      ...named.filter((row) => row.role === 'approver'),
      ...administered,
      ...teamDecided.map((agentId) => ({ agent_id: agentId })),
    ]),
    escalationAgentIds: ids([...named.filter((row) => row.role === 'escalation'), ...adminEscalations]),
  };
}

/** Agents whose deadlines escalate and that name no escalation approver: administrators are next. */
function agentsEscalatingToAdministrators(db: Kysely<Database>) {
  return db
    .selectFrom('agents')
    .select('agents.id as agent_id')
    .where((eb) =>
      eb.or([
        eb(
          'agents.id',
          'in',
          eb
            .selectFrom('agent_approval_policies')
            .select('agent_id')
            .where('deadline_action', '=', 'escalate'),
        ),
        eb(
          'agents.id',
          'in',
          eb
            .selectFrom('agent_operation_approval_policies')
            .select('agent_id')
            .where('deadline_action', '=', 'escalate'),
        ),
      ]),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('agent_approvers')
            .select('agent_approvers.id')
            .whereRef('agent_approvers.agent_id', '=', 'agents.id')
            .where('agent_approvers.role', '=', 'escalation'),
        ),
      ),
    )
    .execute();
}

/**
 * Whether the person may open a task's decisions at all: its owner, an approver of its agent, or
 * an escalation approver of a call of it that escalated. Anyone else is told the task does not
 * exist. Which calls they may decide is the ballot's to say.
 */
export async function mayOpenTaskDecisions(
  db: Kysely<Database>,
  reach: ApproverReach,
  task: { readonly id: number; readonly user_id: number; readonly agent_id: number },
): Promise<boolean> {
  if (task.user_id === reach.userId || reach.approverAgentIds.includes(task.agent_id)) return true;
  if (!reach.escalationAgentIds.includes(task.agent_id)) return false;
  const escalated = await db
    .selectFrom('tool_call_deadlines')
    .select('tool_call_id')
    .where('task_id', '=', task.id)
    .where('outcome', '=', 'escalated')
    .executeTakeFirst();
  return escalated !== undefined;
}
