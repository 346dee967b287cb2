import type { Kysely } from 'kysely';
import { canonicalJson } from '../db/canonical-json.js';
import type { Database } from '../db/index.js';
import type {
  CallApproval,
  CallExecution,
  CallIdentity,
  RehearsalCallView,
  RunDifferences,
} from './rehearsal-view.js';

/** The calls of a set of tasks as the report shows them, and how a rehearsed run differs from its past task. */

/** Calls of the given tasks, in the order they were made. */
export async function loadCalls(
  db: Kysely<Database>,
  taskIds: readonly number[],
): Promise<RehearsalCallView[]> {
  if (taskIds.length === 0) return [];
  const rows = await db
    .selectFrom('tool_calls')
    .innerJoin('agents', 'agents.id', 'tool_calls.agent_id')
    .select([
      'tool_calls.id',
      'tool_calls.task_id',
      'tool_calls.agent_id',
      'agents.name as agent_name',
      'tool_calls.tool_name',
      'tool_calls.tool_class',
      'tool_calls.operation',
      'tool_calls.status',
      'tool_calls.proposed_arguments',
      'tool_calls.approved_arguments',
      'tool_calls.result_success',
      'tool_calls.result_content',
      'tool_calls.simulated_from',
      'tool_calls.simulated_from_call_id',
      'tool_calls.rehearsal_approval',
      'tool_calls.rule_id',
    ])
    .where('tool_calls.task_id', 'in', taskIds)
    .orderBy('tool_calls.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    task_id: row.task_id,
    agent_id: row.agent_id,
    agent_name: row.agent_name,
    tool_name: row.tool_name,
    tool_class: row.tool_class,
    operation: row.operation,
    arguments: argumentsOf(row.approved_arguments ?? row.proposed_arguments),
    execution: executionOf(row.status, row.simulated_from !== null),
    simulated_from: row.simulated_from,
    simulated_from_call_id: row.simulated_from_call_id,
    approval: (row.rehearsal_approval ?? 'not_needed') as CallApproval,
    rule_id: row.rule_id,
    result: {
      success: row.result_success === null ? null : row.result_success === 1,
      content: row.result_content,
    },
  }));
}

function executionOf(status: string, simulated: boolean): CallExecution {
  if (simulated) return 'simulated';
  return status === 'REJECTED' || status === 'DISABLED' || status === 'INVALID' ? 'refused' : 'ran';
}

function argumentsOf(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const identityKey = (call: CallIdentity) => `${call.tool_name}\u0000${call.operation ?? ''}`;
const identity = (call: CallIdentity): CallIdentity => ({
  tool_name: call.tool_name,
  operation: call.operation,
});

/**
 * What changed between a past task and its rehearsal: the answer (compared without surrounding
 * white space), the calls one made and the other did not (counted per tool and operation), and the
 * arguments of calls both made, paired in the order they were made.
 */
export function runDifferences(
  past: { readonly final_response: string | null; readonly calls: readonly RehearsalCallView[] },
  rehearsed: { readonly final_response: string | null; readonly calls: readonly RehearsalCallView[] },
): RunDifferences {
  const pastByIdentity = groupByIdentity(past.calls);
  const rehearsedByIdentity = groupByIdentity(rehearsed.calls);
  const differences: RunDifferences = {
    answer_changed: (past.final_response ?? '').trim() !== (rehearsed.final_response ?? '').trim(),
    calls_only_in_rehearsal: [],
    calls_only_in_past: [],
    arguments_changed: [],
  };
  for (const key of new Set([...pastByIdentity.keys(), ...rehearsedByIdentity.keys()])) {
    const before = pastByIdentity.get(key) ?? [];
    const after = rehearsedByIdentity.get(key) ?? [];
    for (const [index, call] of after.entries()) {
      const counterpart = before[index];
      if (counterpart === undefined) differences.calls_only_in_rehearsal.push(identity(call));
      else if (canonicalJson(counterpart.arguments) !== canonicalJson(call.arguments))
        differences.arguments_changed.push({
          ...identity(call),
          past: counterpart.arguments,
          rehearsal: call.arguments,
        });
    }
    for (const call of before.slice(after.length)) differences.calls_only_in_past.push(identity(call));
  }
  return differences;
}

function groupByIdentity(calls: readonly RehearsalCallView[]): Map<string, RehearsalCallView[]> {
  const groups = new Map<string, RehearsalCallView[]>();
  for (const call of calls) {
    const key = identityKey(call);
    groups.set(key, [...(groups.get(key) ?? []), call]);
  }
  return groups;
}
