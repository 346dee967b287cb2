import { SporaError } from '@spora/sdk';
import type { Kysely } from 'kysely';
import type { Database, ScheduleOccurrence } from '../db/index.js';
import type { Orchestrator } from '../orchestrator/index.js';
import { OccurrenceLeaseLost, type OccurrenceStore } from './occurrence-store.js';
import { userNameOf } from './owned-agent.js';
import { templateValuesOf, variablesOf } from './schedule-row.js';
import { renderTemplate, valueIssues } from './template-rendering.js';

/** How starting an occurrence's task ended. */
export type StartOutcome =
  | { readonly kind: 'started'; readonly taskId: number }
  | { readonly kind: 'failed'; readonly code: string; readonly message: string }
  /** Another worker took the occurrence over (this one's lease had expired): it starts the task. */
  | { readonly kind: 'lost' };

/**
 * Starts the task of a claimed occurrence through the orchestrator: the prompt is the schedule's
 * raw prompt or its template rendered with the schedule's values, built-ins read at the due time
 * in the schedule's zone; the step budget is the schedule's override, else the template's, else
 * the agent's. The task is linked to the occurrence in the transaction that creates it.
 */
export class ScheduledRunStarter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly orchestrator: Pick<Orchestrator, 'start'>,
    private readonly occurrences: OccurrenceStore,
  ) {}

  async start(occurrence: ScheduleOccurrence, leaseOwner: string): Promise<StartOutcome> {
    const prepared = await this.prepare(occurrence).catch((error: unknown) => failure('START_FAILED', error));
    if ('kind' in prepared) {
      await this.occurrences.markFailed(occurrence.id, leaseOwner, prepared.code, prepared.message);
      return prepared;
    }
    let taskId: number | null = null;
    try {
      await this.orchestrator.start(prepared.agentId, prepared.prompt, {
        maxSteps: prepared.maxSteps,
        runId: occurrence.schedule_id,
        onCreated: async (trx, task) => {
          await this.occurrences.markStarted(trx, occurrence.id, leaseOwner, task.id);
          taskId = task.id;
        },
      });
    } catch (error) {
      if (error instanceof OccurrenceLeaseLost) return { kind: 'lost' };
      // In sync mode `start` runs the task, too: once it exists, how it ends is its own outcome.
      // A task whose creating transaction failed after it was numbered was rolled back: no start.
      if (taskId !== null && (await this.taskExists(taskId))) return { kind: 'started', taskId };
      const failed = failure('START_FAILED', error);
      await this.occurrences.markFailed(occurrence.id, leaseOwner, failed.code, failed.message);
      return failed;
    }
    if (taskId === null) throw new Error('The orchestrator started a task without creating one.');
    return { kind: 'started', taskId };
  }

  private async taskExists(taskId: number): Promise<boolean> {
    const row = await this.db.selectFrom('tasks').select('id').where('id', '=', taskId).executeTakeFirst();
    return row !== undefined;
  }

  private async prepare(
    occurrence: ScheduleOccurrence,
  ): Promise<
    { agentId: number; prompt: string; maxSteps: number } | Extract<StartOutcome, { kind: 'failed' }>
  > {
    const schedule = await this.db
      .selectFrom('schedules')
      .innerJoin('agents', 'agents.id', 'schedules.agent_id')
      .selectAll('schedules')
      .innerJoin('users', 'users.id', 'schedules.user_id')
      .select([
        'agents.name as agent_name',
        'agents.max_steps as agent_max_steps',
        'users.status as owner_status',
      ])
      .where('schedules.id', '=', occurrence.schedule_id)
      .executeTakeFirstOrThrow();
    // A suspended account starts no new work; its schedules resume with it.
    if (schedule.owner_status !== 'active') {
      return { kind: 'failed', code: 'ACCOUNT_SUSPENDED', message: "The schedule's owner is suspended." };
    }
    const template =
      schedule.prompt_template_id === null
        ? null
        : await this.db
            .selectFrom('prompt_templates')
            .selectAll()
            .where('id', '=', schedule.prompt_template_id)
            .executeTakeFirst();
    let prompt = schedule.raw_prompt ?? '';
    if (template) {
      const variables = variablesOf(template);
      const values = templateValuesOf(schedule);
      const issues = valueIssues(template.body, variables, values);
      if (issues.length > 0) {
        return {
          kind: 'failed',
          code: 'TEMPLATE_VARIABLE_MISSING',
          message: issues.map((issue) => issue.message).join('; '),
        };
      }
      prompt = renderTemplate(template.body, variables, values, {
        moment: new Date(occurrence.due_at),
        timezone: schedule.timezone,
        agentName: schedule.agent_name,
        userName: await userNameOf(this.db, schedule.user_id),
      });
    }
    if (prompt.trim() === '')
      return { kind: 'failed', code: 'PROMPT_REQUIRED', message: 'The prompt is empty.' };
    return {
      agentId: schedule.agent_id,
      prompt,
      maxSteps: schedule.max_steps_override ?? template?.max_steps ?? schedule.agent_max_steps,
    };
  }
}

function failure(fallbackCode: string, error: unknown): Extract<StartOutcome, { kind: 'failed' }> {
  const code = SporaError.isInstance(error) ? error.code : fallbackCode;
  return { kind: 'failed', code, message: error instanceof Error ? error.message : String(error) };
}
