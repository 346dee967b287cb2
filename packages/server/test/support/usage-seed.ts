import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/index.js';
import { queuedTaskValues } from '../../src/orchestrator/new-task.js';

export interface SeededTurn {
  readonly at: string;
  readonly model: string | null;
  /** `null`: the turn's price was unknown. */
  readonly cost: number | null;
  readonly input?: number;
  readonly output?: number;
}

/** A completed task of `agentId` owned by `userId` whose model turns were recorded at the given times. */
export async function seedUsage(
  db: Kysely<Database>,
  owner: { readonly userId: number; readonly agentId: number },
  turns: readonly SeededTurn[],
): Promise<number> {
  const task = await db
    .insertInto('tasks')
    .values({
      ...queuedTaskValues({
        agentId: owner.agentId,
        userId: owner.userId,
        runnerUserId: owner.userId,
        prompt: 'Seeded',
        maxSteps: 50,
        parentTaskId: null,
        data: null,
      }),
      status: 'COMPLETED',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [sequence, turn] of turns.entries()) {
    await db
      .insertInto('task_history')
      .values({
        task_id: task.id,
        sequence,
        role: 'assistant',
        content: 'ok',
        created_at: turn.at,
        input_tokens: turn.input ?? 1000,
        output_tokens: turn.output ?? 100,
        reasoning_tokens: 0,
        cached_tokens: 0,
        cache_creation_tokens: 0,
        provider: 'openai',
        model: turn.model,
        cost: turn.cost,
        currency: turn.cost === null ? null : 'USD',
        price_source: turn.cost === null ? null : 'price_table',
        priced_as: turn.cost === null ? null : turn.model,
      })
      .execute();
  }
  return task.id;
}
