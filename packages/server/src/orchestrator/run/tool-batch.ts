import type { LlmResponse } from '@spora/sdk';
import type { RuleReference } from '../../approvals/index.js';
import { nowIso, pipelined } from '../../db/index.js';
import type { ToolApproval } from '../../telemetry/tracing-tool.js';
import type { TurnPricing } from '../../usage/model-price.js';
import type { AgentToolset } from '../agent-toolset.js';
import type { NewHistoryEntry } from '../history.js';
import { type PendingCall, serializePendingState } from '../pending-state.js';
import { mayRunBeforeRecorded, type RecordableCall, settledLease, type TaskValues } from '../run-records.js';
import { type PlannedCall, planToolCalls } from '../tool-call-plan.js';
import { mapConcurrently } from '../tool-execution.js';
import { withDistinctCallIds } from '../turn-call-ids.js';
import { executeCall, insertToolCall, mayStartCall } from './call-execution.js';
import { end, type NextStep } from './next-step.js';
import { rehearsedPlans } from './rehearsal-calls.js';
import { recordRuleDecisions, rulesFor } from './rule-gate.js';
import type { RunState } from './run-state.js';
import { writeIntent } from './run-writes.js';
import { handBackAfterBatch, recordExecuted, refusalRow, resultRow } from './turn-resolution.js';

/**
 * The model's answer: a final one ends the task; otherwise its calls are planned, the ones that
 * may run run (bounded concurrency), and the batch is handed to the driver to record.
 */
export async function resolveResponse(
  run: RunState,
  toolset: AgentToolset,
  response: LlmResponse,
  pricing: TurnPricing,
): Promise<NextStep> {
  // One id per call, stored and sent back alike: each call gets one result and one approval.
  const toolCalls = withDistinctCallIds(response.toolCalls);
  const assistant: NewHistoryEntry = {
    role: 'assistant',
    text: response.text,
    toolCalls,
    blocks: response.blocks,
    usage: response.usage,
    model: response.model,
    pricing,
  };
  if (toolCalls.length === 0) {
    return {
      kind: 'settle',
      event: 'answered',
      values: { final_response: response.text ?? '' },
      entries: [assistant],
    };
  }
  const planned = rehearsedPlans(run, planToolCalls(toolset, toolCalls, await rulesFor(run)));
  if (planned.every(mayRunBeforeRecorded)) return runReadOnlyTurn(run, assistant, planned);
  const { callIds } = await writeIntent(run, async (trx, append) => {
    const [assistantRow] = await append([assistant]);
    const ids: number[] = [];
    let runPosition = 0;
    for (const [index, plan] of planned.entries()) {
      // Calls beyond the concurrency bound wait as APPROVED: one still waiting when the task
      // is stopped is known never to have run.
      const startsAtOnce =
        plan.kind === 'run' && runPosition++ < run.deps.toolConcurrency && !run.stop.draining.aborted;
      const status = plan.kind === 'run' ? (startsAtOnce ? 'EXECUTING' : 'APPROVED') : null;
      ids.push(await insertToolCall(run, trx, plan, index, assistantRow?.id ?? 0, status));
    }
    await recordRuleDecisions(run, trx, planned, ids);
    return { entries: [], task: null, callIds: ids };
  });

  const toRun = planned.flatMap((plan, index) =>
    plan.kind === 'run' ? [{ plan, rowId: callIds[index] as number }] : [],
  );
  const outcomes = await mapConcurrently(
    toRun,
    run.deps.toolConcurrency,
    async ({ plan, rowId }) => ({
      rowId,
      providerCallId: plan.call.id,
      toolName: plan.call.name,
      ...(await executeCall(
        run,
        plan.tool,
        plan.operation,
        plan.call.id,
        plan.args,
        () => approvalOfPlan(plan),
        rowId,
      )),
    }),
    ({ rowId }, index) => mayStartCall(run, rowId, index),
  );
  if (run.signal.aborted) return end;
  const executed = outcomes.flatMap((outcome) => (outcome.started ? [outcome.output] : []));
  const unstarted = toRun.filter((_call, index) => !outcomes[index]?.started).map((call) => call.rowId);
  const executedByRow = new Map(executed.map((call) => [call.rowId, call]));
  const pause = pauseFor(planned);
  // Results are written in the model's call order: refusals and executions interleaved as called.
  const ordered = planned.flatMap((plan, index): RecordableCall[] => {
    if (plan.kind === 'refused') return [{ refusal: plan }];
    const call = executedByRow.get(callIds[index] as number);
    return call ? [call] : [];
  });
  return {
    kind: 'record',
    build: async (trx) =>
      handBackAfterBatch(run, unstarted, await recordExecuted(run, trx, ordered, pause), trx),
  };
}

/** The pause a turn's calls that await approval put the task in; null when none awaits one. */
function pauseFor(planned: readonly PlannedCall[]): TaskValues | null {
  const awaiting = planned.flatMap((plan) => (plan.kind === 'await-approval' ? [plan] : []));
  if (awaiting.length === 0) return null;
  return {
    pending_state: serializePendingState(
      awaiting.map(
        (plan): PendingCall => ({
          provider_call_id: plan.call.id,
          tool_name: plan.call.name,
          arguments: plan.args,
        }),
      ),
      nowIso(),
    ),
    ...settledLease,
  };
}

/**
 * A turn whose calls only read (declared `readOnly`) or were refused: they run first, and the
 * turn, its calls and their results are recorded in one write. Nothing is marked before they
 * run, so a run that stops meanwhile keeps nothing of the turn: the next run asks the model
 * again, and calls that only read may simply run again.
 */
async function runReadOnlyTurn(
  run: RunState,
  assistant: NewHistoryEntry,
  planned: readonly PlannedCall[],
): Promise<NextStep> {
  const toRun = planned.flatMap((plan) => (plan.kind === 'run' ? [plan] : []));
  const outcomes = await mapConcurrently(
    toRun,
    run.deps.toolConcurrency,
    async (plan) => {
      const startedAt = nowIso();
      return {
        startedAt,
        ...(await executeCall(
          run,
          plan.tool,
          plan.operation,
          plan.call.id,
          plan.args,
          () => approvalOfPlan(plan),
          null,
        )),
      };
    },
    () => !run.stop.draining.aborted,
  );
  if (run.signal.aborted) return end;
  if (outcomes.some((outcome) => !outcome.started || outcome.output.cutShort)) {
    // Stopping gracefully before every call finished: the turn is dropped with its step.
    return { kind: 'hand_back', values: { step_count: run.task.step_count - 1 } };
  }
  const results = outcomes.flatMap((outcome) => (outcome.started ? [outcome.output] : []));
  let position = 0;
  const turn = planned.map((plan) =>
    plan.kind === 'refused'
      ? { plan, outcome: null }
      : { plan, outcome: results[position++] as (typeof results)[number] },
  );
  // A call that asks for delegation is recorded as running; its result is what delegation makes.
  // Every other result is stored with its call, and its row says nothing a call's id decides.
  const resultsStored = results.every((outcome) => outcome.requests.length === 0);
  return {
    kind: 'record',
    // The turn's row is its first statement.
    order: 'appends-first',
    build: async (trx, append) => {
      const [assistantRow] = await append([assistant]);
      const assistantRowId = assistantRow?.id ?? 0;
      // The calls are sent together, and the results' rows with them when they are stored: one
      // round trip on PostgreSQL, where each would otherwise wait for the one before.
      const together = await pipelined(trx);
      const inserts = turn.map(
        async ({ plan, outcome }, index): Promise<RecordableCall & { rowId: number }> => {
          if (outcome === null) {
            return {
              refusal: plan,
              rowId: await insertToolCall(run, together, plan, index, assistantRowId, null),
            };
          }
          const ran = {
            startedAt: outcome.startedAt,
            result: outcome.requests.length === 0 ? outcome.result : null,
          };
          const rowId = await insertToolCall(run, together, plan, index, assistantRowId, 'EXECUTING', ran);
          return {
            ...outcome,
            rowId,
            providerCallId: plan.call.id,
            toolName: plan.call.name,
            resultStored: ran.result !== null,
          };
        },
      );
      const rows = resultsStored
        ? turn.map(({ plan, outcome }) =>
            outcome === null
              ? refusalRow(plan)
              : resultRow(
                  { ...outcome, providerCallId: plan.call.id, toolName: plan.call.name },
                  outcome.result,
                ),
          )
        : [];
      const [calls] = await Promise.all([Promise.all(inserts), append(rows)]);
      await recordRuleDecisions(
        run,
        trx,
        planned,
        calls.map((call) => call.rowId),
      );
      if (resultsStored) return { entries: [], task: null, continues: true };
      return recordExecuted(run, trx, calls, null);
    },
  };
}

/** How a call the model made came to run at once: no approval needed, or a rule allowed it. */
function approvalOfPlan(plan: { readonly rule: RuleReference | null }): ToolApproval {
  return plan.rule === null
    ? { outcome: 'not_required' }
    : { outcome: 'allowed_by_rule', ruleId: plan.rule.id };
}
