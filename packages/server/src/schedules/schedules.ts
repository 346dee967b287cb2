import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database, Schedule, ScheduleOccurrence, TaskStatus } from '../db/index.js';
import { isUniqueViolation } from '../db/index.js';
import type { Orchestrator } from '../orchestrator/index.js';
import { armSchedule, dropPendingOccurrences, OccurrenceStore } from './occurrence-store.js';
import { ownedAgent } from './owned-agent.js';
import { ScheduleError } from './schedule-error.js';
import { inputOf, type ScheduleInput, validateSchedule } from './schedule-input.js';
import { describeTiming, nextDueTimes, parseTiming } from './schedule-timing.js';
import { type OccurrenceView, occurrenceView, type ScheduleView, scheduleView } from './schedule-views.js';
import { ScheduledRunStarter, type StartOutcome } from './scheduled-run-starter.js';
import { type ScheduledTodayEntry, scheduledToday } from './scheduled-today.js';

export interface SchedulesDependencies {
  readonly db: Kysely<Database>;
  readonly orchestrator: Pick<Orchestrator, 'start' | 'newLeaseOwner'>;
  /** The time now; tests move it. */
  readonly clock?: () => Date;
}

/** What "run now" did: the occurrence it recorded, and how starting its task went. */
export interface RunNowResult {
  readonly occurrence: OccurrenceView;
  readonly outcome: StartOutcome;
}

/**
 * One owner's schedules, per agent: every method first checks the agent is theirs. Saving an
 * active schedule stores its next occurrence; pausing removes it and resuming stores a fresh one
 * (so a resumed schedule does fire). "Run now" starts a task at once, recorded as a manual
 * occurrence, and leaves the pending occurrence as it was.
 */
export class Schedules {
  private readonly clock: () => Date;
  private readonly occurrences: OccurrenceStore;

  constructor(
    private readonly deps: SchedulesDependencies,
    private readonly ownerUserId: number,
  ) {
    this.clock = deps.clock ?? (() => new Date());
    this.occurrences = new OccurrenceStore(deps.db);
  }

  async list(agentId: number): Promise<ScheduleView[]> {
    await ownedAgent(this.deps.db, this.ownerUserId, agentId);
    const rows = await this.withTemplateName()
      .where('schedules.agent_id', '=', agentId)
      .orderBy('schedules.name')
      .orderBy('schedules.id')
      .execute();
    return rows.map((row) => scheduleView(row, row.template_name));
  }

  async get(agentId: number, scheduleId: number): Promise<ScheduleView> {
    await ownedAgent(this.deps.db, this.ownerUserId, agentId);
    const row = await this.withTemplateName()
      .where('schedules.agent_id', '=', agentId)
      .where('schedules.id', '=', scheduleId)
      .executeTakeFirst();
    if (!row) throw ScheduleError.notFound(`Schedule #${scheduleId}`);
    return scheduleView(row, row.template_name);
  }

  async create(agentId: number, input: ScheduleInput): Promise<ScheduleView> {
    const agent = await ownedAgent(this.deps.db, this.ownerUserId, agentId);
    const { columns, timing } = await validateSchedule(this.deps.db, agentId, input);
    const now = this.clock();
    const id = await this.deps.db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('schedules')
        .values({
          ...columns,
          agent_id: agentId,
          user_id: agent.user_id,
          next_due_at: null,
          last_run_at: null,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (columns.is_active === 1) await armSchedule(trx, created.id, timing, now);
      return created.id;
    });
    return this.get(agentId, id);
  }

  /**
   * Applies a patch. A new prompt replaces the template (and the other way round), a new cron
   * expression replaces a one-shot time (and the other way round). When the timing or the active
   * flag changed, the pending occurrence is replaced by one for the new timing.
   */
  async update(agentId: number, scheduleId: number, patch: Partial<ScheduleInput>): Promise<ScheduleView> {
    const current = await this.row(agentId, scheduleId);
    const merged: ScheduleInput = {
      ...inputOf(current),
      ...patch,
      ...(patch.raw_prompt && patch.prompt_template_id === undefined ? { prompt_template_id: null } : {}),
      ...(patch.prompt_template_id && patch.raw_prompt === undefined ? { raw_prompt: null } : {}),
      ...(patch.cron_expression && patch.run_at === undefined ? { run_at: null } : {}),
      ...(patch.run_at && patch.cron_expression === undefined ? { cron_expression: null } : {}),
    };
    const { columns, timing } = await validateSchedule(this.deps.db, agentId, merged);
    const rearm =
      columns.cron_expression !== current.cron_expression ||
      columns.run_at !== current.run_at ||
      columns.timezone !== current.timezone ||
      columns.is_active !== current.is_active;
    const now = this.clock();
    await this.deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('schedules')
        .set({ ...columns, updated_at: now.toISOString() })
        .where('id', '=', scheduleId)
        .execute();
      if (!rearm) return;
      await dropPendingOccurrences(trx, scheduleId);
      if (columns.is_active === 1) await armSchedule(trx, scheduleId, timing, now);
    });
    return this.get(agentId, scheduleId);
  }

  async remove(agentId: number, scheduleId: number): Promise<void> {
    await this.row(agentId, scheduleId);
    await this.deps.db.deleteFrom('schedules').where('id', '=', scheduleId).execute();
  }

  /** Starts the schedule's task now, whether it is active or paused. */
  async runNow(agentId: number, scheduleId: number): Promise<RunNowResult> {
    await this.row(agentId, scheduleId);
    const leaseOwner = this.deps.orchestrator.newLeaseOwner();
    const occurrence = await this.insertManualOccurrence(scheduleId, leaseOwner, this.clock()).catch(
      (error: unknown) => {
        // Two runs by hand in the same millisecond: the second is recorded a millisecond later.
        if (!isUniqueViolation(error)) throw error;
        return this.insertManualOccurrence(scheduleId, leaseOwner, new Date(this.clock().getTime() + 1));
      },
    );
    const outcome = await new ScheduledRunStarter(
      this.deps.db,
      this.deps.orchestrator,
      this.occurrences,
    ).start(occurrence, leaseOwner);
    const [view] = await this.occurrenceViews((query) =>
      query.where('schedule_occurrences.id', '=', occurrence.id),
    );
    if (!view) throw ScheduleError.notFound(`Schedule #${scheduleId}`);
    return { occurrence: view, outcome };
  }

  private insertManualOccurrence(scheduleId: number, leaseOwner: string, moment: Date) {
    const now = moment.toISOString();
    return this.deps.db
      .insertInto('schedule_occurrences')
      .values({
        schedule_id: scheduleId,
        trigger: 'manual',
        due_at: now,
        status: 'CLAIMED',
        lease_owner: leaseOwner,
        // A request that dies here leaves the occurrence for a worker to start.
        lease_expires_at: new Date(Date.parse(now) + 60_000).toISOString(),
        claim_attempts: 1,
        claimed_at: now,
        started_at: null,
        task_id: null,
        error_code: null,
        error_message: null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The schedule's occurrences, newest due first, with the tasks they started. */
  async occurrencesOf(
    agentId: number,
    scheduleId: number,
    limit: number,
    offset: number,
  ): Promise<OccurrenceView[]> {
    await this.row(agentId, scheduleId);
    return this.occurrenceViews((query) =>
      query
        .where('schedule_occurrences.schedule_id', '=', scheduleId)
        .orderBy('schedule_occurrences.due_at', 'desc')
        .orderBy('schedule_occurrences.id', 'desc')
        .limit(limit)
        .offset(offset),
    );
  }

  /** The owner's runs of today in `timezone`, across every agent (the dashboard's list). */
  today(timezone: string): Promise<ScheduledTodayEntry[]> {
    return scheduledToday(this.deps.db, this.ownerUserId, timezone, this.clock());
  }

  /** A timing in words and its next due times, for a form to show while a person types. */
  async previewTiming(
    agentId: number,
    input: { cron_expression?: string | null; run_at?: string | null; timezone?: string },
    count: number,
  ): Promise<{ description: string; next_runs: string[] }> {
    await ownedAgent(this.deps.db, this.ownerUserId, agentId);
    const { timing, issues } = parseTiming({ ...input, timezone: input.timezone ?? 'UTC' });
    if (timing === null) throw ScheduleError.invalid(issues);
    const now = this.clock();
    const runs = timing.kind === 'once' ? [timing.runAt] : nextDueTimes(timing, now, count);
    return { description: describeTiming(timing), next_runs: runs.map((moment) => moment.toISOString()) };
  }

  private async occurrenceViews(
    narrow: (query: OccurrenceQuery) => OccurrenceQuery,
  ): Promise<OccurrenceView[]> {
    const rows = await narrow(
      this.deps.db
        .selectFrom('schedule_occurrences')
        .leftJoin('tasks', 'tasks.id', 'schedule_occurrences.task_id')
        .selectAll('schedule_occurrences')
        .select('tasks.status as task_status'),
    ).execute();
    return rows.map((row) => occurrenceView(row, row.task_status ?? null));
  }

  private withTemplateName() {
    return this.deps.db
      .selectFrom('schedules')
      .leftJoin('prompt_templates', 'prompt_templates.id', 'schedules.prompt_template_id')
      .selectAll('schedules')
      .select('prompt_templates.name as template_name');
  }

  private async row(agentId: number, scheduleId: number): Promise<Schedule> {
    await ownedAgent(this.deps.db, this.ownerUserId, agentId);
    const schedule = await this.deps.db
      .selectFrom('schedules')
      .selectAll()
      .where('id', '=', scheduleId)
      .where('agent_id', '=', agentId)
      .executeTakeFirst();
    if (!schedule) throw ScheduleError.notFound(`Schedule #${scheduleId}`);
    return schedule;
  }
}

type OccurrenceQuery = SelectQueryBuilder<
  Database & { tasks: Database['tasks'] },
  'schedule_occurrences' | 'tasks',
  ScheduleOccurrence & { task_status: TaskStatus | null }
>;
