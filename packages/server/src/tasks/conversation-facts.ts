import type { Kysely } from 'kysely';
import type { Database, Task } from '../db/index.js';
import { parseStoredSettings } from '../llm/llm-configuration-settings.js';
import { conversationTitle, loadFirstPrompts } from './conversation-title.js';

/** The configuration that answers a conversation's next turn. */
export interface AnsweringModel {
  readonly llm_driver_config_id: number;
  readonly name: string;
  /** The model its settings name; null when they name none. */
  readonly model: string | null;
}

/** What a conversation's list item shows besides its task row. */
export interface ConversationFacts {
  /** The title a person gave the conversation, else one derived from its first prompt. */
  readonly title: string;
  readonly answering_model: AnsweringModel | null;
  /** Its tool calls a person or a rule rejected. */
  readonly rejected_call_count: number;
  /** Its tool calls that ran and failed, or ended without a successful result (refused, interrupted). */
  readonly failed_call_count: number;
}

type TaskKeys = Pick<Task, 'id' | 'agent_id' | 'user_id' | 'llm_driver_config_id' | 'title' | 'user_prompt'>;

interface Candidate {
  readonly id: number;
  readonly name: string;
  readonly settings: string;
  readonly user_id: number | null;
  readonly is_global: number;
  readonly is_default: number;
}

/**
 * The facts of a page of conversations in five queries whatever the page's size: the first
 * prompts of those without a title, the agents' and owners' configuration choices, the
 * configurations they name, and the calls' counts grouped by task. The model is resolved as the
 * loop resolves it (`resolveLlmConfiguration`): the conversation's choice, else the agent's, else
 * the owner's preferred one, else the global default, skipping a configuration the owner may not
 * use.
 */
export async function loadConversationFacts(
  db: Kysely<Database>,
  tasks: readonly TaskKeys[],
): Promise<Map<number, ConversationFacts>> {
  if (tasks.length === 0) return new Map();
  const factsOf = await readConversationFacts(
    db,
    tasks.map((task) => task.id),
  );
  return factsOf(tasks);
}

/**
 * The facts' five queries, made by the tasks' ids alone and started together: each chooses its
 * rows through the tasks' own (a task's agent, owner and choices), so none waits for the tasks'
 * rows, or for another. The answer resolves the facts of the rows read with them.
 */
export async function readConversationFacts(
  db: Kysely<Database>,
  taskIds: readonly number[],
): Promise<(tasks: readonly TaskKeys[]) => Map<number, ConversationFacts>> {
  const tasksRead = db.selectFrom('tasks').where('id', 'in', taskIds);
  const agentIds = tasksRead.select('agent_id');
  const userIds = tasksRead.select('user_id');
  const [firstPrompts, agents, preferences, counts, configurations] = await Promise.all([
    loadFirstPrompts(db, tasksRead.select('id').where('title', 'is', null)),
    db.selectFrom('agents').select(['id', 'llm_driver_config_id']).where('id', 'in', agentIds).execute(),
    db
      .selectFrom('user_preferences')
      .select(['user_id', 'preferred_llm_config_id'])
      .where('user_id', 'in', userIds)
      .execute(),
    callCounts(db, taskIds),
    db
      .selectFrom('llm_driver_configurations')
      .select(['id', 'name', 'settings', 'user_id', 'is_global', 'is_default'])
      .where((eb) =>
        eb.or([
          eb('id', 'in', tasksRead.select('llm_driver_config_id')),
          eb('id', 'in', eb.selectFrom('agents').select('llm_driver_config_id').where('id', 'in', agentIds)),
          eb(
            'id',
            'in',
            eb
              .selectFrom('user_preferences')
              .select('preferred_llm_config_id')
              .where('user_id', 'in', userIds),
          ),
          eb.and([eb('is_global', '=', 1), eb('is_default', '=', 1)]),
        ]),
      )
      .execute(),
  ]);
  const agentChoice = new Map(agents.map((agent) => [agent.id, agent.llm_driver_config_id]));
  const preferred = new Map(preferences.map((row) => [row.user_id, row.preferred_llm_config_id]));
  const byId = new Map(configurations.map((configuration) => [configuration.id, configuration]));
  const globalDefault = configurations.find((row) => row.is_global === 1 && row.is_default === 1);
  return (tasks) => {
    const facts = new Map<number, ConversationFacts>();
    for (const task of tasks) {
      const usable = (id: number | null | undefined): Candidate | undefined => {
        const candidate = id === null || id === undefined ? undefined : byId.get(id);
        return candidate && (candidate.is_global === 1 || candidate.user_id === task.user_id)
          ? candidate
          : undefined;
      };
      const own = task.llm_driver_config_id ?? agentChoice.get(task.agent_id) ?? null;
      const answering = usable(own) ?? usable(preferred.get(task.user_id)) ?? globalDefault;
      const count = counts.get(task.id);
      facts.set(task.id, {
        title: conversationTitle(task.title, firstPrompts.get(task.id) ?? task.user_prompt),
        answering_model: answering ? answeringModel(answering) : null,
        rejected_call_count: count?.rejected ?? 0,
        failed_call_count: count?.failed ?? 0,
      });
    }
    return facts;
  };
}

function answeringModel(configuration: Candidate): AnsweringModel {
  const model = parseStoredSettings(configuration.settings)?.model;
  return {
    llm_driver_config_id: configuration.id,
    name: configuration.name,
    model: typeof model === 'string' && model.trim() !== '' ? model : null,
  };
}

/**
 * Rejected and failed calls per task, one grouped query. A failed call is one whose status is
 * FAILED or whose result says it did not succeed (`result_success` 0: refused as invalid or
 * disabled, interrupted); a rejected call also carries an unsuccessful result and counts as
 * rejected only.
 */
async function callCounts(
  db: Kysely<Database>,
  taskIds: readonly number[],
): Promise<Map<number, { rejected: number; failed: number }>> {
  const rows = await db
    .selectFrom('tool_calls')
    .select((eb) => [
      'task_id',
      eb.fn
        .sum<number | string | null>(eb.case().when('status', '=', 'REJECTED').then(1).else(0).end())
        .as('rejected'),
      eb.fn
        .sum<number | string | null>(
          eb
            .case()
            .when(
              eb.and([
                eb('status', '!=', 'REJECTED'),
                eb.or([eb('status', '=', 'FAILED'), eb('result_success', '=', 0)]),
              ]),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as('failed'),
    ])
    .where('task_id', 'in', [...taskIds])
    .groupBy('task_id')
    .execute();
  // PostgreSQL sums as bigint, which `pg` returns as text.
  return new Map(
    rows.map((row) => [
      row.task_id,
      { rejected: Number(row.rejected ?? 0), failed: Number(row.failed ?? 0) },
    ]),
  );
}
