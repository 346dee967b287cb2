import { type Kysely, sql } from 'kysely';
import { Gauge, Histogram, type Registry } from 'prom-client';
import type { Database, TaskStatus, ToolCallStatus } from '../db/index.js';
import type { Logger } from '../logging/logger.js';

/**
 * Series read from the database when Prometheus scrapes: the queue by status, the approvals
 * waiting, the e-mail outbox, and the time people (or rules, or deadlines) took to decide. They
 * describe the shared database, not this process, so only `spora serve` processes report them; a
 * worker does not, and several API processes report the same figures (aggregate them with `max`).
 */

/**
 * The statuses a task waits or runs in; settled ones only grow and are left out. The same, in the
 * same order, as the partial index of migration 0033.
 */
const liveStatuses: readonly TaskStatus[] = [
  'QUEUED',
  'RUNNING',
  'PENDING_APPROVAL',
  'AWAITING_SUB_AGENTS',
  'AWAITING_CONNECTION',
  'AWAITING_BUDGET',
  'NEEDS_RECONCILIATION',
];

/** Decisions read per scrape; a backlog is read over the next scrapes. */
const decisionsPerScrape = 5_000;
const decisionBuckets = [
  1,
  5,
  15,
  30,
  60,
  300,
  900,
  1800,
  3600,
  4 * 3600,
  12 * 3600,
  86_400,
  3 * 86_400,
  7 * 86_400,
];

interface DatabaseSnapshot {
  readonly tasks: ReadonlyMap<string, { readonly count: number; readonly oldest: string | null }>;
  readonly approvals: { readonly count: number; readonly oldest: string | null };
  readonly emails: ReadonlyMap<string, number>;
  readonly oldestPendingEmail: string | null;
}

export class DatabaseMetricsCollector {
  /** What the last read found; the gauges report it. */
  private snapshot: DatabaseSnapshot = {
    tasks: new Map(),
    approvals: { count: 0, oldest: null },
    emails: new Map(),
    oldestPendingEmail: null,
  };
  /** The read under way: scrapes that overlap share it. */
  private reading: Promise<void> | null = null;
  /** The last decision observed; null until the first scrape, which counts from there on. */
  private lastDecisionId: number | null = null;
  /** Whether the last read reached the database. */
  private reachable = true;
  private readonly decisionTime: Histogram<'decision' | 'decider'>;

  constructor(
    private readonly db: Kysely<Database>,
    registry: Registry,
    private readonly log: Logger,
  ) {
    const registers = [registry];
    const collector = this;
    new Gauge({
      name: 'spora_tasks',
      help: 'Tasks in each waiting or running status (settled statuses are not counted).',
      labelNames: ['status'],
      registers,
      collect() {
        const { tasks } = collector.snapshot;
        for (const status of liveStatuses) this.set({ status }, tasks.get(status)?.count ?? 0);
      },
    });
    new Gauge({
      name: 'spora_task_oldest_age_seconds',
      help: 'Seconds since the longest-unchanged task in each status last changed; 0 when none.',
      labelNames: ['status'],
      registers,
      collect() {
        const { tasks } = collector.snapshot;
        for (const status of liveStatuses) this.set({ status }, ageOf(tasks.get(status)?.oldest ?? null));
      },
    });
    new Gauge({
      name: 'spora_approvals_waiting',
      help: 'Tool calls waiting for a decision.',
      registers,
      collect() {
        this.set(collector.snapshot.approvals.count);
      },
    });
    new Gauge({
      name: 'spora_approval_oldest_wait_seconds',
      help: 'Seconds the longest-waiting tool call has waited for a decision; 0 when none.',
      registers,
      collect() {
        this.set(ageOf(collector.snapshot.approvals.oldest));
      },
    });
    new Gauge({
      name: 'spora_email_queue_messages',
      help: 'E-mails in the outbox: pending (to be sent or retried) and failed (given up).',
      labelNames: ['status'],
      registers,
      collect() {
        const { emails } = collector.snapshot;
        for (const status of ['pending', 'failed']) this.set({ status }, emails.get(status) ?? 0);
      },
    });
    new Gauge({
      name: 'spora_email_queue_oldest_age_seconds',
      help: 'Seconds the oldest pending e-mail has waited; 0 when none.',
      registers,
      collect() {
        this.set(ageOf(collector.snapshot.oldestPendingEmail));
      },
    });
    new Gauge({
      name: 'spora_database_up',
      help: "Whether this process's last scrape read the database (1) or failed to (0); the database's series then repeat the last figures read.",
      registers,
      collect() {
        this.set(collector.reachable ? 1 : 0);
      },
    });
    this.decisionTime = new Histogram({
      name: 'spora_approval_decision_seconds',
      help: 'From a tool call asking for approval to its decision, by decision (approve, edit, reject) and decider (person, rule, deadline); read from the decision record.',
      labelNames: ['decision', 'decider'],
      buckets: decisionBuckets,
      registers,
    });
  }

  /**
   * Reads the database's figures again; called before each scrape is collected. A database that
   * cannot be read never fails the scrape: the process's own series matter most then, and
   * `spora_database_up` says the database's figures are the last ones read.
   */
  refresh(): Promise<void> {
    this.reading ??= this.readSnapshot()
      .then(
        (snapshot) => {
          this.snapshot = snapshot;
          this.reachable = true;
        },
        (error: unknown) => {
          if (this.reachable) this.log.warn({ err: error }, 'metrics could not read the database');
          this.reachable = false;
        },
      )
      .finally(() => {
        this.reading = null;
      });
    return this.reading;
  }

  private async readSnapshot(): Promise<DatabaseSnapshot> {
    const { db } = this;
    const taskRows = await db
      .selectFrom('tasks')
      .select(['status', (eb) => eb.fn.countAll().as('count'), (eb) => eb.fn.min('updated_at').as('oldest')])
      // Literals, as the partial index `tasks_live_status` names them: SQLite then uses it.
      .where(
        'status',
        'in',
        liveStatuses.map((status) => sql.lit(status)),
      )
      .groupBy('status')
      .execute();
    // From the paused tasks (a partial index holds them) to their calls: SQLite keeps a cross
    // join's order, where it would otherwise read the calls table whole.
    const approvals = await db
      .selectFrom('tasks')
      .crossJoin('tool_calls')
      .whereRef('tool_calls.task_id', '=', 'tasks.id')
      .select([(eb) => eb.fn.countAll().as('count'), (eb) => eb.fn.min('tool_calls.created_at').as('oldest')])
      .where('tasks.status', '=', sql.lit<TaskStatus>('PENDING_APPROVAL'))
      .where('tool_calls.status', '=', sql.lit<ToolCallStatus>('PENDING_APPROVAL'))
      .executeTakeFirst();
    const emailRows = await db
      .selectFrom('email_outbox')
      .select(['status', (eb) => eb.fn.countAll().as('count'), (eb) => eb.fn.min('created_at').as('oldest')])
      .where('status', 'in', ['pending', 'failed'])
      .groupBy('status')
      .execute();
    await this.observeNewDecisions();
    return {
      tasks: new Map(
        taskRows.map((row) => [row.status, { count: Number(row.count), oldest: row.oldest ?? null }]),
      ),
      approvals: { count: Number(approvals?.count ?? 0), oldest: approvals?.oldest ?? null },
      emails: new Map(emailRows.map((row) => [row.status, Number(row.count)])),
      oldestPendingEmail: emailRows.find((row) => row.status === 'pending')?.oldest ?? null,
    };
  }

  /**
   * Decisions recorded since the last scrape. The first scrape only notes where the record ends,
   * by its primary key: Prometheus takes a series' first sample as its baseline anyway, and the
   * decision time has no index to search by.
   */
  private async observeNewDecisions(): Promise<void> {
    if (this.lastDecisionId === null) {
      const newest = await this.db
        .selectFrom('tool_call_decisions')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      this.lastDecisionId = Number(newest?.id ?? 0);
      return;
    }
    const rows = await this.db
      .selectFrom('tool_call_decisions')
      .innerJoin('tool_calls', 'tool_calls.id', 'tool_call_decisions.tool_call_id')
      .select([
        'tool_call_decisions.id',
        'tool_call_decisions.decision',
        'tool_call_decisions.via',
        'tool_call_decisions.channel',
        'tool_call_decisions.decided_at',
        'tool_calls.created_at',
      ])
      .where('tool_call_decisions.id', '>', this.lastDecisionId)
      .orderBy('tool_call_decisions.id')
      .limit(decisionsPerScrape)
      .execute();
    for (const row of rows) {
      this.lastDecisionId = row.id;
      // A vote short of its quorum decides nothing yet.
      if (row.via === 'vote') continue;
      const decider = row.via === 'deadline' ? 'deadline' : row.channel === 'rule' ? 'rule' : 'person';
      const seconds = Math.max(0, (Date.parse(row.decided_at) - Date.parse(row.created_at)) / 1000);
      this.decisionTime.observe({ decision: row.decision, decider }, seconds);
    }
  }
}

function ageOf(oldest: string | null): number {
  return oldest === null ? 0 : Math.max(0, (Date.now() - Date.parse(oldest)) / 1000);
}
