import type { LlmDriver, OperationMetadata } from '@spora/sdk';
import type { Kysely } from 'kysely';
import type { Database, SimulatedFrom } from '../db/index.js';
import { type Invention, inventResult } from './invented-result.js';
import { findRecordedResult } from './recorded-result.js';
import type { RunRehearsal } from './run-rehearsal.js';
import { matchScriptedResult } from './scripted-results.js';

/**
 * The one tool whose effect stays inside the rehearsal: delegation only asks the loop to start
 * tasks, and those tasks are rehearsal tasks too, where the same rules hold.
 */
const delegationToolClass = 'core/HandoverTool';

/**
 * Whether a rehearsal runs an operation for real: one declared `readOnly`, or delegation (whose
 * sub-agent and handover tasks are rehearsed). Everything else is simulated.
 */
export function runsInRehearsal(toolClass: string, operation: OperationMetadata | undefined): boolean {
  return operation?.readOnly === true || toolClass === delegationToolClass;
}

/** A result a rehearsal gives instead of running a call, and where it came from. */
export interface SimulatedResult {
  readonly success: boolean;
  readonly content: string;
  readonly from: SimulatedFrom;
  /** For a recorded result: the past call it was taken from. */
  readonly fromCallId: number | null;
  /** For an invented result: what asking the model for it spent (null when it did not answer). */
  readonly spent: Invention['spent'];
}

export interface SimulatedCall {
  readonly agentId: number;
  readonly agentOwnerId: number;
  readonly toolClass: string;
  readonly toolName: string;
  readonly toolDescription: string;
  readonly operation: string;
  readonly operationDescription: string;
  /** The tool's discriminator parameter, left out when arguments are compared. */
  readonly discriminatorKey: string | null;
  /** The arguments as validated, then as stored on the call, in each form a past call may match. */
  readonly args: Readonly<Record<string, unknown>>;
  readonly storedArgs: readonly unknown[];
}

/**
 * The result of a call the rehearsal does not run, from the first source that has one: a result
 * recorded for the same call in the agent's real tasks, one the operator scripted, or one the
 * task's model invents (a failed result when it cannot).
 */
export async function simulateResult(
  db: Kysely<Database>,
  rehearsal: RunRehearsal,
  call: SimulatedCall,
  model: () => Promise<LlmDriver | null>,
  signal: AbortSignal,
): Promise<SimulatedResult> {
  const recorded = await findRecordedResult(db, {
    agentId: call.agentId,
    // Recorded results are read as past tasks are: a person who does not own the agent, their own.
    tasksOfUserId: rehearsal.userId === call.agentOwnerId ? null : rehearsal.userId,
    toolClass: call.toolClass,
    operation: call.operation,
    argumentForms: [call.args, ...call.storedArgs],
    discriminatorKey: call.discriminatorKey,
  });
  if (recorded) {
    return {
      success: recorded.success,
      content: recorded.content,
      from: 'recorded',
      fromCallId: recorded.callId,
      spent: null,
    };
  }
  const scripted = matchScriptedResult(rehearsal.scriptedResults, {
    toolClass: call.toolClass,
    operation: call.operation,
    args: call.args,
    discriminatorKey: call.discriminatorKey,
  });
  if (scripted) return { ...scripted.result, from: 'scripted', fromCallId: null, spent: null };
  const invented = await inventResult(await model(), call, signal);
  return { ...invented, from: 'invented', fromCallId: null };
}
