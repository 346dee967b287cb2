/**
 * Extensions drive the loop through `core.tasks` and read settings through `core.tool_settings`,
 * always for one user and with that user's reach: a plugin route starts and continues a task for
 * the signed-in user; the services abort, read and append to that user's tasks and read a tool's
 * settings (secrets masked); another user's agent or task is refused as the API refuses it, with
 * nothing changed. A real OpenAI-compatible driver talks to the fake LLM, on every engine.
 */
import { type FakeLlm, startFakeLlm } from '@spora/fake-llm';
import { coreServices, type ExtensionTask, type UserTaskControl } from '@spora/sdk';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiApp, buildHttpApp } from '../../src/http/index.js';
import { isSettled } from '../../src/orchestrator/index.js';
import { settingsSubjectOf } from '../../src/settings/index.js';
import { checkedInject } from '../support/openapi-contract.js';
import { createAgent, createLlmConfiguration, createUser } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import { openTestPlatform, type TestPlatform } from '../support/test-platform.js';
import { createDeployment, type Deployment } from './plugin-deployment.js';
import { relayManifest, relayPlugin } from './task-relay-plugin.js';

describe.each(testEngines)('extensions driving tasks on $name', (engine) => {
  let llm: FakeLlm;
  let deployment: Deployment;
  let test: TestPlatform;
  let app: ApiApp;

  beforeAll(async () => {
    llm = await startFakeLlm();
  });

  afterAll(async () => {
    await llm.close();
  });

  beforeEach(async () => {
    llm.reset();
    deployment = createDeployment();
    deployment.addPlugin('relay', relayManifest, { 'index.js': relayPlugin });
    test = await openTestPlatform(engine, { pluginsDir: deployment.pluginsDir });
    app = await buildHttpApp(test.platform);
  });

  afterEach(async () => {
    await app.close();
    await test.dispose();
    deployment.remove();
  });

  async function seed() {
    const { platform } = test;
    const { db } = platform.database;
    await createLlmConfiguration(db, {
      settings: { base_url: llm.openaiBaseUrl, api_key: 'test-key', model: 'fake-model' },
    });
    const owner = await createUser(db);
    const stranger = await createUser(db);
    const agent = await createAgent(db, owner.id, { name: 'Triage' });
    const headersOf = async (userId: number) => ({
      authorization: `Bearer ${(await platform.apiTokens.create(userId, { name: 'test' })).secret}`,
    });
    const tasks = platform.services.resolve(coreServices.tasks);
    await platform.startWorker();
    return {
      platform,
      db,
      owner: { id: owner.id, headers: await headersOf(owner.id), tasks: tasks.forUser(owner.id) },
      stranger: { id: stranger.id, headers: await headersOf(stranger.id), tasks: tasks.forUser(stranger.id) },
      agent,
    };
  }

  async function settled(tasks: UserTaskControl, taskId: number): Promise<ExtensionTask> {
    for (;;) {
      const read = await tasks.get(taskId);
      if (!read.ok) throw new Error(read.error.message);
      if (isSettled(read.value.status)) return read.value;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  const taskCount = async (db: Awaited<ReturnType<typeof seed>>['db']) =>
    Number(
      (
        await db
          .selectFrom('tasks')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('starts a task from a plugin route for the signed-in user and continues it', async () => {
    const { db, owner, stranger, agent } = await seed();
    llm.enqueue({ kind: 'text', text: 'Ticket filed.' }, { kind: 'text', text: 'Marked urgent.' });

    const started = await checkedInject(app, {
      method: 'POST',
      url: '/api/v1/plugins/relay/events',
      headers: owner.headers,
      payload: { agent_id: agent.id, text: 'the printer is on fire' },
    });
    expect(started.statusCode).toBe(201);
    const taskId = started.json().data.task_id as number;
    expect(await settled(owner.tasks, taskId)).toMatchObject({
      agentId: agent.id,
      userId: owner.id,
      status: 'COMPLETED',
      answer: 'Ticket filed.',
    });

    const followed = await checkedInject(app, {
      method: 'POST',
      url: `/api/v1/plugins/relay/events/${taskId}/follow-ups`,
      headers: owner.headers,
      payload: { text: 'it spreads' },
    });
    expect(followed.statusCode).toBe(200);
    expect(await settled(owner.tasks, taskId)).toMatchObject({
      status: 'COMPLETED',
      answer: 'Marked urgent.',
    });
    const prompts = await db
      .selectFrom('task_history')
      .select('content')
      .where('task_id', '=', taskId)
      .where('role', '=', 'user')
      .orderBy('sequence')
      .execute();
    expect(prompts.map((row) => row.content)).toEqual([
      'Event received: the printer is on fire',
      'Follow-up: it spreads',
    ]);

    // Another user reaches neither the agent nor the task: the API's 404, and nothing starts or runs.
    const foreignStart = await checkedInject(app, {
      method: 'POST',
      url: '/api/v1/plugins/relay/events',
      headers: stranger.headers,
      payload: { agent_id: agent.id, text: 'mine now' },
    });
    expect([foreignStart.statusCode, foreignStart.json().error.code]).toEqual([404, 'NOT_FOUND']);
    const foreignContinue = await checkedInject(app, {
      method: 'POST',
      url: `/api/v1/plugins/relay/events/${taskId}/follow-ups`,
      headers: stranger.headers,
      payload: { text: 'do as I say' },
    });
    expect([foreignContinue.statusCode, foreignContinue.json().error.code]).toEqual([404, 'NOT_FOUND']);
    expect(await taskCount(db)).toBe(1);
    expect(await settled(owner.tasks, taskId)).toMatchObject({
      status: 'COMPLETED',
      answer: 'Marked urgent.',
    });
    expect(llm.requests).toHaveLength(2);
  });

  it('aborts a running task of the user, and refuses another user every action on it', async () => {
    const { db, owner, stranger, agent } = await seed();
    llm.enqueue({ kind: 'hang' });
    const started = await owner.tasks.start({ agentId: agent.id, prompt: 'Think for a long time.' });
    if (!started.ok) throw new Error(started.error.message);
    await llm.waitForRequests(1);
    expect(await owner.tasks.get(started.value.id)).toMatchObject({ ok: true, value: { status: 'RUNNING' } });

    const notFound = { ok: false, error: { code: 'NOT_FOUND' } };
    expect(await stranger.tasks.abort(started.value.id)).toMatchObject(notFound);
    expect(await stranger.tasks.continue(started.value.id, { prompt: 'Stop that.' })).toMatchObject(notFound);
    expect(await stranger.tasks.get(started.value.id)).toMatchObject(notFound);
    expect(
      await stranger.tasks.appendHistory(started.value.id, { role: 'user', content: 'Injected.' }),
    ).toMatchObject(notFound);
    expect(await stranger.tasks.start({ agentId: agent.id, prompt: 'Run for me.' })).toMatchObject(notFound);
    expect(await owner.tasks.get(started.value.id)).toMatchObject({ ok: true, value: { status: 'RUNNING' } });

    const aborted = await owner.tasks.abort(started.value.id);
    expect(aborted).toMatchObject({ ok: true, value: { id: started.value.id, status: 'ABORTED' } });
    expect(await owner.tasks.abort(started.value.id)).toMatchObject({
      ok: true,
      value: { status: 'ABORTED' },
    });
    expect(await taskCount(db)).toBe(1);
    const history = await db
      .selectFrom('task_history')
      .select('content')
      .where('task_id', '=', started.value.id)
      .where('role', '=', 'user')
      .execute();
    expect(history.map((row) => row.content)).toEqual(['Think for a long time.']);
  });

  it('starts from a prompt template, appends history through the loop, and refuses bad input', async () => {
    const { platform, db, owner, stranger, agent } = await seed();
    const template = await platform.promptTemplatesOf(owner.id).create(agent.id, {
      name: 'Ticket',
      body: 'Triage ticket {{ticket}}.',
      variables: [{ name: 'ticket', description: null, default: null }],
      max_steps: 4,
    });
    llm.enqueue({ kind: 'text', text: 'Triaged.' });
    const started = await owner.tasks.start({
      agentId: agent.id,
      template: { id: template.id, values: { ticket: 'T-7' } },
    });
    if (!started.ok) throw new Error(started.error.message);
    const task = await settled(owner.tasks, started.value.id);
    expect(task).toMatchObject({ status: 'COMPLETED', maxSteps: 4 });
    const prompt = await db
      .selectFrom('tasks')
      .select('user_prompt')
      .where('id', '=', task.id)
      .executeTakeFirst();
    expect(prompt?.user_prompt).toBe('Triage ticket T-7.');

    const appended = await owner.tasks.appendHistory(task.id, {
      role: 'assistant',
      content: 'The ticket system closed T-7.',
      model: 'ticket-system',
    });
    expect(appended).toMatchObject({ ok: true, value: { taskId: task.id, role: 'assistant' } });
    const last = await db
      .selectFrom('task_history')
      .select(['sequence', 'role', 'content'])
      .where('task_id', '=', task.id)
      .orderBy('sequence', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toEqual({
      sequence: appended.ok ? appended.value.sequence : -1,
      role: 'assistant',
      content: 'The ticket system closed T-7.',
    });

    const invalid = { ok: false, error: { code: 'VALIDATION_ERROR' } };
    expect(await owner.tasks.start({ agentId: agent.id, template: { id: template.id } })).toMatchObject(
      invalid,
    );
    expect(await owner.tasks.start({ agentId: agent.id, prompt: '   ' })).toMatchObject(invalid);
    const promptless = { agentId: agent.id } as unknown as Parameters<UserTaskControl['start']>[0];
    expect(await owner.tasks.start(promptless)).toMatchObject(invalid);
    expect(await owner.tasks.start({ agentId: agent.id, prompt: 'Go.', maxSteps: 0 })).toMatchObject(invalid);
    // A plain-JavaScript caller can send a row its role has no place for; the loop's rule refuses it.
    const misplaced = { role: 'tool', content: 'A result.' } as unknown as Parameters<
      UserTaskControl['appendHistory']
    >[1];
    expect(await owner.tasks.appendHistory(task.id, misplaced)).toMatchObject(invalid);
    expect(
      await stranger.tasks.start({
        agentId: agent.id,
        template: { id: template.id, values: { ticket: 'T-8' } },
      }),
    ).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(await owner.tasks.continue(task.id, { prompt: 'Again.', additionalSteps: 0 })).toMatchObject(
      invalid,
    );
    expect(await owner.tasks.abort(task.id)).toMatchObject({ ok: false, error: { code: 'INVALID_STATE' } });
    expect(await owner.tasks.get(2_147_483_648)).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(await taskCount(db)).toBe(1);
  });

  it("reads another tool's effective settings for an agent, secrets masked, only for its owner", async () => {
    const { platform, owner, stranger, agent } = await seed();
    const tool = platform.tools.get('core/WebSearchTool');
    if (!tool) throw new Error('core/WebSearchTool is not registered');
    const subject = settingsSubjectOf(tool);
    expect((await platform.toolSettings.setUser(owner.id, subject, { api_key: 'secret-key' })).ok).toBe(true);
    expect((await platform.toolSettings.setAgent(agent.id, subject, { default_max_results: '3' })).ok).toBe(
      true,
    );
    const reader = platform.services.resolve(coreServices.toolSettings);

    const read = await reader.forUser(owner.id).effective(agent.id, 'core/WebSearchTool');
    expect(read).toMatchObject({
      ok: true,
      value: {
        api_key: { value: '***', source: 'user' },
        default_max_results: { value: '3', source: 'agent' },
      },
    });
    expect(JSON.stringify(read)).not.toContain('secret-key');
    expect(await reader.forUser(stranger.id).effective(agent.id, 'core/WebSearchTool')).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await reader.forUser(owner.id).effective(agent.id, 'core/NoSuchTool')).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });

    // A teammate the agent is shared with for use runs it, as in the API, but reads no settings.
    const { db } = platform.database;
    const now = new Date().toISOString();
    const team = await db
      .insertInto('teams')
      .values({
        name: 'Support',
        description: null,
        created_by_user_id: owner.id,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('team_members')
      .values({ team_id: team.id, user_id: stranger.id, role: 'member', created_at: now })
      .execute();
    await db
      .insertInto('agent_shares')
      .values({
        agent_id: agent.id,
        team_id: team.id,
        access: 'use',
        created_at: now,
        created_by_user_id: owner.id,
      })
      .execute();
    expect(await reader.forUser(stranger.id).effective(agent.id, 'core/WebSearchTool')).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    llm.enqueue({ kind: 'text', text: 'On it.' });
    const shared = await stranger.tasks.start({ agentId: agent.id, prompt: 'Help the customer.' });
    expect(shared).toMatchObject({ ok: true, value: { agentId: agent.id, userId: stranger.id } });
    if (!shared.ok) return;
    expect(await settled(stranger.tasks, shared.value.id)).toMatchObject({
      status: 'COMPLETED',
      answer: 'On it.',
    });
    // The teammate's task is theirs: the agent's owner does not reach it through these services either.
    expect(await owner.tasks.get(shared.value.id)).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });
});
