/**
 * Scheduled jobs of a real plugin folder, run by the worker of a platform: a job that succeeds,
 * one that fails, one interrupted by shutdown, and schedules refused when the plugin loads.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/db/index.js';
import { buildHttpApp } from '../../src/http/index.js';
import { ExtensionJobStore } from '../../src/worker/index.js';
import {
  createDeployment,
  type Deployment,
  openPluginPlatform,
  type PluginPlatform,
} from '../plugins/plugin-deployment.js';
import { testEngines } from '../support/test-databases.js';

const manifest = { slug: 'chores', name: 'Chores', version: '1.0.0', entry: 'index.js' };

/** Every second: one job appends to a file beside the plugin, one throws, one waits to be stopped. */
const choresPlugin = `
import { appendFileSync } from 'node:fs';
import { AbstractPlugin } from '@spora/sdk';

export default class ChoresPlugin extends AbstractPlugin {
  scheduledJobs() {
    return [
      {
        name: 'sweep',
        schedule: '* * * * * *',
        run: async ({ services, logger }) => {
          appendFileSync(new URL('./sweeps.log', import.meta.url), services.has('no.such.service') + '\\n');
          logger.info('swept');
        },
      },
      { name: 'broken', schedule: '* * * * * *', timezone: 'Europe/Berlin', run: async () => { throw new Error('the disk is full'); } },
      {
        name: 'long_haul',
        schedule: '* * * * * *',
        run: ({ signal }) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
      },
    ];
  }
}
`;

function jobsPlugin(jobs: string): string {
  return `
import { AbstractPlugin } from '@spora/sdk';
export default class JobsPlugin extends AbstractPlugin {
  scheduledJobs() {
    return ${jobs};
  }
}
`;
}

describe.each(testEngines)('scheduled jobs of plugins on $name', { timeout: 20_000 }, (engine) => {
  let test: PluginPlatform | null = null;
  let deployment: Deployment | null = null;
  afterEach(async () => {
    await test?.dispose();
    deployment?.remove();
  });

  it('runs each job on its schedule in the worker and records how each run ended', async () => {
    deployment = createDeployment();
    const folder = deployment.addPlugin('chores', manifest, { 'index.js': choresPlugin });
    test = await openPluginPlatform(engine, deployment);
    const { platform } = test;
    // Declared by the worker that runs them, not by opening the platform.
    expect(await platform.extensionJobs.list()).toEqual([]);
    await platform.startWorker();

    const byName = async () =>
      Object.fromEntries((await platform.extensionJobs.list()).map((row) => [row.job_name, row]));
    await vi.waitFor(
      async () => {
        const jobs = await byName();
        expect(jobs.sweep?.last_status).toBe('succeeded');
        expect(jobs.broken?.last_status).toBe('failed');
        expect(jobs.long_haul?.lease_owner).not.toBeNull();
      },
      { timeout: 10_000, interval: 100 },
    );
    const jobs = await byName();
    expect(jobs.broken).toMatchObject({ timezone: 'Europe/Berlin', last_error: 'the disk is full' });
    expect(jobs.sweep).toMatchObject({ extension_slug: 'chores', schedule: '* * * * * *', timezone: 'UTC' });
    // The inventory names the jobs beside the tools.
    expect(platform.plugins.reports()[0]?.jobs).toEqual([
      { name: 'sweep', schedule: '* * * * * *', timezone: 'UTC' },
      { name: 'broken', schedule: '* * * * * *', timezone: 'Europe/Berlin' },
      { name: 'long_haul', schedule: '* * * * * *', timezone: 'UTC' },
    ]);
    expect(readFileSync(join(folder, 'sweeps.log'), 'utf8')).toMatch(/^false\n/);
    expect(test.log.lines).toContainEqual(
      expect.objectContaining({
        plugin: 'chores',
        job: 'broken',
        msg: 'Scheduled job chores:broken failed: the disk is full',
      }),
    );

    // Shutting down stops the job that was still running and records it as interrupted.
    await platform.close();
    const connection = openDatabase(test.database.location);
    try {
      const [longHaul] = await new ExtensionJobStore(connection.db)
        .list()
        .then((rows) => rows.filter((row) => row.job_name === 'long_haul'));
      expect(longHaul).toMatchObject({ lease_owner: null, last_status: 'interrupted' });
    } finally {
      await connection.close();
    }
  });

  it('shows administrators every job with its next due time and last run', async () => {
    deployment = createDeployment();
    deployment.addPlugin('chores', manifest, { 'index.js': choresPlugin });
    test = await openPluginPlatform(engine, deployment);
    const { platform } = test;
    await platform.startWorker();
    await vi.waitFor(
      async () =>
        expect((await platform.extensionJobs.list()).map((row) => row.last_status)).toContain('failed'),
      { timeout: 10_000, interval: 100 },
    );
    // A job a removed plugin left behind stays listed, marked as not declared.
    await platform.extensionJobs.declare([
      {
        extensionSlug: 'gone',
        jobName: 'old',
        schedule: '0 3 * * *',
        timezone: 'UTC',
        nextDueAt: new Date(),
      },
    ]);
    const app = await buildHttpApp(platform);
    try {
      const tokenOf = async (role: 'admin' | 'member') => {
        const user = await platform.accounts.create({
          email: `${role}@example.test`,
          password: 'correct horse battery staple',
          role,
        });
        return `Bearer ${(await platform.apiTokens.create(user.id, { name: 'test' })).secret}`;
      };
      const listed = await app.inject({
        method: 'GET',
        url: '/api/v1/scheduled-jobs',
        headers: { authorization: await tokenOf('admin') },
      });
      expect(listed.statusCode).toBe(200);
      const jobs = listed.json().data.jobs as { plugin_slug: string; name: string }[];
      expect(jobs.map((job) => `${job.plugin_slug}:${job.name}`)).toEqual([
        'chores:broken',
        'chores:long_haul',
        'chores:sweep',
        'gone:old',
      ]);
      expect(jobs[0]).toMatchObject({
        schedule: '* * * * * *',
        timezone: 'Europe/Berlin',
        declared: true,
        running: false,
        last_status: 'failed',
        last_error: 'the disk is full',
        next_due_at: expect.any(String),
      });
      expect(jobs[3]).toMatchObject({ declared: false, running: false, last_status: null });
      const member = await app.inject({
        method: 'GET',
        url: '/api/v1/scheduled-jobs',
        headers: { authorization: await tokenOf('member') },
      });
      expect(member.statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });

  it('refuses a plugin whose jobs have a bad schedule, time zone or name, saying which', async () => {
    deployment = createDeployment();
    const bad = {
      schedule: "[{ name: 'nightly', schedule: '61 * * * *', run: async () => {} }]",
      zone: "[{ name: 'nightly', schedule: '0 3 * * *', timezone: 'Mars/Olympus', run: async () => {} }]",
      never: "[{ name: 'leap', schedule: '0 0 30 2 *', run: async () => {} }]",
      once: "[{ name: 'launch', schedule: '2031-01-01T00:00:00', run: async () => {} }]",
      year: "[{ name: 'launch', schedule: '0 0 0 1 1 * 2031', run: async () => {} }]",
      name: "[{ name: 'Nightly Run', schedule: '0 3 * * *', run: async () => {} }]",
      twice:
        "[{ name: 'nightly', schedule: '0 3 * * *', run: async () => {} }, { name: 'nightly', schedule: '0 4 * * *', run: async () => {} }]",
    };
    for (const [slug, jobs] of Object.entries(bad)) {
      deployment.addPlugin(slug, { ...manifest, slug }, { 'index.js': jobsPlugin(jobs) });
    }
    test = await openPluginPlatform(engine, deployment);
    const refusals = Object.fromEntries(
      test.platform.plugins
        .reports()
        .map((report) => [report.slug, `${report.refusal?.code}: ${report.refusal?.message}`]),
    );
    expect(refusals).toEqual({
      schedule: expect.stringMatching(
        /^HOOK_INVALID: scheduledJobs\(\): job nightly: the schedule "61 \* \* \* \*" in UTC is not valid: .*minute/,
      ),
      zone: expect.stringMatching(
        /^HOOK_INVALID: scheduledJobs\(\): job nightly: the schedule "0 3 \* \* \*" in Mars\/Olympus is not valid: /,
      ),
      never: 'HOOK_INVALID: scheduledJobs(): job leap: the schedule "0 0 30 2 *" never comes due.',
      once: 'HOOK_INVALID: scheduledJobs(): job launch: the schedule "2031-01-01T00:00:00" must be a cron expression of five fields, or six with seconds first.',
      year: 'HOOK_INVALID: scheduledJobs(): job launch: the schedule "0 0 0 1 1 * 2031" must be a cron expression of five fields, or six with seconds first.',
      name: 'HOOK_INVALID: scheduledJobs(): the job name "Nightly Run" must be lowercase letters, digits and _.',
      twice: 'HOOK_INVALID: scheduledJobs(): two jobs are named nightly.',
    });
  });
});
