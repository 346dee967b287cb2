import type { Kysely, Transaction } from 'kysely';
import type { Database, RehearsalSourceKind } from '../db/index.js';
import { RehearsalError } from './rehearsal-error.js';

/** What a rehearsal repeats: one prompt, the prompts of the agent's last tasks, or a saved set. */
export type RehearsalSource =
  | { readonly kind: 'prompt'; readonly prompt: string }
  | { readonly kind: 'past_tasks'; readonly count: number }
  | { readonly kind: 'prompt_set'; readonly prompt_set_id: number };

export const maxPastTasks = 20;

/** One prompt to rehearse, and the past task it repeats (`past_tasks` only). */
export interface RehearsedPrompt {
  readonly prompt: string;
  readonly ofTaskId: number | null;
}

export interface ResolvedSource {
  readonly kind: RehearsalSourceKind;
  readonly promptSetId: number | null;
  readonly prompts: readonly RehearsedPrompt[];
}

interface Rehearser {
  readonly agentId: number;
  readonly agentOwnerId: number;
  readonly userId: number;
}

/** The prompts a source stands for, read inside the transaction that queues them. */
export async function resolveSource(
  trx: Transaction<Database>,
  source: RehearsalSource,
  who: Rehearser,
): Promise<ResolvedSource> {
  switch (source.kind) {
    case 'prompt':
      if (source.prompt.trim() === '') throw RehearsalError.invalid({ 'source.prompt': 'must not be empty' });
      return { kind: 'prompt', promptSetId: null, prompts: [{ prompt: source.prompt, ofTaskId: null }] };
    case 'past_tasks':
      return {
        kind: 'past_tasks',
        promptSetId: null,
        prompts: await pastTaskPrompts(trx, source.count, who),
      };
    case 'prompt_set':
      return {
        kind: 'prompt_set',
        promptSetId: source.prompt_set_id,
        prompts: await promptSetPrompts(trx, source.prompt_set_id, who.agentId),
      };
  }
}

/**
 * The agent's last `count` top-level tasks that were real work and that the person may see (their
 * own, or every one when they own the agent), newest first, each with its first prompt.
 */
export async function pastTaskPrompts(
  db: Kysely<Database> | Transaction<Database>,
  count: number,
  who: Rehearser,
): Promise<RehearsedPrompt[]> {
  if (!Number.isInteger(count) || count < 1 || count > maxPastTasks)
    throw RehearsalError.invalid({ 'source.count': `must be a whole number from 1 to ${maxPastTasks}` });
  const tasks = await db
    .selectFrom('tasks')
    .select(['id', 'user_prompt'])
    .where('agent_id', '=', who.agentId)
    .where('parent_task_id', 'is', null)
    .where('rehearsal_id', 'is', null)
    .$if(who.userId !== who.agentOwnerId, (query) => query.where('user_id', '=', who.userId))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(count)
    .execute();
  if (tasks.length === 0)
    throw new RehearsalError('NO_PAST_TASKS', 'The agent has no past tasks of yours to rehearse.', {
      agent_id: who.agentId,
    });
  return tasks.map((task) => ({ prompt: task.user_prompt, ofTaskId: task.id }));
}

async function promptSetPrompts(
  trx: Transaction<Database>,
  promptSetId: number,
  agentId: number,
): Promise<RehearsedPrompt[]> {
  const set = await trx
    .selectFrom('rehearsal_prompt_sets')
    .select('prompts')
    .where('id', '=', promptSetId)
    .where('agent_id', '=', agentId)
    .executeTakeFirst();
  if (!set) throw RehearsalError.notFound(`Prompt set #${promptSetId}`);
  return (JSON.parse(set.prompts) as string[]).map((prompt) => ({ prompt, ofTaskId: null }));
}
