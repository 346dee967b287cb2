/**
 * Teams and shared agents: administrators make teams, managers change their members, owners share
 * agents for use or configuration. A teammate's tasks on a shared agent are theirs, the team's
 * approvers decide its approvals, and someone outside the team sees and changes nothing. On every
 * engine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotDatabase } from '../support/database-snapshot.js';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { openTaskApi, type TaskApi } from '../support/task-api.js';
import type { ApiUser } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

describe.each(testEngines)('teams and shared agents on $name', (engine) => {
  const llm = sharedFakeLlm();
  let api: TaskApi;
  let admin: ApiUser;
  let owner: ApiUser;
  let teammate: ApiUser;
  let approver: ApiUser;
  let outsider: ApiUser;
  let teamId: number;
  let agentId: number;

  const db = () => api.platform.database.db;
  const ok = async (
    user: ApiUser,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
  ) => {
    const response = await user.request(method, url, body);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json().data;
  };
  const status = async (
    user: ApiUser,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
  ) => (await user.request(method, url, body)).statusCode;

  beforeAll(async () => {
    api = await openTaskApi(engine, llm);
    admin = await api.signUp({ role: 'admin' });
    owner = await api.signUp({ email: 'owner@example.com' });
    teammate = await api.signUp({ email: 'teammate@example.com' });
    approver = await api.signUp({ email: 'approver@example.com' });
    outsider = await api.signUp({ email: 'outsider@example.com' });
    teamId = (await ok(admin, 'POST', '/api/v1/teams', { name: 'Support', description: 'First line' })).team
      .id;
    for (const [user, role] of [
      [owner, 'member'],
      [teammate, 'member'],
      [approver, 'approver'],
    ] as const) {
      await ok(admin, 'POST', `/api/v1/teams/${teamId}/members`, { email: user.email.toUpperCase(), role });
    }
    agentId = (await api.agentOf(owner.id, { name: 'Filer' })).id;
    await ok(owner, 'PUT', `/api/v1/agents/${agentId}/shares/${teamId}`, { access: 'use' });
  });

  afterAll(async () => {
    await api.dispose();
  });

  describe('teams', () => {
    it('are made by administrators only, with unique names', async () => {
      expect(await status(owner, 'POST', '/api/v1/teams', { name: 'Mine' })).toBe(403);
      const taken = await admin.request('POST', '/api/v1/teams', { name: 'Support' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error.code).toBe('TEAM_NAME_TAKEN');
      expect(await status(admin, 'POST', '/api/v1/teams', { name: '   ' })).toBe(422);
    });

    it('show members their own teams with their role, and hide the rest', async () => {
      const mine = await ok(teammate, 'GET', '/api/v1/teams');
      expect(mine.teams).toEqual([
        expect.objectContaining({
          id: teamId,
          name: 'Support',
          my_role: 'member',
          member_count: 3,
          shared_agent_count: 1,
        }),
      ]);
      expect((await ok(outsider, 'GET', '/api/v1/teams')).teams).toEqual([]);
      expect(await status(outsider, 'GET', `/api/v1/teams/${teamId}`)).toBe(404);
      const detail = await ok(teammate, 'GET', `/api/v1/teams/${teamId}`);
      expect(
        detail.members.map((member: { email: string; role: string }) => [member.email, member.role]),
      ).toEqual([
        ['approver@example.com', 'approver'],
        ['owner@example.com', 'member'],
        ['teammate@example.com', 'member'],
      ]);
      expect(detail.agents).toEqual([
        {
          agent_id: agentId,
          agent_name: 'Filer',
          owner_user_id: owner.id,
          owner_email: 'owner@example.com',
          access: 'use',
        },
      ]);
    });

    it('let managers change members, and members only leave', async () => {
      const other = (await ok(admin, 'POST', '/api/v1/teams', { name: 'Managed' })).team.id;
      const manager = await api.signUp();
      const member = await api.signUp();
      await ok(admin, 'POST', `/api/v1/teams/${other}/members`, { email: manager.email, role: 'manager' });
      await ok(manager, 'POST', `/api/v1/teams/${other}/members`, { email: member.email, role: 'member' });
      expect(
        await status(member, 'POST', `/api/v1/teams/${other}/members`, {
          email: owner.email,
          role: 'member',
        }),
      ).toBe(403);
      expect(
        await status(member, 'PATCH', `/api/v1/teams/${other}/members/${member.id}`, { role: 'manager' }),
      ).toBe(403);
      const unknown = await manager.request('POST', `/api/v1/teams/${other}/members`, {
        email: 'nobody@example.com',
        role: 'member',
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().error.details.fields.email).toMatch(/no account/);
      expect(
        (await ok(manager, 'PATCH', `/api/v1/teams/${other}/members/${member.id}`, { role: 'approver' }))
          .member.role,
      ).toBe('approver');
      expect(
        await status(manager, 'PATCH', `/api/v1/teams/${other}/members/${owner.id}`, { role: 'member' }),
      ).toBe(404);
      await ok(member, 'DELETE', `/api/v1/teams/${other}/members/${member.id}`);
      expect(await status(member, 'GET', `/api/v1/teams/${other}`)).toBe(404);
      expect(await status(manager, 'DELETE', `/api/v1/teams/${other}`)).toBe(403);
      await ok(admin, 'DELETE', `/api/v1/teams/${other}`);

      const kinds = await db()
        .selectFrom('security_events')
        .select(['kind', 'subject_user_id'])
        .where('kind', 'like', 'team.%')
        .where('detail', 'like', '%"Managed"%')
        .orderBy('id')
        .execute();
      expect(kinds.map((row) => row.kind)).toEqual([
        'team.created',
        'team.member_added',
        'team.member_added',
        'team.member_role_changed',
        'team.member_removed',
        'team.deleted',
      ]);
    });
  });

  it('makes one membership and one share of requests that race', async () => {
    const racing = (await ok(admin, 'POST', '/api/v1/teams', { name: 'Racing' })).team.id;
    await ok(admin, 'POST', `/api/v1/teams/${racing}/members`, { email: owner.email, role: 'member' });
    const added = await Promise.all(
      ['member', 'approver', 'member', 'manager'].map((role) =>
        admin.request('POST', `/api/v1/teams/${racing}/members`, { email: teammate.email, role }),
      ),
    );
    expect(added.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const shared = await Promise.all(
      ['use', 'configure', 'use'].map((access) =>
        owner.request('PUT', `/api/v1/agents/${agentId}/shares/${racing}`, { access }),
      ),
    );
    expect(shared.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const rows = async (table: 'team_members' | 'agent_shares') =>
      (await db().selectFrom(table).select('id').where('team_id', '=', racing).execute()).length;
    expect(await rows('team_members')).toBe(2);
    expect(await rows('agent_shares')).toBe(1);
    await ok(admin, 'DELETE', `/api/v1/teams/${racing}`);
  });

  describe('a shared agent', () => {
    it('is listed for the team with its owner and access, and to no one else', async () => {
      const listed = (await ok(teammate, 'GET', '/api/v1/agents')).agents;
      expect(listed).toEqual([
        expect.objectContaining({
          id: agentId,
          name: 'Filer',
          shared: { access: 'use', owner: { user_id: owner.id, name: 'owner@example.com' } },
        }),
      ]);
      expect((await ok(owner, 'GET', `/api/v1/agents/${agentId}`)).agent.shared).toBeNull();
      expect((await ok(outsider, 'GET', '/api/v1/agents')).agents).toEqual([]);
      expect(await status(outsider, 'GET', `/api/v1/agents/${agentId}`)).toBe(404);
    });

    it('shared for use is run but not changed by the team', async () => {
      expect(await status(teammate, 'GET', `/api/v1/agents/${agentId}/tools/status`)).toBe(200);
      const refused = await teammate.request('PATCH', `/api/v1/agents/${agentId}`, { name: 'Mine now' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('FORBIDDEN');
      expect(await status(teammate, 'DELETE', `/api/v1/agents/${agentId}`)).toBe(403);
      expect(await status(teammate, 'POST', `/api/v1/agents/${agentId}/tools/time/enable`, {})).toBe(403);
      expect(await status(teammate, 'GET', `/api/v1/agents/${agentId}/tools/echo/settings`)).toBe(403);
      expect(await status(teammate, 'GET', `/api/v1/agents/${agentId}/shares`)).toBe(404);
      expect(
        await status(teammate, 'PUT', `/api/v1/agents/${agentId}/shares/${teamId}`, { access: 'configure' }),
      ).toBe(404);
    });

    it('shared for configuration is changed by the team but deleted and shared only by its owner', async () => {
      await ok(owner, 'PUT', `/api/v1/agents/${agentId}/shares/${teamId}`, { access: 'configure' });
      try {
        expect(
          (await ok(teammate, 'PATCH', `/api/v1/agents/${agentId}`, { description: 'Tidies files' })).agent,
        ).toMatchObject({
          description: 'Tidies files',
          shared: { access: 'configure' },
        });
        await ok(teammate, 'POST', `/api/v1/agents/${agentId}/tools/time/enable`, {});
        await ok(teammate, 'DELETE', `/api/v1/agents/${agentId}/tools/time/enable`);
        expect(await status(teammate, 'DELETE', `/api/v1/agents/${agentId}`)).toBe(403);
        const row = await db()
          .selectFrom('agents')
          .select('user_id')
          .where('id', '=', agentId)
          .executeTakeFirstOrThrow();
        expect(row.user_id).toBe(owner.id);
      } finally {
        await ok(owner, 'PUT', `/api/v1/agents/${agentId}/shares/${teamId}`, { access: 'use' });
      }
    });

    it("runs tasks that are the teammate's, decided by the team's approvers, hidden from everyone else", async () => {
      llm.enqueue({
        kind: 'tool_calls',
        calls: [{ id: 'shared-delete', name: 'files', arguments: { action: 'delete', path: '/old' } }],
      });
      const started = await ok(teammate, 'POST', '/api/v1/tasks', { agent_id: agentId, prompt: 'Tidy /old' });
      const taskId = started.task.id as number;
      expect((await api.platform.orchestrator.tick(taskId)).status).toBe('PENDING_APPROVAL');
      const row = await db()
        .selectFrom('tasks')
        .select(['user_id', 'runner_user_id'])
        .where('id', '=', taskId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ user_id: teammate.id, runner_user_id: teammate.id });

      const inboxOf = async (user: ApiUser) =>
        ((await ok(user, 'GET', '/api/v1/approvals')).approvals as { task: { id: number } }[]).map(
          (approval) => approval.task.id,
        );
      expect(await inboxOf(teammate)).toEqual([taskId]);
      expect(await inboxOf(approver)).toEqual([taskId]);
      expect(await inboxOf(owner)).toEqual([]);
      expect(await inboxOf(outsider)).toEqual([]);
      for (const user of [owner, outsider])
        expect(await status(user, 'GET', `/api/v1/tasks/${taskId}`)).toBe(404);
      expect(await status(approver, 'GET', `/api/v1/tasks/${taskId}`)).toBe(200);
      const waiting = (await ok(approver, 'GET', `/api/v1/tasks/${taskId}/approvals`)).calls;
      expect(waiting[0].approval.deciders).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ user_id: teammate.id, as: 'owner' }),
          expect.objectContaining({ user_id: approver.id, as: 'team_approver' }),
        ]),
      );

      const decisions = { decisions: [{ provider_call_id: 'shared-delete', decision: 'approve' }] };
      expect(await status(outsider, 'POST', `/api/v1/tasks/${taskId}/approve`, decisions)).toBe(404);
      expect(await status(owner, 'POST', `/api/v1/tasks/${taskId}/approve`, decisions)).toBe(404);
      await ok(approver, 'POST', `/api/v1/tasks/${taskId}/approve`, decisions);
      const call = await db()
        .selectFrom('tool_calls')
        .select('status')
        .where('task_id', '=', taskId)
        .executeTakeFirstOrThrow();
      expect(call.status).not.toBe('PENDING_APPROVAL');
    });

    it("leaves the teammate out of deciding their own task where the agent's policy leaves owners out", async () => {
      await ok(owner, 'PUT', `/api/v1/agents/${agentId}/approval-policy`, {
        owner_decides: false,
        administrators_decide: false,
        approver_user_ids: [approver.id],
        escalation_user_ids: [],
        deadline: null,
        deadline_reason: null,
        operations: [],
      });
      try {
        llm.enqueue({
          kind: 'tool_calls',
          calls: [{ id: 'left-out', name: 'files', arguments: { action: 'delete', path: '/tmp' } }],
        });
        const taskId = (
          await ok(teammate, 'POST', '/api/v1/tasks', { agent_id: agentId, prompt: 'Tidy /tmp' })
        ).task.id as number;
        expect((await api.platform.orchestrator.tick(taskId)).status).toBe('PENDING_APPROVAL');
        const inboxOf = async (user: ApiUser) =>
          ((await ok(user, 'GET', '/api/v1/approvals')).approvals as { task: { id: number } }[]).map(
            (approval) => approval.task.id,
          );
        expect(await inboxOf(teammate)).not.toContain(taskId);
        expect(await inboxOf(approver)).toContain(taskId);
        const decisions = { decisions: [{ provider_call_id: 'left-out', decision: 'approve' }] };
        expect(await status(teammate, 'POST', `/api/v1/tasks/${taskId}/approve`, decisions)).toBe(403);
        await ok(approver, 'POST', `/api/v1/tasks/${taskId}/approve`, decisions);
      } finally {
        await ok(owner, 'PUT', `/api/v1/agents/${agentId}/approval-policy`, {
          owner_decides: true,
          administrators_decide: false,
          approver_user_ids: [],
          escalation_user_ids: [],
          deadline: null,
          deadline_reason: null,
          operations: [],
        });
      }
    });

    it('stops reaching the team once unshared, while its tasks stay with who ran them', async () => {
      const other = (await ok(admin, 'POST', '/api/v1/teams', { name: 'Passing' })).team.id;
      await ok(admin, 'POST', `/api/v1/teams/${other}/members`, { email: owner.email, role: 'member' });
      await ok(admin, 'POST', `/api/v1/teams/${other}/members`, { email: outsider.email, role: 'member' });
      await ok(owner, 'PUT', `/api/v1/agents/${agentId}/shares/${other}`, { access: 'use' });
      llm.enqueue({ kind: 'text', text: 'Done.' });
      const taskId = (await ok(outsider, 'POST', '/api/v1/tasks', { agent_id: agentId, prompt: 'Hello' }))
        .task.id;
      expect((await api.platform.orchestrator.tick(taskId)).status).toBe('COMPLETED');
      await ok(owner, 'DELETE', `/api/v1/agents/${agentId}/shares/${other}`);
      expect(await status(outsider, 'GET', `/api/v1/agents/${agentId}`)).toBe(404);
      expect(await status(outsider, 'GET', `/api/v1/tasks/${taskId}`)).toBe(200);
      const before = await snapshotDatabase(db());
      // Nothing runs the agent for them again: not a new task, a follow-up, a retry, more budget or a branch.
      const attempts: [string, unknown][] = [
        ['/api/v1/tasks', { agent_id: agentId, prompt: 'Again' }],
        [`/api/v1/tasks/${taskId}/continue`, { prompt: 'And then?' }],
        [`/api/v1/tasks/${taskId}/retry`, {}],
        [`/api/v1/tasks/${taskId}/extend`, { steps: 2 }],
        [`/api/v1/tasks/${taskId}/regenerate`, {}],
        [`/api/v1/tasks/${taskId}/branch`, { sequence: 0, prompt: 'Hello again' }],
      ];
      for (const [url, body] of attempts) expect(await status(outsider, 'POST', url, body), url).toBe(404);
      expect(await snapshotDatabase(db())).toEqual(before);
      await ok(admin, 'DELETE', `/api/v1/teams/${other}`);
    });

    it('is out of reach of someone outside the team: every route refuses and no row changes', async () => {
      const before = await snapshotDatabase(db());
      const base = `/api/v1/agents/${agentId}`;
      const attempts: [Parameters<typeof status>[1], string, unknown?][] = [
        ['GET', base],
        ['PATCH', base, { name: 'Taken' }],
        ['DELETE', base],
        ['GET', `${base}/tools/status`],
        ['GET', `${base}/tools/operations`],
        ['POST', `${base}/tools/time/enable`, {}],
        ['DELETE', `${base}/tools/echo/enable`],
        ['GET', `${base}/tools/echo/settings`],
        ['PUT', `${base}/tools/echo/settings`, { settings: {} }],
        ['PATCH', `${base}/tools/files/operations/delete`, { enabled: false }],
        ['GET', `${base}/shares`],
        ['PUT', `${base}/shares/${teamId}`, { access: 'configure' }],
        ['DELETE', `${base}/shares/${teamId}`],
        ['POST', '/api/v1/tasks', { agent_id: agentId, prompt: 'Let me in' }],
        ['GET', `/api/v1/teams/${teamId}`],
        ['PATCH', `/api/v1/teams/${teamId}`, { name: 'Ours' }],
        ['POST', `/api/v1/teams/${teamId}/members`, { email: outsider.email, role: 'manager' }],
        ['PATCH', `/api/v1/teams/${teamId}/members/${teammate.id}`, { role: 'member' }],
        ['DELETE', `/api/v1/teams/${teamId}/members/${teammate.id}`],
      ];
      for (const [method, url, body] of attempts) {
        expect(await status(outsider, method, url, body), `${method} ${url}`).toBe(404);
      }
      expect(await status(outsider, 'DELETE', `/api/v1/teams/${teamId}`)).toBe(403);
      expect(await snapshotDatabase(db())).toEqual(before);
    });
  });
});
