import type { Transaction } from 'kysely';
import { loadApplicableRules, RuleBook, ruleLabel } from '../../approvals/index.js';
import type { Database } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import { proposedRuleRows } from '../../rehearsals/proposed-rules.js';
import { type DecisionToRecord, recordDecisions } from '../tool-call-decisions.js';
import type { PlannedCall } from '../tool-call-plan.js';
import { markRehearsalApprovals } from './rehearsal-calls.js';
import type { RunState } from './run-state.js';

/**
 * The approval rules at the loop's gate: read once per run, at its first turn with calls (a run
 * that only answers reads none), and the decisions they make appended to the decision record in
 * the transaction that inserts the calls.
 */
export async function rulesFor(run: RunState): Promise<RuleBook> {
  if (run.rules) return run.rules;
  const { rules, quorumOperations } = await loadApplicableRules(run.deps.db, {
    ownerUserId: run.agent.user_id,
    agentId: run.agent.id,
    taskId: run.taskId,
  });
  // A rehearsal tries its proposed rules first, as if they stood at the top of the list.
  const proposed = proposedRuleRows(run.proposal()?.approval_rules ?? [], run.agent);
  run.rules = new RuleBook([...proposed, ...rules], quorumOperations);
  return run.rules;
}

/**
 * Records what rules decided among `planned` (inserted as the rows `callIds` name, in the same
 * order): an allowed
 * call as approved and a denied one as rejected, each naming the rule and its version. A rule
 * that asked for a person records nothing yet; the person's decision will be recorded.
 */
export async function recordRuleDecisions(
  run: RunState,
  trx: Transaction<Database>,
  planned: readonly PlannedCall[],
  callIds: readonly number[],
): Promise<void> {
  // A rehearsal's calls are decided by nobody: what the rules would have done is marked on the
  // calls, and the decision record (an audit trail of real decisions) is left as it is.
  if (await markRehearsalApprovals(run, trx, planned, callIds)) return;
  const decided = planned.flatMap((plan, index): DecisionToRecord[] => {
    const call = run.knownCalls.get(callIds[index] ?? -1);
    if (plan.rule === null || call === undefined) return [];
    if (plan.kind === 'run') {
      return [
        {
          call,
          decision: 'approve',
          reason: null,
          runArguments: { ...plan.args },
          decidedByRule: ruleLabel(plan.rule),
        },
      ];
    }
    if (plan.kind === 'refused') {
      return [
        {
          call,
          decision: 'reject',
          reason: plan.message,
          runArguments: null,
          decidedByRule: ruleLabel(plan.rule),
        },
      ];
    }
    return [];
  });
  if (decided.length === 0) return;
  const recorded = await recordDecisions(trx, decided, {
    task: { agent_id: run.agent.id, user_id: run.task.user_id },
    via: 'per_call',
    channel: 'rule',
    decidedBy: null,
    at: nowIso(),
  });
  run.changedDecisions.push(...recorded);
}
