import type { Kysely } from 'kysely';
import type { ApprovalRuleOutcome, Database, ToolCallDecisionKind } from '../../db/index.js';
import type { ToolRegistry } from '../../tools/index.js';
import type { RuleDefinition } from './approval-rule.js';
import { operationSchema } from './operation-schema.js';
import { compileCondition } from './rule-condition.js';

/** One call a person decided, and what the draft rule would have done to it. */
export interface ReplayedCall {
  readonly call_id: number;
  readonly task_id: number;
  readonly agent_id: number;
  readonly agent_name: string | null;
  readonly tool_name: string;
  readonly operation: string | null;
  readonly decided: ToolCallDecisionKind;
  readonly decided_at: string;
  /** What the rule would have decided; null when it would not have matched. */
  readonly would: ApprovalRuleOutcome | null;
  /** Why the condition could not be evaluated on this call (a person would then have been asked). */
  readonly error: string | null;
}

/** What a rule would have done to the last calls people decided, before it is saved. */
export interface RuleReplay {
  readonly considered: number;
  readonly matched: number;
  /** Would have run without asking: calls a person approved (or edited) / rejected. */
  readonly allowed_approved: number;
  readonly allowed_rejected: number;
  /** Would have been refused: calls a person approved (or edited) / rejected. */
  readonly denied_approved: number;
  readonly denied_rejected: number;
  readonly asked: number;
  readonly errors: number;
  /** The matching calls first, newest first; at most `shownCalls`. */
  readonly calls: readonly ReplayedCall[];
}

const shownCalls = 50;

/**
 * Replays `definition` over the last `limit` calls decided by a person on the agents of
 * `ownerUserId` (every agent for a global rule, null), judged as the rule alone would have: what
 * it matches, against the arguments as the model proposed them.
 */
export async function replayRule(
  db: Kysely<Database>,
  tools: ToolRegistry,
  definition: RuleDefinition,
  ownerUserId: number | null,
  limit: number,
): Promise<RuleReplay> {
  const rows = await db
    .selectFrom('tool_call_decisions as d')
    .innerJoin('tool_calls as c', 'c.id', 'd.tool_call_id')
    .leftJoin('agents as a', 'a.id', 'd.agent_id')
    .select([
      'd.tool_call_id as call_id',
      'd.task_id',
      'd.agent_id',
      'a.name as agent_name',
      'c.tool_name',
      'c.operation',
      'c.proposed_arguments',
      'd.decision',
      'd.decided_at',
    ])
    .where('d.decided_by', 'is not', null)
    .$if(ownerUserId !== null, (query) => query.where('a.user_id', '=', ownerUserId as number))
    .$if(definition.agent_id !== null, (query) =>
      query.where('d.agent_id', '=', definition.agent_id as number),
    )
    .$if(definition.task_id !== null, (query) => query.where('d.task_id', '=', definition.task_id as number))
    .$if(definition.tool_name !== null, (query) =>
      query.where('c.tool_name', '=', definition.tool_name as string),
    )
    .$if(definition.operation !== null, (query) =>
      query.where('c.operation', '=', definition.operation as string),
    )
    .orderBy('d.sequence', 'desc')
    .limit(limit)
    .execute();
  const tool = definition.tool_name === null ? undefined : tools.findByLlmName(definition.tool_name);
  const compiled =
    definition.condition === null || tool === undefined
      ? null
      : compileCondition(definition.condition, operationSchema(tool, definition.operation));
  const condition = compiled?.ok ? compiled.condition : null;
  const seen = new Set<number>();
  const replayed: ReplayedCall[] = [];
  for (const row of rows) {
    // The latest decision on a call is the one that counted.
    if (seen.has(row.call_id)) continue;
    seen.add(row.call_id);
    const { proposed_arguments: proposed, ...call } = row;
    let would: ApprovalRuleOutcome | null = definition.outcome;
    let error: string | null = null;
    if (condition !== null) {
      const evaluated = condition.matches(parsedArguments(proposed));
      if (evaluated.ok) would = evaluated.value ? definition.outcome : null;
      else if (definition.outcome === 'allow') would = null;
      else [would, error] = ['ask', evaluated.error];
    }
    replayed.push({ ...call, decided: row.decision, would, error });
  }
  const count = (predicate: (call: ReplayedCall) => boolean) => replayed.filter(predicate).length;
  const approved = (call: ReplayedCall) => call.decided !== 'reject';
  return {
    considered: replayed.length,
    matched: count((call) => call.would !== null),
    allowed_approved: count((call) => call.would === 'allow' && approved(call)),
    allowed_rejected: count((call) => call.would === 'allow' && !approved(call)),
    denied_approved: count((call) => call.would === 'deny' && approved(call)),
    denied_rejected: count((call) => call.would === 'deny' && !approved(call)),
    asked: count((call) => call.would === 'ask'),
    errors: count((call) => call.error !== null),
    calls: [
      ...replayed.filter((call) => call.would !== null),
      ...replayed.filter((call) => call.would === null),
    ].slice(0, shownCalls),
  };
}

function parsedArguments(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
