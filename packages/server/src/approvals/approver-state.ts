import type { Kysely } from 'kysely';
import type { Database, DeadlineAction } from '../db/index.js';
import { passedDeadlines } from './approver-deadlines.js';
import {
  type ApproverPolicy,
  deadlineAt,
  deadlineFor,
  loadApproverPolicies,
  quorumFor,
} from './approver-policy.js';
import { votesOnCalls } from './approver-votes.js';

/** A person as an approval shows them: their display name, else their e-mail address. */
export interface ApproverName {
  readonly user_id: number;
  readonly name: string;
}

/** Where a call stands with its approvers: who may decide, the votes so far, and its deadline. */
export interface ApprovalState {
  readonly quorum: number;
  /** Approvals cast so far that did not yet reach the quorum, oldest first. */
  readonly votes: (ApproverName & {
    readonly edited: boolean;
    readonly voted_at: string;
    /** Votes count together only when they approved the same arguments. */
    readonly arguments_digest: string;
  })[];
  /**
   * Named people who may decide now: the owner (unless left out), approvers, the approvers of teams
   * the agent is shared with, and escalation approvers once escalated.
   */
  readonly deciders: (ApproverName & {
    readonly as: 'owner' | 'approver' | 'team_approver' | 'escalation';
  })[];
  /** Administrators may decide too (the policy allows them, or the call escalated to them). */
  readonly administrators_decide: boolean;
  readonly deadline: { readonly at: string; readonly action: DeadlineAction } | null;
  /** When the deadline passed and the call was escalated; null before. */
  readonly escalated_at: string | null;
}

/** A call awaiting a decision, as much of it as its approval state needs. */
export interface WaitingCallFacts {
  readonly call_id: number;
  readonly agent_id: number;
  readonly task_user_id: number;
  readonly tool_class: string | null;
  readonly operation: string | null;
  readonly waiting_since: string;
}

/**
 * The approval state of each call, by call id: three reads for the agents' policies, one for the
 * votes, one for the passed deadlines and one for the names, whatever the number of calls.
 */
export async function approvalStatesOf(
  db: Kysely<Database>,
  calls: readonly WaitingCallFacts[],
): Promise<ReadonlyMap<number, ApprovalState>> {
  if (calls.length === 0) return new Map();
  const callIds = calls.map((call) => call.call_id);
  const agentIds = [...new Set(calls.map((call) => call.agent_id))];
  const [policyOf, votes, deadlines] = await Promise.all([
    loadApproverPolicies(db, agentIds),
    votesOnCalls(db, callIds),
    passedDeadlines(db, callIds),
  ]);
  const policies = [...policyOf.values()];
  const people = new Set<number>();
  for (const call of calls) people.add(call.task_user_id);
  for (const policy of policies)
    for (const id of [...policy.approverUserIds, ...policy.teamApproverUserIds, ...policy.escalationUserIds])
      people.add(id);
  for (const cast of votes.values()) for (const vote of cast) people.add(vote.user_id);
  const names = await namesOf(db, [...people]);
  const named = (userId: number): ApproverName => ({
    user_id: userId,
    name: names.get(userId) ?? `user #${userId}`,
  });
  const states = new Map<number, ApprovalState>();
  for (const call of calls) {
    const policy = policyOf.get(call.agent_id) as ApproverPolicy;
    const passed = deadlines.get(call.call_id);
    const escalatedAt = passed?.outcome === 'escalated' ? passed.passed_at : null;
    const deadline = deadlineFor(policy, call);
    const at = deadlineAt(deadline, call.waiting_since);
    const deciders: ApprovalState['deciders'][number][] = [];
    if (policy.ownerDecides) deciders.push({ ...named(call.task_user_id), as: 'owner' });
    for (const id of policy.approverUserIds) deciders.push({ ...named(id), as: 'approver' });
    for (const id of policy.teamApproverUserIds) {
      if (!deciders.some((decider) => decider.user_id === id))
        deciders.push({ ...named(id), as: 'team_approver' });
    }
    if (escalatedAt !== null)
      for (const id of policy.escalationUserIds) deciders.push({ ...named(id), as: 'escalation' });
    states.set(call.call_id, {
      quorum: quorumFor(policy, call),
      votes: (votes.get(call.call_id) ?? []).map((vote) => ({
        ...named(vote.user_id),
        edited: vote.edited === 1,
        voted_at: vote.created_at,
        arguments_digest: vote.arguments_digest,
      })),
      deciders,
      administrators_decide:
        policy.administratorsDecide || (escalatedAt !== null && policy.escalationUserIds.length === 0),
      deadline: deadline === null || at === null ? null : { at, action: deadline.action },
      escalated_at: escalatedAt,
    });
  }
  return states;
}

async function namesOf(
  db: Kysely<Database>,
  userIds: readonly number[],
): Promise<ReadonlyMap<number, string>> {
  if (userIds.length === 0) return new Map();
  const users = await db
    .selectFrom('users')
    .select(['id', 'display_name', 'email'])
    .where('id', 'in', userIds)
    .execute();
  return new Map(users.map((user) => [user.id, user.display_name ?? user.email]));
}
