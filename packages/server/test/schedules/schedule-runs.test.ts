/**
 * Scheduled runs under a clock the test moves, on every engine: due times across a daylight-saving
 * change, "run now" beside the schedule, a worker that dies holding a claim, pause and resume,
 * one-shots, and the notification that waits for the task to finish. Each case is one of the
 * original's sharp edges (platform spec §4.7 and §9.17) turned into a regression test.
 */
import { ScriptedLlmDriver } from '@spora/sdk/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logging/logger.js';
import type { Orchestrator } from '../../src/orchestrator/index.js';
import { OccurrenceStore, type ScheduleInput, Schedules } from '../../src/schedules/index.js';
import { ScheduleRunner } from '../../src/worker/index.js';
import { testEngines } from '../support/test-databases.js';
import { type LoopHarness, openLoopHarness } from '../support/test-orchestrator.js';

const leaseTtlMs = 30_000;

describe.each(testEngines)('scheduled runs on $name', (engine) => {
  let harness: LoopHarness;
  let model: ScriptedLlmDriver;
  let now: Date;
  let agentId: number;
  const clock = () => now;
  const at = (iso: string) => {
    now = new Date(iso);
  };
  const db = () => harness.test.platform.database.db;
  const schedules = () =>
    new Schedules({ db: db(), orchestrator: harness.orchestrator, clock }, harness.userId);
  const runner = () =>
    new ScheduleRunner(db(), harness.orchestrator, createLogger('silent', false), {
      pollIntervalMs: 60_000,
      leaseTtlMs,
      batchSize: 20,
      clock,
    });
  const create = (input: Partial<ScheduleInput>) =>
    schedules().create(agentId, { name: 'Digest', raw_prompt: 'Summarise the news.', ...input });
  const tasksOf = async (scheduleId: number) =>
    (await db().selectFrom('tasks').selectAll().orderBy('id').execute()).filter(
      (task) => JSON.parse(task.data ?? '{}').run_id === scheduleId,
    );
  const occurrences = (scheduleId: number) =>
    db()
      .selectFrom('schedule_occurrences')
      .selectAll()
      .where('schedule_id', '=', scheduleId)
      .orderBy('due_at')
      .orderBy('id')
      .execute();

  beforeEach(async () => {
    model = new ScriptedLlmDriver();
    harness = await openLoopHarness(engine, 'worker', () => model, { withoutWorker: true, liveEvents: true });
    agentId = (await harness.agent({ name: 'Newsroom' })).id;
  });

  afterEach(async () => {
    await harness.dispose();
  });

  it('fires a daily schedule in Europe/Berlin at 09:00 local time across the spring and autumn changes', async () => {
    at('2026-03-27T12:00:00Z');
    const schedule = await create({ cron_expression: '0 9 * * *', timezone: 'Europe/Berlin' });
    expect(schedule.next_runs.slice(0, 3)).toEqual([
      '2026-03-28T08:00:00.000Z',
      '2026-03-29T07:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
    ]);
    const fired: string[] = [];
    for (const moment of ['2026-03-28T08:00:00Z', '2026-03-29T07:00:00Z', '2026-03-30T07:00:00Z']) {
      at(new Date(Date.parse(moment) - 1000).toISOString());
      expect(await runner().runDue()).toEqual([]);
      at(moment);
      const outcomes = await runner().runDue();
      expect(outcomes).toHaveLength(1);
      fired.push(moment);
    }
    const started = (await occurrences(schedule.id)).filter((row) => row.status === 'STARTED');
    expect(started.map((row) => row.due_at)).toEqual(fired.map((moment) => new Date(moment).toISOString()));
    expect(await tasksOf(schedule.id)).toHaveLength(3);

    at('2026-10-23T12:00:00Z');
    const autumn = await create({ name: 'Night', cron_expression: '30 2 * * *', timezone: 'Europe/Berlin' });
    // 02:30 happens twice on 25 October (CEST, then CET): it runs once, at the first.
    expect(autumn.next_runs.slice(0, 3)).toEqual([
      '2026-10-24T00:30:00.000Z',
      '2026-10-25T00:30:00.000Z',
      '2026-10-26T01:30:00.000Z',
    ]);
  });

  it('renders built-in dates of a template in the schedule time zone at the due time', async () => {
    const template = await harness.test.platform.promptTemplatesOf(harness.userId).create(agentId, {
      name: 'Daily',
      body: 'News for {{weekday}} {{date}} at {{time}} for {{agent_name}}.',
    });
    at('2026-03-28T22:30:00Z');
    const schedule = await create({
      raw_prompt: null,
      prompt_template_id: template.id,
      cron_expression: '0 0 * * *',
      timezone: 'Europe/Berlin',
    });
    at('2026-03-28T23:00:00Z');
    await runner().runDue();
    const [task] = await tasksOf(schedule.id);
    // Midnight in Berlin is still the 28th in UTC: the prompt says the 29th, a Sunday.
    expect(task?.user_prompt).toBe('News for Sunday 2026-03-29 at 00:00 for Newsroom.');
  });

  it('"run now" starts a task and leaves the next occurrence intact', async () => {
    at('2026-05-04T07:00:00Z');
    const schedule = await create({ cron_expression: '0 9 * * *', timezone: 'UTC' });
    const before = schedule.next_run_at;
    const result = await schedules().runNow(agentId, schedule.id);
    expect(result.outcome.kind).toBe('started');
    expect(result.occurrence).toMatchObject({ trigger: 'manual', status: 'STARTED', outcome: 'queued' });
    const after = await schedules().get(agentId, schedule.id);
    expect(after.next_run_at).toBe(before);
    expect((await occurrences(schedule.id)).filter((row) => row.status === 'PENDING')).toHaveLength(1);
    at('2026-05-04T09:00:00Z');
    expect(await runner().runDue()).toHaveLength(1);
    expect(await tasksOf(schedule.id)).toHaveLength(2);
    // …and the schedule goes on: tomorrow's occurrence is stored.
    expect((await schedules().get(agentId, schedule.id)).next_run_at).toBe('2026-05-05T09:00:00.000Z');
  });

  it('a worker killed after claiming neither loses nor doubles the occurrence', async () => {
    at('2026-05-04T08:00:00Z');
    const schedule = await create({ cron_expression: '0 9 * * *' });
    at('2026-05-04T09:00:00Z');
    const store = new OccurrenceStore(db());
    const [due] = await store.due(now, 10);
    if (!due) throw new Error('nothing due');
    // The dying worker claims, and never starts the task.
    const claimed = await store.claim(due, 'dead-worker', now, leaseTtlMs);
    expect(claimed?.status).toBe('CLAIMED');
    // Its claim holds: nobody else starts the occurrence meanwhile, and the schedule goes on.
    expect(await runner().runDue()).toEqual([]);
    expect((await schedules().get(agentId, schedule.id)).next_run_at).toBe('2026-05-05T09:00:00.000Z');
    // Past the lease, another worker takes it over and starts its task exactly once.
    at(new Date(now.getTime() + leaseTtlMs + 1000).toISOString());
    expect(await runner().runDue()).toMatchObject([{ kind: 'started' }]);
    expect(await runner().runDue()).toEqual([]);
    // The dead worker wakes up and tries to start it too: its lease is gone, so no second task.
    const late = await harness.orchestrator
      .start(agentId, 'late', {
        runId: schedule.id,
        onCreated: (trx, task) => store.markStarted(trx, due.id, 'dead-worker', task.id),
      })
      .catch((error: unknown) => error);
    expect(late).toBeInstanceOf(Error);
    const tasks = await tasksOf(schedule.id);
    expect(tasks).toHaveLength(1);
    const rows = await occurrences(schedule.id);
    expect(rows.filter((row) => row.due_at === '2026-05-04T09:00:00.000Z')).toMatchObject([
      { status: 'STARTED', task_id: tasks[0]?.id, claim_attempts: 2 },
    ]);
  });

  it('pauses, and a resumed schedule fires at its next due time', async () => {
    at('2026-05-04T08:00:00Z');
    const schedule = await create({ cron_expression: '0 * * * *' });
    const paused = await schedules().update(agentId, schedule.id, { is_active: false });
    expect(paused).toMatchObject({ is_active: false, next_run_at: null, next_runs: [] });
    at('2026-05-04T09:00:00Z');
    expect(await runner().runDue()).toEqual([]);
    at('2026-05-04T09:20:00Z');
    const resumed = await schedules().update(agentId, schedule.id, { is_active: true });
    expect(resumed).toMatchObject({ is_active: true, next_run_at: '2026-05-04T10:00:00.000Z' });
    at('2026-05-04T10:00:00Z');
    expect(await runner().runDue()).toMatchObject([{ kind: 'started' }]);
    expect(await tasksOf(schedule.id)).toHaveLength(1);
  });

  it('skips an occurrence claimed after its schedule was paused, without storing another', async () => {
    at('2026-05-04T08:00:00Z');
    const schedule = await create({ cron_expression: '0 9 * * *' });
    at('2026-05-04T09:00:00Z');
    const store = new OccurrenceStore(db());
    const [due] = await store.due(now, 10);
    await db().updateTable('schedules').set({ is_active: 0 }).where('id', '=', schedule.id).execute();
    if (!due) throw new Error('nothing due');
    expect(await store.claim(due, 'worker', now, leaseTtlMs)).toBeNull();
    expect(await occurrences(schedule.id)).toMatchObject([
      { status: 'SKIPPED', error_code: 'SCHEDULE_PAUSED' },
    ]);
  });

  it('fires a one-shot once, and one whose time has passed at the next look', async () => {
    at('2026-05-04T08:00:00Z');
    const once = await create({ run_at: '2026-05-04T11:00', timezone: 'Europe/Berlin' });
    expect(once).toMatchObject({
      kind: 'once',
      run_at: '2026-05-04T09:00:00.000Z',
      next_run_at: '2026-05-04T09:00:00.000Z',
    });
    at('2026-05-04T09:00:00Z');
    expect(await runner().runDue()).toHaveLength(1);
    at('2026-05-05T09:00:00Z');
    expect(await runner().runDue()).toEqual([]);
    expect(await tasksOf(once.id)).toHaveLength(1);
    expect(await schedules().get(agentId, once.id)).toMatchObject({ next_run_at: null, next_runs: [] });
    // Pausing and resuming a one-shot that ran does not run it again.
    await schedules().update(agentId, once.id, { is_active: false });
    await schedules().update(agentId, once.id, { is_active: true });
    expect(await runner().runDue()).toEqual([]);

    const late = await create({ name: 'Late', run_at: '2026-05-01T07:00:00Z' });
    expect(await runner().runDue()).toHaveLength(1);
    expect(await tasksOf(late.id)).toHaveLength(1);
  });

  it('records a start that fails on the occurrence, and the schedule goes on', async () => {
    at('2026-05-04T08:00:00Z');
    const schedule = await create({ cron_expression: '0 9 * * *', max_steps_override: 5 });
    await db()
      .updateTable('schedules')
      .set({ max_steps_override: 1000 })
      .where('id', '=', schedule.id)
      .execute();
    at('2026-05-04T09:00:00Z');
    expect(await runner().runDue()).toMatchObject([{ kind: 'failed' }]);
    const [failed] = await schedules().occurrencesOf(agentId, schedule.id, 10, 0);
    expect(failed).toMatchObject({ outcome: 'pending' });
    const rows = await occurrences(schedule.id);
    expect(rows.map((row) => row.status)).toEqual(['FAILED', 'PENDING']);
    expect(rows[0]?.error_code).toBeTruthy();
  });

  it('starts nothing for a suspended owner, and the schedule goes on', async () => {
    at('2026-05-04T08:00:00Z');
    const schedule = await create({ cron_expression: '0 9 * * *' });
    await db().updateTable('users').set({ status: 'suspended' }).where('id', '=', harness.userId).execute();
    at('2026-05-04T09:00:00Z');
    expect(await runner().runDue()).toMatchObject([{ kind: 'failed', code: 'ACCOUNT_SUSPENDED' }]);
    expect(await tasksOf(schedule.id)).toEqual([]);
    const rows = await occurrences(schedule.id);
    expect(rows.map((row) => [row.status, row.error_code])).toEqual([
      ['FAILED', 'ACCOUNT_SUSPENDED'],
      ['PENDING', null],
    ]);
  });

  it('records a start whose task was rolled back as failed, not as started', async () => {
    at('2026-05-04T08:00:00Z');
    const schedule = await create({ cron_expression: '0 9 * * *' });
    const failingAfterCreation: Pick<Orchestrator, 'start' | 'newLeaseOwner'> = {
      newLeaseOwner: () => harness.orchestrator.newLeaseOwner(),
      start: (agent, prompt, options) =>
        harness.orchestrator.start(agent, prompt, {
          ...options,
          onCreated: async (trx, task) => {
            await options?.onCreated?.(trx, task);
            throw new Error('the disk is full');
          },
        }),
    };
    at('2026-05-04T09:00:00Z');
    const outcomes = await new ScheduleRunner(db(), failingAfterCreation, createLogger('silent', false), {
      pollIntervalMs: 60_000,
      leaseTtlMs,
      batchSize: 20,
      clock,
    }).runDue();
    expect(outcomes).toMatchObject([{ kind: 'failed', message: 'the disk is full' }]);
    expect(await tasksOf(schedule.id)).toEqual([]);
    expect((await occurrences(schedule.id)).map((row) => row.status)).toEqual(['FAILED', 'PENDING']);
  });

  it('tells the owner "scheduled run finished" only once the task has finished', async () => {
    at('2026-05-04T08:00:00Z');
    const schedule = await create({ cron_expression: '0 9 * * *' });
    at('2026-05-04T09:00:00Z');
    const [outcome] = await runner().runDue();
    if (outcome?.kind !== 'started') throw new Error('not started');
    const kinds = async () =>
      (
        await db().selectFrom('notifications').select('type').where('task_id', '=', outcome.taskId).execute()
      ).map((row) => row.type);
    expect(await kinds()).toEqual([]);
    model.enqueue({ text: 'Here is the digest.' });
    await harness.orchestrator.tick(outcome.taskId);
    expect((await harness.orchestrator.getTask(outcome.taskId)).status).toBe('COMPLETED');
    expect(await kinds()).toEqual(['scheduled_run_finished']);
    const [occurrence] = (await schedules().occurrencesOf(agentId, schedule.id, 10, 0)).filter(
      (row) => row.task_id === outcome.taskId,
    );
    expect(occurrence).toMatchObject({ outcome: 'completed', task_status: 'COMPLETED' });
  });
});
