import type { Kysely, Transaction } from 'kysely';
import type { Agent, Database, DatabaseEngine, Task } from '../db/index.js';
import { nowIso } from '../db/index.js';
import { abortableStatuses, type Orchestrator, type TaskEventRecorder } from '../orchestrator/index.js';
import { insertQueuedTask } from '../orchestrator/new-task.js';
import type { ToolRegistry } from '../tools/index.js';
import { checkRehearsalInput } from './proposal-check.js';
import { RehearsalError } from './rehearsal-error.js';
import { rehearsalReport } from './rehearsal-report.js';
import { type RehearsalSource, resolveSource } from './rehearsal-sources.js';
import { type RehearsalRow, rehearsalSummaries } from './rehearsal-summaries.js';
import type { RehearsalSummaryView, RehearsalView } from './rehearsal-view.js';

export interface RehearsalServiceDependencies {
  readonly db: Kysely<Database>;
  readonly engine: DatabaseEngine;
  readonly tools: ToolRegistry;
  readonly orchestrator: Orchestrator;
  readonly events: TaskEventRecorder;
}

export interface NewRehearsal {
  readonly source: RehearsalSource;
  /** Checked here: shape (VALIDATION_ERROR), then tools, operations and model against the owner's. */
  readonly proposal?: unknown;
  readonly scripted_results?: unknown;
}

/**
 * Rehearsals of agents: made by a person who may configure the agent (the caller checks that),
 * read, cancelled and deleted by them or by the agent's owner; to anyone else a rehearsal does
 * not exist.
 */
export class RehearsalService {
  constructor(private readonly deps: RehearsalServiceDependencies) {}

  /**
   * Writes the rehearsal and queues one task per prompt in one transaction (the live events of the
   * new tasks commit with them), then has them run like any queued task.
   */
  async create(agent: Agent, userId: number, input: NewRehearsal): Promise<RehearsalView> {
    const { db, engine, tools, events } = this.deps;
    const made = await db.transaction().execute(async (trx) => {
      const checked = await checkRehearsalInput(trx, engine, tools, agent.user_id, input);
      const who = { agentId: agent.id, agentOwnerId: agent.user_id, userId };
      const source = await resolveSource(trx, input.source, who);
      const now = nowIso();
      const rehearsal = await trx
        .insertInto('rehearsals')
        .values({
          agent_id: agent.id,
          user_id: userId,
          source_kind: source.kind,
          prompt_set_id: source.promptSetId,
          proposal: JSON.stringify(checked.proposal),
          scripted_results: JSON.stringify(checked.scriptedResults),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const configurationId = checked.proposal.llm_configuration_id ?? null;
      const queued: Task[] = [];
      for (const { prompt, ofTaskId } of source.prompts) {
        const task = await insertQueuedTask(trx, {
          agentId: agent.id,
          userId,
          runnerUserId: userId,
          prompt,
          maxSteps: agent.max_steps,
          parentTaskId: null,
          data: null,
          rehearsal: { id: rehearsal.id, ofTaskId },
        });
        // A proposed model answers the task as a conversation's chosen model would.
        queued.push(configurationId === null ? task : await withModel(trx, task.id, configurationId));
      }
      await events.record(
        trx,
        queued.map((task) => ({ task, statusChanged: true })),
      );
      return { rehearsal, taskIds: queued.map((task) => task.id) };
    });
    await this.deps.orchestrator.driveQueued(made.taskIds);
    // Read again: in sync mode its tasks have run (and touched it) by now.
    return rehearsalReport(db, await this.row(made.rehearsal.id));
  }

  /** The agent's rehearsals, newest first: all of them for its owner, else the person's own. */
  list(
    agent: Pick<Agent, 'id' | 'user_id'>,
    userId: number,
    window: { readonly limit: number; readonly offset: number },
  ): Promise<{ rehearsals: RehearsalSummaryView[]; total: number }> {
    return rehearsalSummaries(this.deps.db, agent.id, agent.user_id === userId ? null : userId, window);
  }

  async get(id: number, userId: number): Promise<RehearsalView> {
    return rehearsalReport(this.deps.db, await this.reachable(id, userId));
  }

  /**
   * Stops the rehearsal: its running tasks (and their sub-agents) are aborted, the ones still
   * waiting in the queue are deleted, and a failed one's automatic retry is cancelled, so nothing
   * of it runs any more.
   */
  async cancel(id: number, userId: number): Promise<RehearsalView> {
    const rehearsal = await this.reachable(id, userId);
    for (const task of await this.topLevelTasks(id)) {
      if (abortableStatuses.has(task.status)) await this.deps.orchestrator.abort(task.id);
      else if (task.status === 'QUEUED') await this.deps.orchestrator.deleteTask(task.id);
      else if (task.status === 'FAILED' && task.retry_after !== null)
        await this.deps.orchestrator.cancelRetry(task.id);
    }
    return rehearsalReport(this.deps.db, rehearsal);
  }

  /**
   * Deletes the rehearsal's tasks as any task is deleted (history, calls, files, sub-tasks; refused
   * with INVALID_STATE while one runs), then the rehearsal.
   */
  async remove(id: number, userId: number): Promise<void> {
    await this.reachable(id, userId);
    // Checked before anything goes, so a running task never leaves the rehearsal half deleted.
    const running = await this.deps.db
      .selectFrom('tasks')
      .select('id')
      .where('rehearsal_id', '=', id)
      .where('status', '=', 'RUNNING')
      .executeTakeFirst();
    if (running) {
      throw new RehearsalError(
        'INVALID_STATE',
        `Rehearsal #${id} is running (task #${running.id}); cancel it first.`,
        {
          rehearsal_id: id,
          running_task_id: running.id,
        },
      );
    }
    for (const task of await this.topLevelTasks(id)) await this.deps.orchestrator.deleteTask(task.id);
    await this.deps.db.deleteFrom('rehearsals').where('id', '=', id).execute();
  }

  private row(id: number): Promise<RehearsalRow> {
    return this.deps.db.selectFrom('rehearsals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  /** The rehearsal if the person made it or owns its agent; NOT_FOUND otherwise. */
  private async reachable(id: number, userId: number): Promise<RehearsalRow> {
    const row = await this.deps.db
      .selectFrom('rehearsals')
      .innerJoin('agents', 'agents.id', 'rehearsals.agent_id')
      .selectAll('rehearsals')
      .select('agents.user_id as agent_owner_id')
      .where('rehearsals.id', '=', id)
      .executeTakeFirst();
    if (!row || (row.user_id !== userId && row.agent_owner_id !== userId))
      throw RehearsalError.notFound(`Rehearsal #${id}`);
    const { agent_owner_id: _owner, ...rehearsal } = row;
    return rehearsal;
  }

  private topLevelTasks(rehearsalId: number) {
    return this.deps.db
      .selectFrom('tasks')
      .select(['id', 'status', 'retry_after'])
      .where('rehearsal_id', '=', rehearsalId)
      .where('parent_task_id', 'is', null)
      .orderBy('id')
      .execute();
  }
}

function withModel(trx: Transaction<Database>, taskId: number, configurationId: number): Promise<Task> {
  return trx
    .updateTable('tasks')
    .set({ llm_driver_config_id: configurationId })
    .where('id', '=', taskId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
