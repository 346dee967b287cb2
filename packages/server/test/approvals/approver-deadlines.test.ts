import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logging/logger.js';
import { ApprovalDeadlineRunner, defaultApprovalDeadlineRunnerOptions } from '../../src/worker/index.js';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { openTaskApi, type TaskApi } from '../support/task-api.js';
import type { ApiUser } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

/** Approval deadlines with a clock the test moves: escalation once across workers, and rejection. */
describe.each(testEngines)('approval deadlines on $name', (engine) => {
  const llm = sharedFakeLlm();
  let api: TaskApi;
  let alice: ApiUser;
  let dave: ApiUser;
  let agentId: number;
  let now: Date;
  const clock = () => now;

  beforeEach(async () => {
    now = new Date();
    api = await openTaskApi(engine, llm, {}, { clock });
    alice = await api.signUp();
    dave = await api.signUp();
    agentId = (await api.agentOf(alice.id, { name: 'Filer' })).id;
  });

  afterEach(async () => {
    await api.dispose();
  });

  const db = () => api.platform.database.db;
  const later = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };

  const setPolicy = async (policy: Record<string, unknown>) => {
    const response = await alice.request('PUT', `/api/v1/agents/${agentId}/approval-policy`, {
      owner_decides: true,
      administrators_decide: false,
      approver_user_ids: [],
      escalation_user_ids: [],
      deadline: null,
      deadline_reason: null,
      operations: [],
      ...policy,
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  async function paused(): Promise<number> {
    llm.enqueue({
      kind: 'tool_calls',
      calls: [{ id: 'c1', name: 'files', arguments: { action: 'delete', path: '/tmp/x' } }],
    });
    const taskId = (await api.platform.orchestrator.start(agentId, 'Delete /tmp/x')).id;
    expect((await api.platform.orchestrator.tick(taskId)).status).toBe('PENDING_APPROVAL');
    // The clock starts when the call began to wait.
    now = new Date();
    return taskId;
  }

  /** A second worker process's deadline job, on the same database. */
  const secondWorker = () =>
    new ApprovalDeadlineRunner(
      db(),
      api.platform.orchestrator.decisions,
      api.platform.notifications,
      api.platform.liveEvents.recorder,
      createLogger('silent', false),
      { ...defaultApprovalDeadlineRunnerOptions, clock },
    );

  const notificationsOf = (userId: number) =>
    db()
      .selectFrom('notifications')
      .select(['type', 'title', 'task_id'])
      .where('user_id', '=', userId)
      .where('type', '=', 'approval_escalated')
      .execute();

  it('escalates a call past its deadline once, even with two workers, and the escalation approver may then decide', async () => {
    await setPolicy({ deadline: { seconds: 600, action: 'escalate' }, escalation_user_ids: [dave.id] });
    const taskId = await paused();

    later(599);
    expect(await api.platform.approvalDeadlines.runDue()).toEqual([]);
    // Before the escalation Dave can neither see nor decide the call.
    expect((await dave.request('GET', '/api/v1/approvals')).json().data.approvals).toEqual([]);
    expect(
      (
        await dave.request('POST', `/api/v1/tasks/${taskId}/approve`, {
          decisions: [{ provider_call_id: 'c1', decision: 'approve' }],
        })
      ).statusCode,
    ).toBe(404);

    later(2);
    const [first, second] = await Promise.all([
      api.platform.approvalDeadlines.runDue(),
      secondWorker().runDue(),
    ]);
    expect([...(first ?? []), ...(second ?? [])].map((act) => act.outcome)).toEqual(['escalated']);
    // A later pass (or a restarted worker) finds nothing more to do.
    later(3600);
    expect(await secondWorker().runDue()).toEqual([]);

    const notices = await notificationsOf(dave.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ task_id: taskId, title: 'Approval escalated: Filer — delete /tmp/x' });
    expect(await notificationsOf(alice.id)).toEqual([]);

    const approvals = (await dave.request('GET', '/api/v1/approvals')).json().data.approvals;
    expect(approvals).toHaveLength(1);
    expect(approvals[0].approval).toMatchObject({
      deadline: { action: 'escalate' },
      deciders: [
        { user_id: alice.id, as: 'owner' },
        { user_id: dave.id, as: 'escalation' },
      ],
    });
    expect(approvals[0].approval.escalated_at).not.toBeNull();
    const taskPage = (await alice.request('GET', `/api/v1/tasks/${taskId}/approvals`)).json().data.calls;
    expect(taskPage[0].approval.escalated_at).not.toBeNull();

    const decided = await dave.request('POST', `/api/v1/tasks/${taskId}/approve`, {
      decisions: [{ provider_call_id: 'c1', decision: 'approve' }],
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().data.task.status).toBe('QUEUED');
    // The escalation notice is done once the task no longer waits.
    const unread = await db()
      .selectFrom('notifications')
      .select('read_at')
      .where('user_id', '=', dave.id)
      .executeTakeFirstOrThrow();
    expect(unread.read_at).not.toBeNull();
  });

  it('escalates to administrators when no escalation approver is named', async () => {
    const admin = await api.signUp({ role: 'admin' });
    await setPolicy({ deadline: { seconds: 60, action: 'escalate' } });
    const taskId = await paused();
    expect((await admin.request('GET', '/api/v1/approvals')).json().data.approvals).toEqual([]);
    later(61);
    expect((await api.platform.approvalDeadlines.runDue()).map((act) => act.outcome)).toEqual(['escalated']);
    expect(await notificationsOf(admin.id)).toHaveLength(1);
    const listed = (await admin.request('GET', '/api/v1/approvals')).json().data.approvals;
    expect(listed.map((item: { task: { id: number } }) => item.task.id)).toEqual([taskId]);
  });

  it('rejects a call past its deadline with the stated reason, which the model receives', async () => {
    await setPolicy({
      operations: [
        {
          tool_class: 'core/FilesTool',
          operation: 'delete',
          quorum: 1,
          deadline: { seconds: 120, action: 'reject' },
        },
      ],
      deadline_reason: 'Nobody approved the deletion within two minutes.',
    });
    const taskId = await paused();
    later(121);
    const [first, second] = await Promise.all([
      api.platform.approvalDeadlines.runDue(),
      secondWorker().runDue(),
    ]);
    expect([...first, ...second]).toHaveLength(1);
    const task = await db()
      .selectFrom('tasks')
      .selectAll()
      .where('id', '=', taskId)
      .executeTakeFirstOrThrow();
    expect(task.status).toBe('QUEUED');
    const record = await db()
      .selectFrom('tool_call_decisions')
      .select(['decision', 'via', 'decided_by', 'channel', 'reason'])
      .where('task_id', '=', taskId)
      .execute();
    expect(record).toEqual([
      {
        decision: 'reject',
        via: 'deadline',
        decided_by: null,
        channel: null,
        reason: 'Nobody approved the deletion within two minutes.',
      },
    ]);

    llm.enqueue({ kind: 'text', text: 'Understood, I will not delete it.' });
    expect((await api.platform.orchestrator.tick(taskId)).status).toBe('COMPLETED');
    const sent = JSON.stringify(llm.requests.at(-1)?.body);
    expect(sent).toContain('Nobody approved the deletion within two minutes.');
    const detail = (await alice.request('GET', `/api/v1/tasks/${taskId}`)).json().data.task;
    const call = detail.tool_calls.find(
      (each: { provider_call_id: string }) => each.provider_call_id === 'c1',
    );
    expect(call.decision).toMatchObject({ outcome: 'rejected', via: 'deadline', user_id: null });
  });

  it('leaves alone a call decided before its deadline', async () => {
    await setPolicy({ deadline: { seconds: 60, action: 'reject' } });
    const taskId = await paused();
    const decided = await alice.request('POST', `/api/v1/tasks/${taskId}/approve`, {
      decisions: [{ provider_call_id: 'c1', decision: 'approve' }],
    });
    expect(decided.statusCode).toBe(200);
    later(61);
    expect(await api.platform.approvalDeadlines.runDue()).toEqual([]);
  });
});
