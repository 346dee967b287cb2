// The approval inbox at scale: `agents` agents of one user, each with tasks paused on one `add`
// call awaiting approval, `calls` calls in all — inserted directly (a task, its pending state and
// its call per row), as a busy installation would hold them after many runs.

import { nowIso, queuedTaskValues } from '@spora/server';
import { sql } from 'kysely';
import { addToolClass } from './add-tool.mjs';
import { insertAgent } from './spora-seed.mjs';

const batch = 100;

export async function seedInbox(db, userId, { agents, calls }) {
  const agentIds = [];
  for (let index = 0; index < agents; index++) {
    const agent = await insertAgent(db, userId, `Inbox ${index}`, {
      tools: { [addToolClass]: 'add' },
      approval: true,
    });
    agentIds.push(agent.id);
  }
  const parked = [];
  for (let start = 0; start < calls; start += batch) {
    const count = Math.min(batch, calls - start);
    const now = nowIso();
    await db.transaction().execute(async (trx) => {
      const tasks = await trx
        .insertInto('tasks')
        .values(
          Array.from({ length: count }, (_, offset) => {
            const index = start + offset;
            const args = { a: index, b: 1 };
            return {
              ...queuedTaskValues({
                agentId: agentIds[index % agents],
                userId,
                runnerUserId: null,
                prompt: `bench steps=1 delay=0 inbox ${index}`,
                maxSteps: 3,
                parentTaskId: null,
                data: null,
              }),
              status: 'PENDING_APPROVAL',
              step_count: 1,
              pending_state: JSON.stringify({
                version: 1,
                pending_calls: [{ provider_call_id: `inbox-${index}`, tool_name: 'add', arguments: args }],
                paused_at: now,
              }),
            };
          }),
        )
        .returning(['id', 'agent_id'])
        .execute();
      await trx
        .insertInto('tool_calls')
        .values(
          tasks.map((task, offset) => ({
            task_id: task.id,
            agent_id: task.agent_id,
            task_history_id: null,
            call_index: 0,
            provider_call_id: `inbox-${start + offset}`,
            tool_name: 'add',
            tool_class: addToolClass,
            operation: 'add',
            requires_approval: 1,
            status: 'PENDING_APPROVAL',
            proposed_arguments: JSON.stringify({ a: start + offset, b: 1 }),
            human_description: `add ${start + offset} and 1`,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      for (const [offset, task] of tasks.entries())
        parked.push({ taskId: task.id, callId: `inbox-${start + offset}` });
    });
  }
  // Statistics as a running installation's autovacuum keeps them, so the planner sees the rows.
  await sql.raw('analyze').execute(db);
  return parked;
}
