import type { ToolResult } from '@spora/sdk';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import { type ToolApproval, traceSimulatedFrom, traceToolCall } from '../../telemetry/tracing-tool.js';
import type { TaskControlRequest } from '../../tools/index.js';
import { type AgentToolset, type EnabledTool, loadAgentToolset } from '../agent-toolset.js';
import type { ModelSpend } from '../history.js';
import { insertPlannedCall, type RanCall, recordCallResult } from '../run-statements.js';
import { TaskControlRecorder } from '../task-control-recorder.js';
import type { PlannedCall } from '../tool-call-plan.js';
import { toolCallStatusesAllowing, toolCallStatusOn } from '../tool-call-transitions.js';
import { describeToolsFor } from '../tool-description.js';
import { executeToolSafely } from '../tool-execution.js';
import { whileRunHoldsTask } from './held-task-condition.js';
import { runsForReal, simulateCall } from './rehearsal-calls.js';
import type { RunState } from './run-state.js';

/** How a run carries out one call: its tools, its row, whether it may start, and the call itself. */

/** The agent's enabled tools (with a rehearsal's proposed toggles), read once per run. */
export async function loadToolset(run: RunState): Promise<AgentToolset> {
  if (run.toolset) return run.toolset;
  const load = () =>
    loadAgentToolset(
      run.deps.db,
      run.deps.tools,
      { id: run.agent.id, ownerUserId: run.agent.user_id },
      describeToolsFor(run.deps.toolEnvironment, run.agent.id, run.principal, run.log),
      run.proposal()?.tools,
    );
  let toolset = await load();
  // A tool source registered a moment ago elsewhere (an MCP server added through another
  // process's or thread's API) may not have reached this registry yet. Read again only when one
  // of the missing tools is there now: an agent whose tool is gone for good costs no second read.
  if (toolset.unregistered.length > 0) {
    await run.deps.catchUpTools?.(toolset.unregistered);
    if (toolset.unregistered.some((toolClass) => run.deps.tools.get(toolClass))) toolset = await load();
  }
  run.toolset = toolset;
  return toolset;
}

/** What running a call gave: its result, the delegation requests it made, and whether it was cut short. */
export interface CallOutcome {
  readonly result: ToolResult;
  readonly requests: TaskControlRequest[];
  readonly cutShort: boolean;
  /** What a model was paid to invent a rehearsal's simulated result. */
  readonly spend?: ModelSpend;
}

/**
 * Runs one call, or in a rehearsal gives a call that must not run its simulated result (see
 * `rehearsal-calls.ts`); `rowId` is its row, when inserted before it runs.
 */
export async function executeCall(
  run: RunState,
  tool: EnabledTool,
  operation: string,
  providerCallId: string,
  args: Readonly<Record<string, unknown>>,
  /** How the call came to run; asked only while tracing is on. */
  approval: () => ToolApproval,
  rowId: number | null,
): Promise<CallOutcome> {
  const recorder = new TaskControlRecorder(run.deps.db, run.agent);
  const describe = () => ({
    toolName: tool.definition.name,
    callId: providerCallId,
    operation,
    approval: approval(),
    args,
    rehearsalId: run.task.rehearsal_id,
  });
  if (!runsForReal(run, tool, operation)) {
    const simulation: { spend: ModelSpend | null } = { spend: null };
    const result = await traceToolCall(describe, async () => {
      const simulated = await simulateCall(run, tool, operation, args, rowId);
      traceSimulatedFrom(simulated.simulatedFrom);
      simulation.spend = simulated.spend;
      return simulated.result;
    });
    const { spend } = simulation;
    return { result, requests: [], cutShort: run.stop.graceEnded, ...(spend && { spend }) };
  }
  const result = await traceToolCall(describe, () =>
    executeToolSafely(
      tool,
      args,
      {
        taskControl: recorder,
        agentId: run.agent.id,
        taskId: run.taskId,
        toolCallId: providerCallId,
        operation,
        principal: run.principal,
        signal: run.stop.tools,
      },
      run.deps.toolEnvironment,
    ),
  );
  return { result, requests: recorder.requests, cutShort: run.stop.graceEnded };
}

/**
 * Whether the call at `index` of a batch may start now. The first wave was marked executing with
 * the batch; a later call is marked when its turn comes, and only while the task is still this
 * run's: once an abort has closed it, it never starts.
 */
export async function mayStartCall(run: RunState, rowId: number, index: number): Promise<boolean> {
  if (run.stop.draining.aborted) return false;
  if (index < run.deps.toolConcurrency) return true;
  return run.deps.db.transaction().execute(async (trx) => {
    const started = await trx
      .updateTable('tool_calls')
      .set({ status: toolCallStatusOn('started'), execution_started_at: nowIso(), updated_at: nowIso() })
      .where('id', '=', rowId)
      .where('status', 'in', toolCallStatusesAllowing('started'))
      .where(whileRunHoldsTask(run))
      .returningAll()
      .execute();
    for (const row of started) run.knownCalls.set(row.id, row);
    if (started.length > 0) {
      await run.deps.events?.record(trx, [{ task: run.task, statusChanged: false, toolCalls: started }]);
    }
    return started.length > 0;
  });
}

/** Marks approved calls executing in one write, as a batch's first wave. */
export async function startCalls(
  run: RunState,
  trx: Transaction<Database>,
  rowIds: readonly number[],
): Promise<void> {
  const executing = await trx
    .updateTable('tool_calls')
    .set({ status: toolCallStatusOn('started'), execution_started_at: nowIso(), updated_at: nowIso() })
    .where('id', 'in', [...rowIds])
    .where('status', 'in', toolCallStatusesAllowing('started'))
    .returningAll()
    .execute();
  run.changedCalls.push(...executing);
  for (const row of executing) run.knownCalls.set(row.id, row);
}

/** Inserts a planned call (see `insertPlannedCall`) and remembers its row. */
export async function insertToolCall(
  run: RunState,
  trx: Transaction<Database>,
  plan: PlannedCall,
  index: number,
  assistantRowId: number,
  status: 'EXECUTING' | 'APPROVED' | null,
  ran: RanCall | null = null,
): Promise<number> {
  const row = await insertPlannedCall(trx, {
    taskId: run.taskId,
    agentId: run.agent.id,
    plan,
    index,
    assistantRowId,
    status,
    ran,
  });
  run.changedCalls.push(row);
  run.knownCalls.set(row.id, row);
  return row.id;
}

/** Records an executing call's result and remembers how the call ended. */
export async function recordResult(
  run: RunState,
  trx: Transaction<Database>,
  toolCallId: number,
  result: ToolResult,
): Promise<void> {
  run.changedCalls.push(...(await recordCallResult(trx, toolCallId, result, run.knownCalls.get(toolCallId))));
}
