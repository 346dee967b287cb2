import type { Kysely } from 'kysely';
import type { Database, DecisionChannel, Task, ToolCall } from '../../src/db/index.js';
import { queuedTaskValues } from '../../src/orchestrator/index.js';
import { recordDecisions } from '../../src/orchestrator/tool-call-decisions.js';
import { createAgent, createUser } from './seed.js';

const at = '2026-01-01T00:00:00.000Z';

/** A member's task with `count` calls awaiting a decision, as rows, for the decision record. */
export async function seedPendingCalls(
  db: Kysely<Database>,
  count: number,
  userId?: number,
): Promise<{ task: Task; calls: ToolCall[] }> {
  const owner = userId ?? (await createUser(db)).id;
  const agent = await createAgent(db, owner);
  const task = await db
    .insertInto('tasks')
    .values(
      queuedTaskValues({
        agentId: agent.id,
        userId: owner,
        runnerUserId: null,
        prompt: 'x',
        maxSteps: 5,
        parentTaskId: null,
        data: null,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  const calls = await db
    .insertInto('tool_calls')
    .values(
      Array.from({ length: count }, (_, index) => ({
        task_id: task.id,
        agent_id: agent.id,
        task_history_id: null,
        call_index: index,
        provider_call_id: `c${index}`,
        tool_name: 'files',
        operation: 'read',
        requires_approval: 1 as const,
        status: 'PENDING_APPROVAL' as const,
        proposed_arguments: `{"path":"/${index}","mode":"r"}`,
        created_at: at,
        updated_at: at,
      })),
    )
    .returningAll()
    .execute();
  return { task, calls };
}

/** Records an approval of each call as proposed, in one transaction. */
export function recordApprovals(
  db: Kysely<Database>,
  task: Task,
  calls: readonly ToolCall[],
  channel: DecisionChannel = 'api',
) {
  return db.transaction().execute((trx) =>
    recordDecisions(
      trx,
      calls.map((call) => ({
        call,
        decision: 'approve',
        reason: null,
        runArguments: { mode: 'r', path: `/${call.call_index}` },
      })),
      { task, via: 'per_call', channel, decidedBy: task.user_id, at },
    ),
  );
}
