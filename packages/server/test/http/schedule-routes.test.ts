/**
 * `/api/v1/agents/{id}/prompt-templates` and `/api/v1/agents/{id}/schedules`: create, read, change
 * and delete for the agent's owner only (another user's agent or schedule is 404), 422 with
 * `details.fields` and coded `details.issues` for malformed templates, unknown variables, bad
 * cron expressions and zones; rendering and timing previews; run now; occurrences; today's runs.
 * On every engine.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiUser, openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

describe.each(testEngines)('schedule routes on $name', (engine) => {
  let api: TestApi;
  let alice: ApiUser;
  let bob: ApiUser;
  let agentId: number;

  beforeEach(async () => {
    api = await openTestApi(engine);
    alice = await api.signUp();
    bob = await api.signUp();
    const created = await alice.request('POST', '/api/v1/agents', { name: 'Newsroom' });
    expect(created.statusCode, created.body).toBe(201);
    agentId = created.json().data.agent.id;
  });

  afterEach(async () => {
    await api.dispose();
  });

  const templates = () => `/api/v1/agents/${agentId}/prompt-templates`;
  const schedules = () => `/api/v1/agents/${agentId}/schedules`;
  const issuesOf = (body: string) =>
    (JSON.parse(body).error.details.issues as { field: string; code: string }[]).map(
      ({ field, code }) => `${field} ${code}`,
    );

  describe('prompt templates', () => {
    it('are created, listed, rendered with values and built-ins, changed and deleted', async () => {
      const created = await alice.request('POST', templates(), {
        name: 'Digest',
        body: 'Write a {{length:short}} digest about {{topic}} for {{user_name}} on {{weekday}}.',
        variables: [{ name: 'topic', description: 'What about', default: null }],
        max_steps: 4,
      });
      expect(created.statusCode, created.body).toBe(201);
      const template = created.json().data.template;
      expect(template).toMatchObject({ name: 'Digest', max_steps: 4, variables: [{ name: 'topic' }] });
      const listed = await alice.request('GET', templates());
      expect(listed.json().data.templates.map((entry: { id: number }) => entry.id)).toEqual([template.id]);

      const rendered = await alice.request('POST', `${templates()}/${template.id}/render`, {
        values: { topic: 'rivers' },
        timezone: 'Europe/Berlin',
      });
      expect(rendered.statusCode, rendered.body).toBe(200);
      expect(rendered.json().data.prompt).toMatch(
        /^Write a short digest about rivers for .+ on (Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\.$/,
      );
      const missing = await alice.request('POST', `${templates()}/${template.id}/render`, {});
      expect(missing.statusCode).toBe(422);
      expect(issuesOf(missing.body)).toEqual(['values.topic TEMPLATE_VARIABLE_MISSING']);
      expect(missing.json().error.details.fields).toHaveProperty('values.topic');

      const changed = await alice.request('PATCH', `${templates()}/${template.id}`, { name: 'Daily digest' });
      expect(changed.json().data.template).toMatchObject({ name: 'Daily digest', body: template.body });
      const deleted = await alice.request('DELETE', `${templates()}/${template.id}`);
      expect(deleted.json()).toEqual({ data: { deleted: true } });
    });

    it('refuse malformed bodies and unknown variables with codes', async () => {
      const refused = await alice.request('POST', templates(), {
        name: 'Broken',
        body: 'Hello {{nobody}} and {{ 1bad }} and {{open',
        variables: [{ name: 'date', description: null, default: null }],
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.code).toBe('VALIDATION_ERROR');
      expect(issuesOf(refused.body).sort()).toEqual(
        [
          'body TEMPLATE_MALFORMED',
          'body TEMPLATE_MALFORMED',
          'body TEMPLATE_UNKNOWN_VARIABLE',
          'variables[0].name TEMPLATE_VARIABLE_INVALID',
        ].sort(),
      );
      const preview = await alice.request('POST', `${templates()}/preview`, {
        body: 'On {{date}} in {{timezone}}: {{mood:calm}}',
        timezone: 'Asia/Tokyo',
      });
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json().data.prompt).toMatch(/^On \d{4}-\d{2}-\d{2} in Asia\/Tokyo: calm$/);
      const badZone = await alice.request('POST', `${templates()}/preview`, {
        body: 'x',
        timezone: 'Mars/Base',
      });
      expect(issuesOf(badZone.body)).toEqual(['timezone TIMEZONE_INVALID']);
    });

    it("are another user's 404, and one a schedule uses is not deleted", async () => {
      const template = (
        await alice.request('POST', templates(), { name: 'T', body: 'Hi {{agent_name}}' })
      ).json().data.template;
      for (const [method, url] of [
        ['GET', templates()],
        ['GET', `${templates()}/${template.id}`],
        ['PATCH', `${templates()}/${template.id}`],
        ['DELETE', `${templates()}/${template.id}`],
      ] as const) {
        const response = await bob.request(method, url, method === 'PATCH' ? { name: 'x' } : undefined);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
      await alice.request('POST', schedules(), {
        name: 'Uses it',
        prompt_template_id: template.id,
        cron_expression: '@daily',
      });
      const refused = await alice.request('DELETE', `${templates()}/${template.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('INVALID_STATE');
    });
  });

  describe('schedules', () => {
    it('are created with a description and next runs, paused, resumed, run now and listed with occurrences', async () => {
      const created = await alice.request('POST', schedules(), {
        name: 'Morning',
        raw_prompt: 'Good morning!',
        cron_expression: '0 9 * * 1-5',
        timezone: 'Europe/Berlin',
        max_steps_override: 3,
      });
      expect(created.statusCode, created.body).toBe(201);
      const schedule = created.json().data.schedule;
      expect(schedule).toMatchObject({
        kind: 'recurring',
        is_active: true,
        description: 'At 09:00, Monday through Friday (Europe/Berlin)',
        max_steps_override: 3,
      });
      expect(schedule.next_runs).toHaveLength(5);
      expect(schedule.next_run_at).toBe(schedule.next_runs[0]);

      const paused = await alice.request('PATCH', `${schedules()}/${schedule.id}`, { is_active: false });
      expect(paused.json().data.schedule).toMatchObject({ is_active: false, next_run_at: null });
      const resumed = await alice.request('PATCH', `${schedules()}/${schedule.id}`, { is_active: true });
      expect(resumed.json().data.schedule.next_run_at).toBe(schedule.next_run_at);

      const run = await alice.request('POST', `${schedules()}/${schedule.id}/run-now`, {});
      expect(run.statusCode, run.body).toBe(201);
      const { occurrence, schedule: after } = run.json().data;
      expect(occurrence).toMatchObject({ trigger: 'manual', status: 'STARTED' });
      expect(after.next_run_at).toBe(schedule.next_run_at);
      const task = await alice.request('GET', `/api/v1/tasks/${occurrence.task_id}`);
      expect(task.statusCode, task.body).toBe(200);
      expect(task.json().data.task).toMatchObject({ max_steps: 3 });

      const occurrences = await alice.request('GET', `${schedules()}/${schedule.id}/occurrences`);
      expect(
        occurrences
          .json()
          .data.occurrences.map((row: { trigger: string }) => row.trigger)
          .sort(),
      ).toEqual(['manual', 'schedule']);
      const today = await alice.request('GET', '/api/v1/schedules/today?timezone=Europe/Berlin');
      expect(today.statusCode, today.body).toBe(200);
      expect(
        today
          .json()
          .data.runs.some(
            (entry: { occurrence: { id: number } | null }) => entry.occurrence?.id === occurrence.id,
          ),
      ).toBe(true);
      expect((await bob.request('GET', '/api/v1/schedules/today')).json().data.runs).toEqual([]);

      const deleted = await alice.request('DELETE', `${schedules()}/${schedule.id}`);
      expect(deleted.statusCode).toBe(200);
      expect((await alice.request('GET', `/api/v1/tasks/${occurrence.task_id}`)).statusCode).toBe(200);
    });

    it('refuse bad timings and prompts with codes, every problem at once', async () => {
      const refused = await alice.request('POST', schedules(), {
        name: 'Bad',
        cron_expression: '61 * * * *',
        timezone: 'Europe/Berlin',
      });
      expect(refused.statusCode).toBe(422);
      expect(issuesOf(refused.body)).toEqual(['raw_prompt PROMPT_REQUIRED', 'cron_expression CRON_INVALID']);
      const both = await alice.request('POST', schedules(), {
        name: 'Both',
        raw_prompt: 'x',
        cron_expression: '@daily',
        run_at: '2030-01-01T09:00',
        timezone: 'Nowhere/Land',
      });
      expect(issuesOf(both.body)).toEqual(['timezone TIMEZONE_INVALID', 'run_at TIMING_REQUIRED']);
      const badDate = await alice.request('POST', schedules(), {
        name: 'D',
        raw_prompt: 'x',
        run_at: 'tomorrow',
      });
      expect(issuesOf(badDate.body)).toEqual(['run_at RUN_AT_INVALID']);
      const foreignTemplate = await alice.request('POST', schedules(), {
        name: 'T',
        prompt_template_id: 999,
        cron_expression: '@hourly',
      });
      expect(issuesOf(foreignTemplate.body)).toEqual(['prompt_template_id TEMPLATE_NOT_FOUND']);
    });

    it('preview a timing in words with its next runs, and refuse a bad one', async () => {
      const preview = await alice.request('POST', `${schedules()}/preview`, {
        cron_expression: '@hourly',
        timezone: 'UTC',
        count: 3,
      });
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json().data).toMatchObject({ description: 'Every hour (UTC)' });
      expect(preview.json().data.next_runs).toHaveLength(3);
      const once = await alice.request('POST', `${schedules()}/preview`, {
        run_at: '2030-07-01T09:30',
        timezone: 'Europe/Berlin',
      });
      expect(once.json().data.next_runs).toEqual(['2030-07-01T07:30:00.000Z']);
      const bad = await alice.request('POST', `${schedules()}/preview`, { cron_expression: 'every day' });
      expect(bad.statusCode).toBe(422);
      expect(issuesOf(bad.body)).toEqual(['cron_expression CRON_INVALID']);
    });

    it("are another user's 404 on every route", async () => {
      const schedule = (
        await alice.request('POST', schedules(), { name: 'Mine', raw_prompt: 'x', cron_expression: '@daily' })
      ).json().data.schedule;
      const one = `${schedules()}/${schedule.id}`;
      for (const [method, url, body] of [
        ['GET', schedules(), undefined],
        ['POST', schedules(), { name: 'Theirs', raw_prompt: 'x', cron_expression: '@daily' }],
        ['POST', `${schedules()}/preview`, { cron_expression: '@daily' }],
        ['GET', one, undefined],
        ['PATCH', one, { is_active: false }],
        ['DELETE', one, undefined],
        ['POST', `${one}/run-now`, {}],
        ['GET', `${one}/occurrences`, undefined],
      ] as const) {
        const response = await bob.request(method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
      const otherAgent = (await bob.request('POST', '/api/v1/agents', { name: 'Bobs' })).json().data.agent.id;
      const wrongAgent = await alice.request('GET', `/api/v1/agents/${otherAgent}/schedules/${schedule.id}`);
      expect(wrongAgent.statusCode).toBe(404);
      expect((await alice.request('GET', one)).json().data.schedule.is_active).toBe(true);
    });
  });
});
