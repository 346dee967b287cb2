/**
 * A tool that says its credential setting is missing or refused pauses the task in
 * AWAITING_CONNECTION with the call kept to run again; saving that setting on a layer the task's
 * agent reads (global, its owner's, its own) queues the task, and nothing else does.
 */
import {
  AbstractTool,
  Tool,
  type ToolArguments,
  type ToolContext,
  ToolParameter,
  ToolResult,
  ToolSetting,
} from '@spora/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { openTaskApi, type TaskApi } from '../support/task-api.js';
import type { ApiUser } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

const used: string[] = [];
/** Runs after the tool read a key it is about to refuse: a save racing the pause. */
let whileRefusing: (() => Promise<void>) | null = null;

@Tool({ name: 'mailbox', description: 'Reads a mailbox with an API key.' })
@ToolParameter({ name: 'folder', type: 'string', description: 'Folder.' })
@ToolSetting({ key: 'api_key', label: 'API Key', type: 'password' })
@ToolSetting({ key: 'region', label: 'Region', type: 'text' })
class MailboxTool extends AbstractTool {
  async execute(args: ToolArguments, ctx: ToolContext): Promise<ToolResult> {
    const key = (await ctx.settings()).api_key;
    if (args.folder === 'spam') return ToolResult.credentialRejected('spam_filter', 'Error: no spam filter.');
    if (typeof key !== 'string' || key === '') return ToolResult.credentialMissing('api_key');
    used.push(key);
    if (key !== 'good') await whileRefusing?.();
    if (key !== 'good') return ToolResult.credentialRejected('api_key', 'Error: 401 from the mailbox.');
    return ToolResult.ok(`3 mails in ${String(args.folder)}`);
  }

  describeAction(): string {
    return 'Read mail';
  }
}

describe.each(testEngines)('a tool credential pause on $name', (engine) => {
  const llm = sharedFakeLlm();
  let api: TaskApi;
  let alice: ApiUser;

  beforeEach(async () => {
    used.length = 0;
    whileRefusing = null;
    api = await openTaskApi(engine, llm);
    api.platform.tools.register({ kind: 'core' }, MailboxTool);
    alice = await api.signUp();
  });

  afterEach(async () => {
    await api.dispose();
  });

  const mailboxAgent = (user: ApiUser) => api.agentOf(user.id, { tools: { 'core/MailboxTool': 'mailbox' } });
  const readTask = async (taskId: number) =>
    (await alice.request('GET', `/api/v1/tasks/${taskId}`)).json().data.task;
  const save = async (user: ApiUser, path: string, settings: Record<string, string>) => {
    const saved = await user.request('PUT', path, { settings });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const callRows = (taskId: number) =>
    api.platform.database.db.selectFrom('tool_calls').selectAll().where('task_id', '=', taskId).execute();

  /** Starts a task whose one call reads the mailbox, and runs it to its pause. */
  async function pausedTask(agentId: number) {
    llm.enqueue({
      kind: 'tool_calls',
      calls: [{ id: 'c1', name: 'mailbox', arguments: { folder: 'inbox' } }],
    });
    const task = await api.platform.orchestrator.start(agentId, 'How many mails?');
    expect(await api.platform.orchestrator.tick(task.id)).toMatchObject({
      status: 'AWAITING_CONNECTION',
      step_count: 1,
      error_code: null,
    });
    return task;
  }

  it('pauses on a refused key, keeps the call, and saving the owner key runs it to its answer', async () => {
    const agent = await mailboxAgent(alice);
    await save(alice, '/api/v1/tools/mailbox/user-settings', { api_key: 'expired' });
    const task = await pausedTask(agent.id);
    const read = await readTask(task.id);
    expect(read.awaited_credential).toEqual({
      kind: 'tool_setting',
      tool_class: 'core/MailboxTool',
      setting: 'api_key',
      agent_id: agent.id,
      reason: 'rejected',
    });
    expect(read.allowed_actions).toEqual(['abort']);
    expect(await callRows(task.id)).toMatchObject([{ status: 'APPROVED', result_content: null }]);
    const notes = await api.platform.database.db
      .selectFrom('notifications')
      .selectAll()
      .where('type', '=', 'credential_needed')
      .execute();
    expect(notes).toMatchObject([{ task_id: task.id, user_id: alice.id, read_at: null }]);

    // Another key of the tool resumes nothing.
    await save(alice, '/api/v1/tools/mailbox/user-settings', { region: 'eu' });
    expect((await readTask(task.id)).status).toBe('AWAITING_CONNECTION');

    llm.enqueue({ kind: 'text', text: 'You have 3 mails.' });
    await save(alice, '/api/v1/tools/mailbox/user-settings', { api_key: 'good' });
    expect(await readTask(task.id)).toMatchObject({ status: 'QUEUED', awaited_credential: null });
    expect(await api.platform.orchestrator.tick(task.id)).toMatchObject({
      status: 'COMPLETED',
      final_response: 'You have 3 mails.',
      step_count: 2,
    });
    expect(used).toEqual(['expired', 'good']);
    expect(await callRows(task.id)).toMatchObject([
      { status: 'COMPLETED', result_content: '3 mails in inbox' },
    ]);
    // The model read the result of the call that ran, never the refusal.
    const lastRequest = JSON.stringify(llm.requests.at(-1)?.body);
    expect(lastRequest).toContain('3 mails in inbox');
    expect(lastRequest).not.toContain('401 from the mailbox');
  });

  it("pauses on a missing key; another user's save does not resume it, the agent's own layer does", async () => {
    const agent = await mailboxAgent(alice);
    const task = await pausedTask(agent.id);
    expect((await readTask(task.id)).awaited_credential).toMatchObject({ reason: 'missing' });

    const bob = await api.signUp();
    const bobsAgent = await mailboxAgent(bob);
    await save(bob, '/api/v1/tools/mailbox/user-settings', { api_key: 'good' });
    await save(bob, `/api/v1/agents/${bobsAgent.id}/tools/mailbox/settings`, { api_key: 'good' });
    // Alice's agent is not Bob's to configure.
    const refused = await bob.request('PUT', `/api/v1/agents/${agent.id}/tools/mailbox/settings`, {
      settings: { api_key: 'good' },
    });
    expect(refused.statusCode).toBe(404);
    expect((await readTask(task.id)).status).toBe('AWAITING_CONNECTION');

    llm.enqueue({ kind: 'text', text: 'Three.' });
    await save(alice, `/api/v1/agents/${agent.id}/tools/mailbox/settings`, { api_key: 'good' });
    expect(await api.platform.orchestrator.tick(task.id)).toMatchObject({
      status: 'COMPLETED',
      final_response: 'Three.',
    });
  });

  it('is resumed by the global layer an administrator saves', async () => {
    const admin = await api.signUp({ role: 'admin' });
    const agent = await mailboxAgent(alice);
    const task = await pausedTask(agent.id);
    llm.enqueue({ kind: 'text', text: 'Three.' });
    await save(admin, '/api/v1/tools/mailbox/settings', { api_key: 'good' });
    expect((await readTask(task.id)).status).toBe('QUEUED');
    expect((await api.platform.orchestrator.tick(task.id)).status).toBe('COMPLETED');
  });

  it('hands the task back at once when the setting was saved while the call ran', async () => {
    const agent = await mailboxAgent(alice);
    await save(alice, '/api/v1/tools/mailbox/user-settings', { api_key: 'expired' });
    whileRefusing = () => save(alice, '/api/v1/tools/mailbox/user-settings', { api_key: 'good' });
    llm.enqueue({
      kind: 'tool_calls',
      calls: [{ id: 'c1', name: 'mailbox', arguments: { folder: 'inbox' } }],
    });
    const task = await api.platform.orchestrator.start(agent.id, 'How many mails?');
    expect(await api.platform.orchestrator.tick(task.id)).toMatchObject({ status: 'QUEUED', step_count: 1 });
    expect(await callRows(task.id)).toMatchObject([{ status: 'APPROVED' }]);
    llm.enqueue({ kind: 'text', text: 'Three.' });
    expect((await api.platform.orchestrator.tick(task.id)).status).toBe('COMPLETED');
    expect(used).toEqual(['expired', 'good']);
  });

  it('reads a credential error naming a setting the tool does not declare as an ordinary error', async () => {
    const agent = await mailboxAgent(alice);
    llm.enqueue(
      { kind: 'tool_calls', calls: [{ id: 'c1', name: 'mailbox', arguments: { folder: 'spam' } }] },
      { kind: 'text', text: 'The spam folder cannot be read.' },
    );
    const task = await api.platform.orchestrator.start(agent.id, 'Read the spam');
    expect(await api.platform.orchestrator.tick(task.id)).toMatchObject({
      status: 'COMPLETED',
      final_response: 'The spam folder cannot be read.',
    });
    expect(await callRows(task.id)).toMatchObject([
      { status: 'FAILED', result_content: 'Error: no spam filter.' },
    ]);
  });
});
