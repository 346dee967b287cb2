import type { Kysely } from 'kysely';
import {
  agentOfTask,
  type Database,
  type Task,
  type TaskHistoryRow,
  type TaskStatus,
  type ToolCall,
  type ToolCallDecision,
} from '../db/index.js';
import { OrchestratorError } from '../orchestrator/orchestrator-error.js';
import { loadDecisions } from '../orchestrator/tool-call-decisions.js';
import { type AutoRetryView, autoRetryView } from './auto-retry-view.js';
import {
  type ConversationFacts,
  loadConversationFacts,
  readConversationFacts,
} from './conversation-facts.js';
import { mentioning } from './conversation-search.js';
import { loadConversationTitles } from './conversation-title.js';
import { readTaskRelations, type TaskRelations } from './task-relations.js';
import { loadTurnUsage, type TurnUsageView } from './turn-usage.js';

export interface TaskListFilter {
  readonly agentId?: number;
  readonly status?: TaskStatus;
  /** Only tasks updated after this instant (UTC ISO-8601). */
  readonly updatedAfter?: string;
  /** `true`: only tasks a person started (no parent); `false`: only sub-tasks. */
  readonly topLevel?: boolean;
  /** Only conversations whose title, prompt or a user or assistant message contains this text. */
  readonly search?: string;
  /** Rehearsal tasks: left out (the default, they are no real work), listed too, or listed alone. */
  readonly rehearsal?: RehearsalTaskFilter;
}

export type RehearsalTaskFilter = 'exclude' | 'include' | 'only';

export interface TaskListPage {
  /** Most recently updated first. */
  readonly tasks: readonly Task[];
  /** How many tasks match the filter, over all pages. */
  readonly total: number;
  /** Each task's title, model and call counts, by task id. */
  readonly facts: ReadonlyMap<number, ConversationFacts>;
}

/** A conversation branched from another (by editing or regenerating one of its messages). */
export interface ConversationBranch {
  readonly task_id: number;
  readonly title: string;
  readonly created_at: string;
}

/** Token counts of a task, summed over its model turns. */
export interface TaskTokenTotals {
  readonly input_tokens: number;
  readonly output_tokens: number;
  readonly reasoning_tokens: number;
  readonly cached_tokens: number;
  readonly cache_creation_tokens: number;
  /** The priced turns' cost in US dollars as recorded; `null` when no turn was priced. */
  readonly cost: number | null;
  readonly currency: 'USD';
  readonly priced_turns: number;
  /** Turns whose model had no known price: not in `cost`, never counted as zero. */
  readonly unpriced_turns: number;
}

/** A task with its conversation, its tool calls and what its model turns cost. */
export interface TaskDetail {
  readonly task: Task;
  readonly history: readonly TaskHistoryRow[];
  readonly toolCalls: readonly ToolCall[];
  /** The decisions people made on those calls, oldest first. */
  readonly decisions: readonly ToolCallDecision[];
  readonly totals: TaskTokenTotals;
  /** The task it was delegated from and the tasks it delegated to. */
  readonly relations: TaskRelations;
  /** Each model turn's token usage (after `sinceSequence`, like the history). */
  readonly turns: readonly TurnUsageView[];
  readonly autoRetry: AutoRetryView;
  readonly facts: ConversationFacts;
  /** The conversations branched from this one, oldest first. */
  readonly branches: readonly ConversationBranch[];
}

/**
 * The tasks one user owns, as they read them. Another user's task is `NOT_FOUND`, exactly like a
 * task that does not exist, so ids leak nothing.
 */
export class UserTasks {
  constructor(
    private readonly db: Kysely<Database>,
    readonly userId: number,
  ) {}

  async get(taskId: number): Promise<Task> {
    return this.found(taskId, await this.find(taskId));
  }

  private find(taskId: number): Promise<Task | undefined> {
    return this.db
      .selectFrom('tasks')
      .selectAll()
      .where('id', '=', taskId)
      .where('user_id', '=', this.userId)
      .executeTakeFirst();
  }

  private found(taskId: number, task: Task | undefined): Task {
    if (!task) throw new OrchestratorError('NOT_FOUND', `Task ${taskId} not found.`, { taskId });
    return task;
  }

  async list(
    filter: TaskListFilter,
    window: { readonly limit: number; readonly offset: number },
  ): Promise<TaskListPage> {
    const matching = this.db
      .selectFrom('tasks')
      .where('user_id', '=', this.userId)
      .$if(filter.agentId !== undefined, (query) => query.where('agent_id', '=', filter.agentId as number))
      .$if(filter.status !== undefined, (query) => query.where('status', '=', filter.status as TaskStatus))
      .$if(filter.updatedAfter !== undefined, (query) =>
        query.where('updated_at', '>', filter.updatedAfter as string),
      )
      .$if(filter.topLevel === true, (query) => query.where('parent_task_id', 'is', null))
      .$if(filter.topLevel === false, (query) => query.where('parent_task_id', 'is not', null))
      .$if(filter.search !== undefined, (query) => query.where(mentioning(filter.search as string)))
      .$if((filter.rehearsal ?? 'exclude') === 'exclude', (query) => query.where('rehearsal_id', 'is', null))
      .$if(filter.rehearsal === 'only', (query) => query.where('rehearsal_id', 'is not', null));
    const [tasks, count] = await Promise.all([
      matching
        .selectAll()
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(window.limit)
        .offset(window.offset)
        .execute(),
      matching.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { tasks, total: Number(count.total), facts: await loadConversationFacts(this.db, tasks) };
  }

  /**
   * The task with the history rows after `sinceSequence` (all of them when omitted) and every tool
   * call. Its reads go out together with the task's own: those that depend on the task's row
   * choose their rows through it, and what another user's task would have read is dropped unseen.
   */
  async detail(taskId: number, sinceSequence?: number): Promise<TaskDetail> {
    const [row, history, toolCalls, decisions, totals, relationsOf, turns, agent, factsOf, branches] =
      await Promise.all([
        this.find(taskId),
        this.db
          .selectFrom('task_history')
          .selectAll()
          .where('task_id', '=', taskId)
          .$if(sinceSequence !== undefined, (query) => query.where('sequence', '>', sinceSequence as number))
          .orderBy('sequence')
          .execute(),
        this.db.selectFrom('tool_calls').selectAll().where('task_id', '=', taskId).orderBy('id').execute(),
        loadDecisions(this.db, taskId),
        this.totalsOf(taskId),
        readTaskRelations(this.db, taskId, this.userId),
        loadTurnUsage(this.db, taskId, sinceSequence),
        this.db
          .selectFrom('agents')
          .select(['max_retries', 'retry_after_minutes'])
          .where('id', 'in', agentOfTask(this.db, taskId))
          .executeTakeFirst(),
        readConversationFacts(this.db, [taskId]),
        this.branchesOf(taskId),
      ]);
    const task = this.found(taskId, row);
    const autoRetry = autoRetryView(task, agent ?? { max_retries: 0, retry_after_minutes: 0 });
    const taskFacts = factsOf([task]).get(taskId);
    // Every task given has its facts.
    if (!taskFacts) throw new Error(`No conversation facts were read for task ${taskId}.`);
    return {
      task,
      history,
      toolCalls,
      decisions,
      totals,
      relations: relationsOf(task),
      turns,
      autoRetry,
      facts: taskFacts,
      branches,
    };
  }

  private async branchesOf(taskId: number): Promise<ConversationBranch[]> {
    const rows = await this.db
      .selectFrom('tasks')
      .select(['id', 'title', 'user_prompt', 'created_at'])
      .where('branched_from_task_id', '=', taskId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const titles = await loadConversationTitles(this.db, rows);
    return rows.map((row) => ({
      task_id: row.id,
      title: titles.get(row.id) ?? row.user_prompt,
      created_at: row.created_at,
    }));
  }

  private async totalsOf(taskId: number): Promise<TaskTokenTotals> {
    const sums = await this.db
      .selectFrom('task_history')
      .select((eb) => [
        eb.fn.sum<number | string | null>('input_tokens').as('input_tokens'),
        eb.fn.sum<number | string | null>('output_tokens').as('output_tokens'),
        eb.fn.sum<number | string | null>('reasoning_tokens').as('reasoning_tokens'),
        eb.fn.sum<number | string | null>('cached_tokens').as('cached_tokens'),
        eb.fn.sum<number | string | null>('cache_creation_tokens').as('cache_creation_tokens'),
        eb.fn.sum<number | string | null>('cost').as('cost'),
        eb.fn.count<number | string>('cost').as('priced_turns'),
        eb.fn.countAll<number | string>().as('turns'),
      ])
      .where('task_id', '=', taskId)
      .where('provider', 'is not', null)
      .executeTakeFirstOrThrow();
    // PostgreSQL sums integers as bigint, which `pg` returns as text; no rows sum to null.
    return {
      input_tokens: Number(sums.input_tokens ?? 0),
      output_tokens: Number(sums.output_tokens ?? 0),
      reasoning_tokens: Number(sums.reasoning_tokens ?? 0),
      cached_tokens: Number(sums.cached_tokens ?? 0),
      cache_creation_tokens: Number(sums.cache_creation_tokens ?? 0),
      cost: Number(sums.priced_turns) === 0 ? null : Number(sums.cost ?? 0),
      currency: 'USD',
      priced_turns: Number(sums.priced_turns),
      unpriced_turns: Number(sums.turns) - Number(sums.priced_turns),
    };
  }
}
