/**
 * `POST /api/v1/approvals/decisions`: one decision for several inbox calls. Each call is decided
 * once, through its task, whatever else decides it meanwhile; only calls the caller's inbox shows
 * can be decided; every call is answered on its own.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { openTaskApi, type TaskApi } from '../support/task-api.js';
import type { ApiUser } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

interface CallRef {
  readonly task_id: number;
  readonly provider_call_id: string;
}

type BulkResult =
  | (CallRef & { outcome: 'decided'; task_status: string })
  | (CallRef & { outcome: 'refused'; error: { code: string; message: string } });

describe.each(testEngines)('deciding inbox calls in bulk on $name', (engine) => {
  const llm = sharedFakeLlm();
  let api: TaskApi;
  let alice: ApiUser;
  let filer: number;
  let helper: number;

  beforeEach(async () => {
    api = await openTaskApi(engine, llm);
    alice = await api.signUp();
    filer = (await api.agentOf(alice.id, { name: 'Filer' })).id;
    helper = (await api.agentOf(alice.id, { name: 'Helper' })).id;
  });

  afterEach(async () => {
    await api.dispose();
  });

  const db = () => api.platform.database.db;

  /** A task of `agentId` paused on deleting each of `paths` (call ids `d<path>`). */
  async function pausedFor(agentId: number, paths: string[]): Promise<number> {
    llm.enqueue({
      kind: 'tool_calls',
      calls: paths.map((path) => ({ id: `d${path}`, name: 'files', arguments: { action: 'delete', path } })),
    });
    const taskId = (await api.platform.orchestrator.start(agentId, `Tidy ${paths.join(' ')}`)).id;
    expect((await api.platform.orchestrator.tick(taskId)).status).toBe('PENDING_APPROVAL');
    return taskId;
  }

  const decide = async (user: ApiUser, body: unknown) => {
    const response = await user.request('POST', '/api/v1/approvals/decisions', body);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as { results: BulkResult[] }).results;
  };
  const call = (taskId: number, path: string): CallRef => ({ task_id: taskId, provider_call_id: `d${path}` });
  const callStatus = async (taskId: number, path: string) =>
    (
      await db()
        .selectFrom('tool_calls')
        .select('status')
        .where('task_id', '=', taskId)
        .where('provider_call_id', '=', `d${path}`)
        .executeTakeFirstOrThrow()
    ).status;
  const decisionRows = (taskId: number) =>
    db().selectFrom('tool_call_decisions').selectAll().where('task_id', '=', taskId).execute();
  const outcomes = (results: readonly BulkResult[]) =>
    results.map((result) => (result.outcome === 'decided' ? 'decided' : result.error.code));

  it('rejects calls of several tasks and agents with one reason, which each model reads', async () => {
    const first = await pausedFor(filer, ['/a', '/b']);
    const second = await pausedFor(helper, ['/c']);
    const results = await decide(alice, {
      calls: [call(first, '/a'), call(first, '/b'), call(second, '/c')],
      decision: 'reject',
      reason: 'Keep every file this week',
    });
    expect(results).toEqual([
      { ...call(first, '/a'), outcome: 'decided', task_status: 'QUEUED' },
      { ...call(first, '/b'), outcome: 'decided', task_status: 'QUEUED' },
      { ...call(second, '/c'), outcome: 'decided', task_status: 'QUEUED' },
    ]);
    const rows = await decisionRows(first);
    expect(rows.map((row) => [row.decision, row.reason, row.decided_by])).toEqual([
      ['reject', 'Keep every file this week', alice.id],
      ['reject', 'Keep every file this week', alice.id],
    ]);
    expect((await alice.request('GET', '/api/v1/approvals')).json().data.approvals).toEqual([]);

    llm.enqueue({ kind: 'text', text: 'Understood.' });
    expect((await api.platform.orchestrator.tick(second)).status).toBe('COMPLETED');
    expect(JSON.stringify(llm.requests.at(-1)?.body)).toContain('Keep every file this week');
  });

  it('approves only the calls named, leaving the task’s others pending', async () => {
    const taskId = await pausedFor(filer, ['/a', '/b']);
    const results = await decide(alice, { calls: [call(taskId, '/b')], decision: 'approve' });
    expect(results).toEqual([{ ...call(taskId, '/b'), outcome: 'decided', task_status: 'PENDING_APPROVAL' }]);
    expect(await callStatus(taskId, '/b')).toBe('APPROVED');
    expect(await callStatus(taskId, '/a')).toBe('PENDING_APPROVAL');
  });

  it('refuses another user’s call and an unknown one as not found, and decides the rest', async () => {
    const mine = await pausedFor(filer, ['/mine']);
    const bob = await api.signUp();
    const bobs = await pausedFor((await api.agentOf(bob.id)).id, ['/bobs']);
    const results = await decide(alice, {
      calls: [call(bobs, '/bobs'), call(mine, '/mine'), call(mine, '/nothing'), call(999_999, '/x')],
      decision: 'approve',
    });
    expect(outcomes(results)).toEqual(['NOT_FOUND', 'decided', 'INVALID_STATE', 'NOT_FOUND']);
    // The refusal says nothing about Bob's call that a made-up one would not.
    expect(results[0]).toMatchObject({
      error: { message: expect.stringContaining('awaiting your decision') },
    });
    expect(await callStatus(bobs, '/bobs')).toBe('PENDING_APPROVAL');
    expect(await decisionRows(bobs)).toEqual([]);
    // Nor can an administrator decide a member's calls through it.
    const admin = await api.signUp({ role: 'admin' });
    expect(outcomes(await decide(admin, { calls: [call(bobs, '/bobs')], decision: 'reject' }))).toEqual([
      'NOT_FOUND',
    ]);
    expect(await callStatus(bobs, '/bobs')).toBe('PENDING_APPROVAL');
  });

  it('refuses a call already decided, and a call listed twice, with their codes', async () => {
    const taskId = await pausedFor(filer, ['/a', '/b']);
    await decide(alice, { calls: [call(taskId, '/a')], decision: 'reject' });
    const results = await decide(alice, {
      calls: [call(taskId, '/a'), call(taskId, '/b'), call(taskId, '/b')],
      decision: 'approve',
    });
    expect(outcomes(results)).toEqual(['INVALID_STATE', 'decided', 'VALIDATION_ERROR']);
    expect(await callStatus(taskId, '/a')).toBe('REJECTED');
    expect(await callStatus(taskId, '/b')).toBe('APPROVED');
    expect((await decisionRows(taskId)).map((row) => row.decision)).toEqual(['reject', 'approve']);
  });

  it('decides a call once when two bulk requests race for it', async () => {
    const shared = await pausedFor(filer, ['/s', '/t']);
    const other = await pausedFor(helper, ['/o']);
    const [approving, rejecting] = await Promise.all([
      decide(alice, { calls: [call(shared, '/s'), call(other, '/o')], decision: 'approve' }),
      decide(alice, { calls: [call(shared, '/s'), call(shared, '/t')], decision: 'reject', reason: 'Race' }),
    ]);
    const forShared = [approving[0], rejecting[0]].map((result) => result?.outcome);
    expect(forShared.sort()).toEqual(['decided', 'refused']);
    const loser = [approving[0], rejecting[0]].find((result) => result?.outcome === 'refused');
    expect(loser).toMatchObject({ error: { code: 'INVALID_STATE' } });
    // The other calls of each request are decided regardless.
    expect(approving[1], JSON.stringify([approving, rejecting])).toMatchObject({ outcome: 'decided' });
    expect(rejecting[1]).toMatchObject({ outcome: 'decided' });
    const rows = await decisionRows(shared);
    expect(rows.filter((row) => row.tool_call_id === rows[0]?.tool_call_id)).toHaveLength(1);
    expect(rows).toHaveLength(2);
  });

  it('lets an approver decide what their inbox shows, as one vote toward a quorum, and only once', async () => {
    const bob = await api.signUp();
    const carol = await api.signUp();
    const policy = await alice.request('PUT', `/api/v1/agents/${filer}/approval-policy`, {
      owner_decides: true,
      administrators_decide: false,
      approver_user_ids: [bob.id],
      escalation_user_ids: [],
      deadline: null,
      deadline_reason: null,
      operations: [{ tool_class: 'core/FilesTool', operation: 'delete', quorum: 2, deadline: null }],
    });
    expect(policy.statusCode, policy.body).toBe(200);
    const taskId = await pausedFor(filer, ['/shared']);
    const target = { calls: [call(taskId, '/shared')], decision: 'approve' };

    expect(outcomes(await decide(carol, target))).toEqual(['NOT_FOUND']);
    expect(await decide(bob, target)).toEqual([
      { ...call(taskId, '/shared'), outcome: 'decided', task_status: 'PENDING_APPROVAL' },
    ]);
    // The same person twice is not a quorum.
    expect(outcomes(await decide(bob, target))).toEqual(['INVALID_STATE']);
    expect(await callStatus(taskId, '/shared')).toBe('PENDING_APPROVAL');
    expect(await decide(alice, target)).toEqual([
      { ...call(taskId, '/shared'), outcome: 'decided', task_status: 'QUEUED' },
    ]);
    expect(await callStatus(taskId, '/shared')).toBe('APPROVED');
  });

  it('refuses malformed requests whole, with a coded 422', async () => {
    const taskId = await pausedFor(filer, ['/a']);
    for (const body of [
      { calls: [], decision: 'approve' },
      { calls: [call(taskId, '/a')], decision: 'maybe' },
      { calls: [call(taskId, '/a')], decision: 'approve', arguments: {} },
      { calls: [{ task_id: 'one', provider_call_id: 'd/a' }], decision: 'approve' },
      { calls: Array.from({ length: 101 }, () => call(taskId, '/a')), decision: 'approve' },
    ]) {
      const response = await alice.request('POST', '/api/v1/approvals/decisions', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect(await callStatus(taskId, '/a')).toBe('PENDING_APPROVAL');
  });
});
