import { ToolResult, withOperation } from '@spora/sdk';
import type { ToolCall } from '../../db/index.js';
import { approvalOf } from '../../telemetry/tracing-approval.js';
import type { AgentToolset } from '../agent-toolset.js';
import { approvedEditNote } from '../edited-arguments.js';
import type { ExecutedCall } from '../run-records.js';
import { mapConcurrently } from '../tool-execution.js';
import { executeCall, loadToolset, mayStartCall, startCalls } from './call-execution.js';
import { end, type NextStep, next } from './next-step.js';
import type { RunState } from './run-state.js';
import { write } from './run-writes.js';
import { handBackAfterBatch, recordExecuted } from './turn-resolution.js';

/**
 * Calls a person approved run at the start of the next run, before the model is asked again:
 * approvals arrive while a task waits, so approved calls can only be pending when a run begins.
 */
export async function runApprovedCalls(run: RunState): Promise<NextStep> {
  const approved = run.openCalls.filter((call) => call.status === 'APPROVED');
  if (approved.length === 0) return next;
  const toolset = await loadToolset(run);
  // The first wave is marked executing in one write; the rest as each one's turn comes.
  const firstWave = approved.slice(0, run.deps.toolConcurrency);
  await write(run, async (trx) => {
    await startCalls(
      run,
      trx,
      firstWave.map((call) => call.id),
    );
    return [];
  });
  const outcomes = await mapConcurrently(
    approved,
    run.deps.toolConcurrency,
    (call) => runApproved(run, toolset, call),
    (call, index) => mayStartCall(run, call.id, index),
  );
  if (run.signal.aborted) return end;
  const executed = outcomes.flatMap((outcome) => (outcome.started ? [outcome.output] : []));
  const unstarted = approved.filter((_call, index) => !outcomes[index]?.started).map((call) => call.id);
  return {
    kind: 'record',
    build: async (trx) =>
      handBackAfterBatch(run, unstarted, await recordExecuted(run, trx, executed, null), trx),
  };
}

async function runApproved(run: RunState, toolset: AgentToolset, call: ToolCall): Promise<ExecutedCall> {
  const tool = toolset.find(call.tool_name);
  const operation = call.operation ?? 'default';
  const site = { rowId: call.id, providerCallId: call.provider_call_id, toolName: call.tool_name };
  if (!tool?.isOperationEnabled(operation)) {
    const message = `The tool "${call.tool_name}" (operation "${operation}") is no longer enabled for this agent.`;
    return { ...site, result: ToolResult.error(message), requests: [] };
  }
  const decided = JSON.parse(call.approved_arguments ?? call.proposed_arguments) as Record<string, unknown>;
  // A single-operation call may have left the discriminator out; the tool dispatches on it.
  const args = withOperation(tool.registered.metadata, decided, operation);
  const editNote = approvedEditNote(tool, operation, call.proposed_arguments, call.approved_arguments);
  return {
    ...site,
    ...(await executeCall(
      run,
      tool,
      operation,
      call.provider_call_id,
      args,
      () => approvalOf(call),
      call.id,
    )),
    ...(editNote === null ? {} : { editNote }),
  };
}
