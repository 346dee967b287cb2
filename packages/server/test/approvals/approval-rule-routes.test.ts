/**
 * `/approval-rules`: a rule that does not make sense is refused with a code that points at the
 * fault and nothing is saved; members see and change only their own rules (and read the global
 * ones); the replay tells what a draft would have done to calls people decided.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { openTaskApi, type TaskApi } from '../support/task-api.js';
import type { ApiUser } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

describe.each(testEngines)('approval rule routes on $name', (engine) => {
  const llm = sharedFakeLlm();
  let api: TaskApi;
  let alice: ApiUser;
  let bob: ApiUser;
  let aliceAgent: number;
  let bobAgent: number;

  beforeEach(async () => {
    api = await openTaskApi(engine, llm);
    alice = await api.signUp();
    bob = await api.signUp();
    aliceAgent = (await api.agentOf(alice.id, { name: 'Filer' })).id;
    bobAgent = (await api.agentOf(bob.id, { name: 'Bob’s' })).id;
  });

  afterEach(async () => {
    await api.dispose();
  });

  const create = (user: ApiUser, body: Record<string, unknown>) =>
    user.request('POST', '/api/v1/approval-rules', body);
  const savedRules = () => api.platform.database.db.selectFrom('approval_rules').selectAll().execute();

  it.each([
    [
      'a condition that does not parse',
      { tool_name: 'files', condition: 'args.path ==', outcome: 'deny' },
      'RULE_CONDITION_INVALID',
      { field: 'condition', reason: 'CONDITION_SYNTAX' },
    ],
    [
      'an argument the operation does not have',
      { tool_name: 'files', operation: 'delete', condition: 'args.amount > 3', outcome: 'deny' },
      'RULE_UNKNOWN_ARGUMENT',
      { field: 'condition', position: 5 },
    ],
    [
      'a comparison of mismatched types',
      { tool_name: 'files', condition: 'args.path > 3', outcome: 'deny' },
      'RULE_CONDITION_INVALID',
      { reason: 'CONDITION_TYPE' },
    ],
    [
      'a condition that is not true or false',
      { tool_name: 'files', condition: 'args.path', outcome: 'allow' },
      'RULE_CONDITION_INVALID',
      { reason: 'CONDITION_TYPE' },
    ],
    [
      'a regular expression, which could run for minutes',
      { tool_name: 'files', condition: 'args.path.matches("^(a+)+$")', outcome: 'deny' },
      'RULE_CONDITION_INVALID',
      { reason: 'CONDITION_NOT_ALLOWED' },
    ],
    [
      'a condition without a tool to read',
      { condition: 'true', outcome: 'allow' },
      'RULE_CONDITION_INVALID',
      { reason: 'CONDITION_NEEDS_TOOL' },
    ],
    ['an unknown tool', { tool_name: 'nope', outcome: 'allow' }, 'RULE_UNKNOWN_TOOL', { field: 'tool_name' }],
    [
      'an unknown operation',
      { tool_name: 'files', operation: 'burn', outcome: 'allow' },
      'RULE_UNKNOWN_OPERATION',
      { operations: ['read', 'delete', 'shred'] },
    ],
  ])('refuses %s with a code that points at it, saving nothing', async (_label, body, code, details) => {
    const response = await create(alice, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({ code, details });
    expect(await savedRules()).toEqual([]);
  });

  it('keeps users apart: another user’s agent, rule and global writes are refused', async () => {
    const onBobsAgent = await create(alice, { agent_id: bobAgent, tool_name: 'files', outcome: 'allow' });
    expect(onBobsAgent.statusCode).toBe(422);
    expect(onBobsAgent.json().error.code).toBe('RULE_UNKNOWN_AGENT');
    expect((await create(alice, { scope: 'global', outcome: 'deny' })).statusCode).toBe(403);

    const bobs = (await create(bob, { agent_id: bobAgent, tool_name: 'files', outcome: 'allow' })).json().data
      .approval_rule;
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { outcome: 'deny' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await alice.request(method, `/api/v1/approval-rules/${bobs.id}`, body);
      expect(response.statusCode, `${method}: ${response.body}`).toBe(404);
    }
    expect((await alice.request('GET', '/api/v1/approval-rules')).json().data.approval_rules).toEqual([]);

    const admin = await api.signUp({ role: 'admin' });
    const global = (
      await create(admin, { scope: 'global', tool_name: 'files', operation: 'shred', outcome: 'deny' })
    ).json().data.approval_rule;
    expect(global).toMatchObject({ scope: 'global', owner_user_id: null });
    const seen = (await alice.request('GET', '/api/v1/approval-rules')).json().data.approval_rules;
    expect(seen.map((rule: { id: number }) => rule.id)).toEqual([global.id]);
    expect(
      (await alice.request('PUT', `/api/v1/approval-rules/${global.id}`, { outcome: 'allow' })).statusCode,
    ).toBe(403);
    const everyone = (await admin.request('GET', '/api/v1/approval-rules?scope=all')).json().data
      .approval_rules;
    expect(everyone.map((rule: { id: number }) => rule.id)).toEqual([global.id, bobs.id]);
  });

  it('replays a draft over the calls people decided, counting what it would have changed', async () => {
    // Four calls decided by hand on Alice's agent, one on Bob's (never counted for Alice).
    const decide = async (user: ApiUser, agentId: number, path: string, decision: 'approve' | 'reject') => {
      llm.enqueue({
        kind: 'tool_calls',
        calls: [{ id: 'c', name: 'files', arguments: { action: 'delete', path } }],
      });
      const task = await api.platform.orchestrator.start(agentId, 'Tidy');
      expect((await api.platform.orchestrator.tick(task.id)).status).toBe('PENDING_APPROVAL');
      const response = await user.request('POST', `/api/v1/tasks/${task.id}/approve`, {
        decisions: [{ provider_call_id: 'c', decision }],
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await decide(alice, aliceAgent, '/tmp/a', 'approve');
    await decide(alice, aliceAgent, '/tmp/b', 'approve');
    await decide(alice, aliceAgent, '/tmp/c', 'reject');
    await decide(alice, aliceAgent, '/etc/d', 'approve');
    await decide(bob, bobAgent, '/tmp/e', 'approve');

    const replay = async (body: Record<string, unknown>) => {
      const response = await alice.request('POST', '/api/v1/approval-rules/replay', body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.replay;
    };
    expect(
      await replay({
        tool_name: 'files',
        operation: 'delete',
        condition: 'args.path.startsWith("/tmp")',
        outcome: 'allow',
      }),
    ).toMatchObject({
      considered: 4,
      matched: 3,
      allowed_approved: 2,
      allowed_rejected: 1,
      denied_approved: 0,
    });
    const denial = await replay({
      tool_name: 'files',
      condition: 'args.path.startsWith("/etc")',
      outcome: 'deny',
    });
    expect(denial).toMatchObject({ considered: 4, matched: 1, denied_approved: 1, denied_rejected: 0 });
    expect(denial.calls[0]).toMatchObject({ tool_name: 'files', decided: 'approve', would: 'deny' });
    const bad = await alice.request('POST', '/api/v1/approval-rules/replay', {
      tool_name: 'files',
      condition: 'args.pth == "x"',
      outcome: 'deny',
    });
    expect(bad.json().error.code).toBe('RULE_UNKNOWN_ARGUMENT');
  });
});
