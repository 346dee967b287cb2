import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { openTaskApi, type TaskApi } from '../support/task-api.js';
import type { ApiUser } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

interface ApprovalState {
  quorum: number;
  votes: { user_id: number; name: string; edited: boolean }[];
  deciders: { user_id: number; as: string }[];
  deadline: { at: string; action: string } | null;
  escalated_at: string | null;
}

/** Quorum of approvers and who may decide: votes, the same person twice, and outsiders. */
describe.each(testEngines)('approver quorum on $name', (engine) => {
  const llm = sharedFakeLlm();
  let api: TaskApi;
  let alice: ApiUser;
  let bob: ApiUser;
  let carol: ApiUser;
  let agentId: number;

  beforeEach(async () => {
    api = await openTaskApi(engine, llm);
    alice = await api.signUp();
    bob = await api.signUp();
    carol = await api.signUp();
    agentId = (await api.agentOf(alice.id, { name: 'Filer' })).id;
  });

  afterEach(async () => {
    await api.dispose();
  });

  const db = () => api.platform.database.db;

  const setPolicy = (user: ApiUser, policy: Record<string, unknown>) =>
    user.request('PUT', `/api/v1/agents/${agentId}/approval-policy`, {
      owner_decides: true,
      administrators_decide: false,
      approver_user_ids: [],
      escalation_user_ids: [],
      deadline: null,
      deadline_reason: null,
      operations: [],
      ...policy,
    });

  const quorumOfTwo = () => ({
    approver_user_ids: [bob.id],
    operations: [{ tool_class: 'core/FilesTool', operation: 'delete', quorum: 2, deadline: null }],
  });

  async function paused(path = '/tmp/x'): Promise<number> {
    llm.enqueue({
      kind: 'tool_calls',
      calls: [{ id: 'c1', name: 'files', arguments: { action: 'delete', path } }],
    });
    const taskId = (await api.platform.orchestrator.start(agentId, `Delete ${path}`)).id;
    expect((await api.platform.orchestrator.tick(taskId)).status).toBe('PENDING_APPROVAL');
    return taskId;
  }

  const approve = (user: ApiUser, taskId: number, extra: Record<string, unknown> = {}) =>
    user.request('POST', `/api/v1/tasks/${taskId}/approve`, {
      decisions: [{ provider_call_id: 'c1', decision: 'approve', ...extra }],
    });

  const inbox = async (user: ApiUser) => {
    const response = await user.request('GET', '/api/v1/approvals');
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: { approvals: { task: { id: number }; approval: ApprovalState }[] } })
      .data.approvals;
  };

  const status = async (taskId: number) =>
    (await db().selectFrom('tasks').select('status').where('id', '=', taskId).executeTakeFirstOrThrow())
      .status;

  it('needs two distinct approvers: the first vote leaves the call pending, the second queues the task', async () => {
    const saved = await setPolicy(alice, quorumOfTwo());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.policy).toMatchObject({
      approver_user_ids: [bob.id],
      approvers: [{ user_id: bob.id }],
      operations: [{ tool_class: 'core/FilesTool', operation: 'delete', quorum: 2 }],
    });
    const taskId = await paused();

    // Bob sees the call in his inbox although the task is Alice's.
    const [waiting] = await inbox(bob);
    expect(waiting?.task.id).toBe(taskId);
    expect(waiting?.approval).toMatchObject({ quorum: 2, votes: [] });
    expect(waiting?.approval.deciders.map((decider) => [decider.user_id, decider.as])).toEqual([
      [alice.id, 'owner'],
      [bob.id, 'approver'],
    ]);

    const first = await approve(alice, taskId);
    expect(first.statusCode, first.body).toBe(200);
    expect(await status(taskId)).toBe('PENDING_APPROVAL');
    const call = await db()
      .selectFrom('tool_calls')
      .selectAll()
      .where('task_id', '=', taskId)
      .executeTakeFirstOrThrow();
    expect(call.status).toBe('PENDING_APPROVAL');
    expect((await inbox(bob))[0]?.approval.votes.map((vote) => vote.user_id)).toEqual([alice.id]);

    // The same person twice does not count, from the inbox's approve or the task page's.
    const again = await approve(alice, taskId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('INVALID_STATE');
    expect(await status(taskId)).toBe('PENDING_APPROVAL');

    const taskPage = await alice.request('GET', `/api/v1/tasks/${taskId}/approvals`);
    expect(taskPage.json().data.calls[0].approval).toMatchObject({
      quorum: 2,
      votes: [{ user_id: alice.id }],
    });

    const second = await approve(bob, taskId);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.task.status).toBe('QUEUED');
    expect(await inbox(bob)).toEqual([]);

    const record = await db()
      .selectFrom('tool_call_decisions')
      .select(['decision', 'via', 'decided_by'])
      .where('task_id', '=', taskId)
      .orderBy('sequence')
      .execute();
    expect(record).toEqual([
      { decision: 'approve', via: 'vote', decided_by: alice.id },
      { decision: 'approve', via: 'per_call', decided_by: bob.id },
    ]);
  });

  it('counts votes only toward the arguments they approved: an edit starts its own count', async () => {
    await setPolicy(alice, quorumOfTwo());
    const taskId = await paused('/tmp/x');
    expect(
      (await approve(alice, taskId, { arguments: { action: 'delete', path: '/tmp/y' } })).statusCode,
    ).toBe(200);
    // Bob approves the proposal as it was: one vote each for different arguments, no quorum.
    expect((await approve(bob, taskId)).statusCode).toBe(200);
    expect(await status(taskId)).toBe('PENDING_APPROVAL');
    const votes = (await inbox(alice))[0]?.approval.votes ?? [];
    expect(votes.map((vote) => [vote.user_id, vote.edited])).toEqual([
      [alice.id, true],
      [bob.id, false],
    ]);
  });

  it('lets any approver reject at once', async () => {
    await setPolicy(alice, quorumOfTwo());
    const taskId = await paused();
    const rejected = await bob.request('POST', `/api/v1/tasks/${taskId}/approve`, {
      decisions: [{ provider_call_id: 'c1', decision: 'reject', reason: 'Not this one' }],
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await status(taskId)).toBe('QUEUED');
  });

  it('hides the call from a member who is not an approver, who can neither list nor decide it', async () => {
    await setPolicy(alice, quorumOfTwo());
    const taskId = await paused();
    expect(await inbox(carol)).toEqual([]);
    for (const [method, path, body] of [
      [
        'POST',
        `/api/v1/tasks/${taskId}/approve`,
        { decisions: [{ provider_call_id: 'c1', decision: 'approve' }] },
      ],
      ['POST', `/api/v1/tasks/${taskId}/reject`, { reason: 'no' }],
      ['GET', `/api/v1/tasks/${taskId}/approvals`, undefined],
      ['GET', `/api/v1/tasks/${taskId}`, undefined],
      ['GET', `/api/v1/agents/${agentId}/approval-policy`, undefined],
    ] as const) {
      const response = await carol.request(method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await setPolicy(carol, {})).statusCode).toBe(404);
    expect(await status(taskId)).toBe('PENDING_APPROVAL');
    // Nor may the approver read the owner's other task routes or set the agent's policy.
    expect((await setPolicy(bob, {})).statusCode).toBe(404);
  });

  it('refuses the owner a decision when the policy leaves the owner out', async () => {
    await setPolicy(alice, { owner_decides: false, approver_user_ids: [bob.id] });
    const taskId = await paused();
    const refused = await approve(alice, taskId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
    expect(await inbox(alice)).toEqual([]);
    expect((await approve(bob, taskId)).json().data.task.status).toBe('QUEUED');
  });

  it('refuses a policy naming someone who is no active user, or a quorum nobody can reach, with a coded 422', async () => {
    await db().updateTable('users').set({ status: 'suspended' }).where('id', '=', carol.id).execute();
    const refused = await setPolicy(alice, { approver_user_ids: [bob.id, carol.id, 999_999] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: {
        fields: {
          'approver_user_ids[1]': `no active user #${carol.id}`,
          'approver_user_ids[2]': 'no active user #999999',
        },
      },
    });
    const unreachable = await setPolicy(alice, {
      operations: [{ tool_class: 'core/FilesTool', operation: 'delete', quorum: 3, deadline: null }],
    });
    expect(unreachable.statusCode).toBe(422);
    expect(Object.keys(unreachable.json().error.details.fields)).toEqual(['operations[0].quorum']);
    const unknown = await setPolicy(alice, {
      operations: [{ tool_class: 'core/FilesTool', operation: 'melt', quorum: 1, deadline: null }],
    });
    expect(unknown.statusCode).toBe(422);
    expect((await setPolicy(alice, { owner_decides: false })).statusCode).toBe(422);
    // Nothing was stored by the refused requests.
    expect(
      (await alice.request('GET', `/api/v1/agents/${agentId}/approval-policy`)).json().data.policy,
    ).toMatchObject({
      owner_decides: true,
      approver_user_ids: [],
      operations: [],
    });
  });

  it('lets an administrator read and set any agent’s policy', async () => {
    const admin = await api.signUp({ role: 'admin' });
    expect((await admin.request('GET', `/api/v1/agents/${agentId}/approval-policy`)).statusCode).toBe(200);
    const saved = await setPolicy(admin, { administrators_decide: true });
    expect(saved.statusCode, saved.body).toBe(200);
    const taskId = await paused();
    expect((await inbox(admin)).map((item) => item.task.id)).toEqual([taskId]);
  });
});
