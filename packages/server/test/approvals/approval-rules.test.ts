/**
 * Approval rules at the loop's gate: a rule allows, denies (the model reads the reason) or asks,
 * before the operation's own approval flag; it never runs what the owner did not enable or what
 * fails the schema; global rules come first; a condition that cannot be evaluated never lets a call
 * through. Every rule decision names the rule and version, in the call and in the decision record.
 */
import { ScriptedLlmDriver } from '@spora/sdk/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/index.js';
import { loadHistory } from '../../src/orchestrator/history.js';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { openTaskApi, type TaskApi } from '../support/task-api.js';
import type { ApiUser } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';
import { otherWorker } from '../support/test-orchestrator.js';
import { executions } from '../support/test-tools.js';

interface Rule {
  readonly id: number;
  readonly version: number;
}

describe.each(testEngines)('approval rules in the loop on $name', (engine) => {
  const llm = sharedFakeLlm();
  let api: TaskApi;
  let alice: ApiUser;
  let agentId: number;

  beforeEach(async () => {
    executions.length = 0;
    api = await openTaskApi(engine, llm);
    alice = await api.signUp();
    agentId = (await api.agentOf(alice.id, { name: 'Filer' })).id;
  });

  afterEach(async () => {
    await api.dispose();
  });

  const db = () => api.platform.database.db;

  async function ruleOf(user: ApiUser, body: Record<string, unknown>): Promise<Rule> {
    const response = await user.request('POST', '/api/v1/approval-rules', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.approval_rule as Rule;
  }

  /** Starts a task whose model makes `args` as one `files` call, and runs it until it pauses or ends. */
  async function callFiles(args: Record<string, unknown>, agent = agentId) {
    llm.enqueue(
      { kind: 'tool_calls', calls: [{ id: 'c1', name: 'files', arguments: args }] },
      { kind: 'text', text: 'done' },
    );
    const task = await api.platform.orchestrator.start(agent, 'Tidy up');
    const settled = await api.platform.orchestrator.tick(task.id);
    // A paused task leaves its closing answer unread: the next task must not get it.
    if (settled.status === 'PENDING_APPROVAL') llm.reset();
    const [call] = await db().selectFrom('tool_calls').selectAll().where('task_id', '=', task.id).execute();
    return { task: settled, call };
  }

  const recordOf = (taskId: number) =>
    db()
      .selectFrom('tool_call_decisions')
      .selectAll()
      .where('task_id', '=', taskId)
      .orderBy('sequence')
      .execute();

  it('denies a call whose arguments match, tells the model the reason and records the rule', async () => {
    const rule = await ruleOf(alice, {
      agent_id: agentId,
      tool_name: 'files',
      operation: 'delete',
      condition: 'args.path.startsWith("/etc")',
      outcome: 'deny',
      reason: 'System files stay.',
    });
    const { task, call } = await callFiles({ action: 'delete', path: '/etc/passwd' });
    expect(task.status).toBe('COMPLETED');
    expect(executions).toEqual([]);
    expect(call).toMatchObject({ status: 'REJECTED', rule_id: rule.id, rule_version: 1 });
    const toolRow = (await loadHistory(db(), task.id)).find((entry) => entry.role === 'tool');
    expect(toolRow?.content).toBe('Denied by an approval rule: System files stay.');
    expect(await recordOf(task.id)).toMatchObject([
      { decision: 'reject', channel: 'rule', decided_by: null, decided_by_rule: `rule ${rule.id} v1` },
    ]);
    // The same operation on other arguments is left to its own flag: it waits for a person.
    expect((await callFiles({ action: 'delete', path: '/tmp/x' })).task.status).toBe('PENDING_APPROVAL');
  });

  it('allows a call that would wait, and asks for one that would run, naming the rule on the call', async () => {
    const allow = await ruleOf(alice, { tool_name: 'files', operation: 'delete', outcome: 'allow' });
    const allowed = await callFiles({ action: 'delete', path: '/tmp/x' });
    expect(allowed.task.status).toBe('COMPLETED');
    expect(executions).toEqual([{ tool: 'files.delete', args: { action: 'delete', path: '/tmp/x' } }]);
    expect(allowed.call).toMatchObject({ status: 'COMPLETED', rule_id: allow.id, rule_version: 1 });
    expect(await recordOf(allowed.task.id)).toMatchObject([
      { decision: 'approve', channel: 'rule', decided_by_rule: `rule ${allow.id} v1` },
    ]);

    const ask = await ruleOf(alice, { tool_name: 'files', operation: 'read', outcome: 'ask' });
    const asked = await callFiles({ action: 'read', path: '/tmp/x' });
    expect(asked.task.status).toBe('PENDING_APPROVAL');
    expect(asked.call).toMatchObject({ status: 'PENDING_APPROVAL', rule_id: ask.id });
    expect(await recordOf(asked.task.id)).toEqual([]);
    const view = await alice.request('GET', `/api/v1/tasks/${asked.task.id}`);
    expect(view.json().data.task.tool_calls[0].rule).toEqual({ id: ask.id, version: 1 });
  });

  it('cannot widen what the owner enabled: a disabled operation and invalid arguments stay refused', async () => {
    await ruleOf(alice, { tool_name: 'files', outcome: 'allow' });
    const disabled = await callFiles({ action: 'shred', path: '/tmp/x' });
    expect(disabled.call).toMatchObject({ status: 'DISABLED', rule_id: null });
    const invalid = await callFiles({ action: 'delete', path: '/tmp/x', count: 9 });
    expect(invalid.call).toMatchObject({ status: 'INVALID', rule_id: null });
    expect(executions).toEqual([]);
  });

  it('tries global rules first, then the owner’s in order; a revoked rule decides nothing', async () => {
    const admin = await api.signUp({ role: 'admin' });
    await ruleOf(alice, { tool_name: 'files', operation: 'delete', outcome: 'allow' });
    const global = await ruleOf(admin, {
      scope: 'global',
      tool_name: 'files',
      operation: 'delete',
      condition: 'args.path == "/srv"',
      outcome: 'deny',
      reason: 'Never /srv.',
    });
    expect((await callFiles({ action: 'delete', path: '/srv' })).call).toMatchObject({
      status: 'REJECTED',
      rule_id: global.id,
    });
    expect((await alice.request('DELETE', `/api/v1/approval-rules/${global.id}`)).statusCode).toBe(403);
    expect((await admin.request('DELETE', `/api/v1/approval-rules/${global.id}`)).statusCode).toBe(200);
    expect((await callFiles({ action: 'delete', path: '/srv' })).call?.status).toBe('COMPLETED');
  });

  it('never lets a call through on a condition it cannot evaluate: a deny rule then asks a person', async () => {
    const deny = await ruleOf(alice, {
      tool_name: 'files',
      operation: 'read',
      condition: 'args.count > 1',
      outcome: 'deny',
    });
    await ruleOf(alice, {
      tool_name: 'files',
      operation: 'delete',
      condition: 'args.count > 1',
      outcome: 'allow',
    });
    // `count` is optional and absent: the deny rule cannot tell, so a person decides.
    const read = await callFiles({ action: 'read', path: '/a' });
    expect(read.call).toMatchObject({ status: 'PENDING_APPROVAL', rule_id: deny.id });
    // The allow rule cannot tell either: it is skipped, and the operation's flag asks.
    const deleted = await callFiles({ action: 'delete', path: '/a' });
    expect(deleted.call).toMatchObject({ status: 'PENDING_APPROVAL', rule_id: null });
    expect(executions).toEqual([]);
  });

  it('cannot stand in for a second approver: an allow rule leaves a quorum operation to people', async () => {
    const bob = await api.signUp();
    const policy = await alice.request('PUT', `/api/v1/agents/${agentId}/approval-policy`, {
      owner_decides: true,
      administrators_decide: false,
      approver_user_ids: [bob.id],
      escalation_user_ids: [],
      deadline: null,
      deadline_reason: null,
      operations: [{ tool_class: 'core/FilesTool', operation: 'delete', quorum: 2, deadline: null }],
    });
    expect(policy.statusCode, policy.body).toBe(200);
    await ruleOf(alice, { tool_name: 'files', outcome: 'allow' });
    const deleted = await callFiles({ action: 'delete', path: '/tmp/x' });
    expect(deleted.call).toMatchObject({ status: 'PENDING_APPROVAL', rule_id: null });
    // The same rule still allows what needs one person.
    const read = await callFiles({ action: 'read', path: '/tmp/x' });
    expect(read.call).toMatchObject({ status: 'COMPLETED' });
    expect(executions.map((execution) => execution.tool)).toEqual(['files.read']);
  });

  it.runIf(engine.name === 'postgres')(
    'applies a rule saved here at once in a worker of another process, and a revocation too',
    async () => {
      const location = api.platform.config.database;
      const elsewhere = openDatabase(location);
      const model = new ScriptedLlmDriver();
      const worker = otherWorker({
        db: elsewhere.db,
        engine: elsewhere.engine,
        tools: api.platform.tools,
        model,
        leaseTtlMs: 10_000,
        pollIntervalMs: 50,
        processId: 'elsewhere',
      });
      try {
        worker.start();
        const rule = await ruleOf(alice, {
          tool_name: 'files',
          operation: 'delete',
          outcome: 'deny',
          reason: 'No.',
        });
        const runElsewhere = async () => {
          model.enqueue(
            { toolCalls: [{ id: 'c1', name: 'files', arguments: { action: 'delete', path: '/x' } }] },
            { text: 'ok' },
          );
          const task = await api.platform.orchestrator.start(agentId, 'Delete');
          await expect
            .poll(async () => (await api.platform.orchestrator.getTask(task.id)).status, { timeout: 10_000 })
            .toMatch(/^(COMPLETED|PENDING_APPROVAL)$/);
          const [call] = await db()
            .selectFrom('tool_calls')
            .selectAll()
            .where('task_id', '=', task.id)
            .execute();
          return call;
        };
        expect(await runElsewhere()).toMatchObject({ status: 'REJECTED', rule_id: rule.id });
        expect((await alice.request('DELETE', `/api/v1/approval-rules/${rule.id}`)).statusCode).toBe(200);
        expect(await runElsewhere()).toMatchObject({ status: 'PENDING_APPROVAL', rule_id: null });
      } finally {
        await worker.stop();
        await elsewhere.close();
      }
    },
  );

  it('names the version that decided: an update is the next version, and the first stays on record', async () => {
    const rule = await ruleOf(alice, {
      tool_name: 'files',
      operation: 'delete',
      outcome: 'deny',
      reason: 'v1',
    });
    const updated = await alice.request('PUT', `/api/v1/approval-rules/${rule.id}`, {
      tool_name: 'files',
      operation: 'delete',
      outcome: 'deny',
      reason: 'v2',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const { call } = await callFiles({ action: 'delete', path: '/x' });
    expect(call).toMatchObject({
      rule_id: rule.id,
      rule_version: 2,
      reject_reason: 'Denied by an approval rule: v2',
    });
    const read = (await alice.request('GET', `/api/v1/approval-rules/${rule.id}`)).json().data;
    expect(
      read.versions.map((version: { definition: { reason: string } }) => version.definition.reason),
    ).toEqual(['v1', 'v2']);
  });

  it('remembers a grant from an approval: the next identical call runs without asking', async () => {
    const first = await callFiles({ action: 'delete', path: '/tmp/a' });
    expect(first.task.status).toBe('PENDING_APPROVAL');
    const approved = await alice.request('POST', `/api/v1/tasks/${first.task.id}/approve`, {
      decisions: [{ provider_call_id: 'c1', decision: 'approve', remember: { scope: 'agent' } }],
    });
    expect(approved.statusCode, approved.body).toBe(200);
    llm.enqueue({ kind: 'text', text: 'done' });
    expect((await api.platform.orchestrator.tick(first.task.id)).status).toBe('COMPLETED');
    const grants = (await alice.request('GET', '/api/v1/approval-rules?kind=grant')).json().data
      .approval_rules;
    expect(grants).toMatchObject([
      {
        kind: 'grant',
        agent_id: agentId,
        tool_name: 'files',
        operation: 'delete',
        outcome: 'allow',
        task_id: null,
      },
    ]);
    const second = await callFiles({ action: 'delete', path: '/tmp/b' });
    expect(second.task.status).toBe('COMPLETED');
    expect(second.call).toMatchObject({ rule_id: grants[0].id });
    expect(executions.map((execution) => execution.args)).toEqual([
      { action: 'delete', path: '/tmp/a' },
      { action: 'delete', path: '/tmp/b' },
    ]);
  });

  it('refuses a grant with a bad condition, and the approval it came with does not happen either', async () => {
    const { task } = await callFiles({ action: 'delete', path: '/tmp/a' });
    const response = await alice.request('POST', `/api/v1/tasks/${task.id}/approve`, {
      decisions: [
        {
          provider_call_id: 'c1',
          decision: 'approve',
          remember: { scope: 'task', condition: 'args.nope == 1' },
        },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('RULE_UNKNOWN_ARGUMENT');
    const [call] = await db().selectFrom('tool_calls').selectAll().where('task_id', '=', task.id).execute();
    expect(call?.status).toBe('PENDING_APPROVAL');
    expect(await db().selectFrom('approval_rules').selectAll().execute()).toEqual([]);
  });
});
