import { ToolResult } from '@spora/sdk';
import type { Transaction } from 'kysely';
import type { Database, RehearsalApproval } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import { resolveLlmConfiguration } from '../../llm/llm-configuration-resolver.js';
import { isProposedRule } from '../../rehearsals/proposed-rules.js';
import { runsInRehearsal, simulateResult } from '../../rehearsals/simulated-result.js';
import { unknownPrice } from '../../usage/model-price.js';
import type { EnabledTool } from '../agent-toolset.js';
import type { ModelSpend } from '../history.js';
import type { PlannedCall } from '../tool-call-plan.js';
import { whileRunHoldsTask } from './held-task-condition.js';
import type { RunState } from './run-state.js';

/**
 * The loop in a rehearsal task (`tasks.rehearsal_id`): no call waits for a person, and a call that
 * is not run for real (see `runsInRehearsal`) gets a simulated result instead of running.
 */

/** Whether the run's task is a rehearsal's. */
export function rehearsing(run: RunState): boolean {
  return run.task.rehearsal_id !== null;
}

/**
 * A rehearsal's calls as planned: one that would have waited for a person runs (simulated unless
 * it only reads), marked as asked; what rules allow or deny stays as decided.
 */
export function rehearsedPlans(run: RunState, planned: PlannedCall[]): PlannedCall[] {
  if (!rehearsing(run)) return planned;
  return planned.map((plan) =>
    plan.kind === 'await-approval'
      ? { ...plan, kind: 'run', rule: null, rehearsalAsked: { rule: plan.rule } }
      : plan,
  );
}

/** What approval a rehearsal's planned call would have needed; null: none. */
function approvalOf(plan: PlannedCall): RehearsalApproval | null {
  if (plan.kind === 'refused') {
    if (plan.status !== 'REJECTED' || plan.rule === null) return null;
    return isProposedRule(plan.rule) ? 'proposed_denied' : 'rule_denied';
  }
  if (plan.rehearsalAsked) {
    const asking = plan.rehearsalAsked.rule;
    return asking !== null && isProposedRule(asking) ? 'proposed_asked' : 'asked';
  }
  if (plan.rule === null) return null;
  return isProposedRule(plan.rule) ? 'proposed_allowed' : 'rule_allowed';
}

/**
 * Marks the rows `callIds` (inserted for `planned`, in order) with the approval each would have
 * needed, and an asked call with the rule that would have asked, in the write that inserted them.
 * Returns whether the run is a rehearsal's (and its calls were marked).
 */
export async function markRehearsalApprovals(
  run: RunState,
  trx: Transaction<Database>,
  planned: readonly PlannedCall[],
  callIds: readonly number[],
): Promise<boolean> {
  if (!rehearsing(run)) return false;
  for (const [index, plan] of planned.entries()) {
    const approval = approvalOf(plan);
    const rowId = callIds[index];
    if (approval === null || rowId === undefined) continue;
    const rule = plan.kind !== 'refused' && plan.rehearsalAsked ? plan.rehearsalAsked.rule : null;
    const marked = await trx
      .updateTable('tool_calls')
      .set({
        rehearsal_approval: approval,
        ...(rule && !isProposedRule(rule) && { rule_id: rule.id, rule_version: rule.version }),
      })
      .where('id', '=', rowId)
      .returningAll()
      .executeTakeFirst();
    if (marked) run.knownCalls.set(marked.id, marked);
  }
  return true;
}

/** Whether a call of the run runs for real: always outside rehearsals. */
export function runsForReal(run: RunState, tool: EnabledTool, operation: string): boolean {
  if (!rehearsing(run)) return true;
  const declared = tool.allowedOperations.find((candidate) => candidate.name === operation);
  return runsInRehearsal(tool.registered.toolClass, declared);
}

/**
 * The simulated result of a rehearsal's call that does not run: the source it came from is stored
 * on its row at once, so the call's record says it was never run whatever becomes of the run.
 */
export async function simulateCall(
  run: RunState,
  tool: EnabledTool,
  operation: string,
  args: Readonly<Record<string, unknown>>,
  rowId: number | null,
): Promise<{
  readonly result: ToolResult;
  readonly simulatedFrom: string;
  readonly spend: ModelSpend | null;
}> {
  const rehearsal = run.rehearsal;
  if (rehearsal === null) throw new Error('A rehearsal task runs without its rehearsal.');
  const row = rowId === null ? undefined : run.knownCalls.get(rowId);
  const storedArgs = row
    ? [row.approved_arguments, row.proposed_arguments].flatMap((text) =>
        text === null ? [] : [parsed(text)],
      )
    : [];
  const simulated = await simulateResult(
    run.deps.db,
    rehearsal,
    {
      agentId: run.agent.id,
      agentOwnerId: run.agent.user_id,
      toolClass: tool.registered.toolClass,
      toolName: tool.definition.name,
      toolDescription: tool.registered.metadata.description,
      operation,
      operationDescription:
        tool.allowedOperations.find((candidate) => candidate.name === operation)?.description ?? operation,
      discriminatorKey: tool.registered.metadata.discriminatorKey,
      args,
      storedArgs,
    },
    () => taskModel(run),
    run.stop.tools,
  );
  if (rowId !== null) {
    const marked = await run.deps.db
      .updateTable('tool_calls')
      .set({
        simulated_from: simulated.from,
        simulated_from_call_id: simulated.fromCallId,
        updated_at: nowIso(),
      })
      .where('id', '=', rowId)
      .where('status', '=', 'EXECUTING')
      .where(whileRunHoldsTask(run))
      .returningAll()
      .executeTakeFirst();
    if (marked) run.knownCalls.set(marked.id, marked);
  }
  const result = simulated.success ? ToolResult.ok(simulated.content) : ToolResult.error(simulated.content);
  // Charged at the run's prices; a run that resolved none (it only re-simulates) records no price.
  const spend =
    simulated.spent === null
      ? null
      : {
          ...simulated.spent,
          pricing: run.model?.prices.pricingOf(simulated.spent.model) ?? unknownPrice,
        };
  return { result, simulatedFrom: simulated.from, spend };
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The model the task answers with, which invents results; null when none resolves. */
async function taskModel(run: RunState) {
  if (run.model) return run.model.driver;
  const resolved = await resolveLlmConfiguration(run.deps.db, run.agent, run.task.llm_driver_config_id);
  if (!resolved) return null;
  try {
    return run.deps.drivers(resolved.configuration);
  } catch {
    return null;
  }
}
