import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { openTaskApi, type TaskApi } from '../support/task-api.js';
import type { ApiUser } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

interface Approval {
  readonly tool_call_id: number;
  readonly provider_call_id: string;
  readonly agent: { id: number; name: string };
  readonly task: { id: number; prompt_excerpt: string; parent_task_id: number | null };
  readonly tool_name: string;
  readonly human_description: string | null;
  readonly arguments: unknown;
  readonly waiting_since: string;
  readonly decide_via: { approve: { method: string; path: string; body: unknown } };
}

describe.each(testEngines)('approval inbox on $name', (engine) => {
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

  async function pausedFor(agentId: number, paths: string[], parentTaskId?: number): Promise<number> {
    llm.enqueue({
      kind: 'tool_calls',
      calls: paths.map((path) => ({ id: `d${path}`, name: 'files', arguments: { action: 'delete', path } })),
    });
    const options = parentTaskId === undefined ? {} : { parentTaskId };
    const taskId = (await api.platform.orchestrator.start(agentId, `Tidy ${paths.join(' ')}`, options)).id;
    expect((await api.platform.orchestrator.tick(taskId)).status).toBe('PENDING_APPROVAL');
    return taskId;
  }

  const inbox = async (user: ApiUser, query = '') => {
    const response = await user.request('GET', `/api/v1/approvals${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { approvals: Approval[]; pagination: { total: number } };
  };
  const paths = (approvals: readonly Approval[]) =>
    approvals.map((approval) => (approval.arguments as { path: string }).path);

  // `created_at` is written once by design, so only plain SQL backdates it.
  const agedBy = (taskId: number, seconds: number) =>
    sql`update tool_calls set created_at = ${new Date(Date.now() - seconds * 1000).toISOString()}
      where task_id = ${taskId}`.execute(db());

  it('lists every pending call of yours, sub-agents’ included, oldest first, with how to decide it', async () => {
    const parent = await pausedFor(filer, ['/a', '/b']);
    const child = await pausedFor(helper, ['/c'], parent);
    await agedBy(parent, 120);
    await agedBy(child, 60);
    const { approvals, pagination } = await inbox(alice);
    expect(pagination.total).toBe(3);
    expect(paths(approvals)).toEqual(['/a', '/b', '/c']);
    expect(approvals[0]).toMatchObject({
      provider_call_id: 'd/a',
      agent: { id: filer, name: 'Filer' },
      task: { id: parent, prompt_excerpt: 'Tidy /a /b', parent_task_id: null },
      tool_name: 'files',
      tool_display_name: 'Files',
      operation: 'delete',
      human_description: 'delete /a',
      arguments: { action: 'delete', path: '/a' },
      parameter_schema: { type: 'object', required: ['path'] },
      decide_via: {
        approve: {
          method: 'POST',
          path: `/api/v1/tasks/${parent}/approve`,
          body: { decisions: [{ provider_call_id: 'd/a', decision: 'approve' }] },
        },
        reject: { body: { decisions: [{ provider_call_id: 'd/a', decision: 'reject' }] } },
      },
    });
    expect(approvals[2]?.task).toEqual({ id: child, prompt_excerpt: 'Tidy /c', parent_task_id: parent });

    // Decided calls leave the inbox, following the hint it gave.
    const { path, body } = approvals[0]?.decide_via.approve ?? { path: '', body: {} };
    expect((await alice.request('POST', path, body)).statusCode).toBe(200);
    expect(paths((await inbox(alice)).approvals)).toEqual(['/b', '/c']);
  });

  it('filters by agent, tool and age, and pages', async () => {
    const old = await pausedFor(filer, ['/old']);
    await pausedFor(helper, ['/new']);
    await agedBy(old, 3600);
    expect(paths((await inbox(alice, `?agent_id=${helper}`)).approvals)).toEqual(['/new']);
    expect(paths((await inbox(alice, '?tool=files')).approvals)).toEqual(['/old', '/new']);
    expect((await inbox(alice, '?tool=echo')).approvals).toEqual([]);
    expect(paths((await inbox(alice, '?older_than=600')).approvals)).toEqual(['/old']);
    expect(paths((await inbox(alice, '?newer_than=600')).approvals)).toEqual(['/new']);
    const second = await inbox(alice, '?per_page=1&page=2');
    expect(paths(second.approvals)).toEqual(['/new']);
    expect(second.pagination).toEqual({ page: 2, per_page: 1, total: 2, last_page: 2 });
  });

  it('shows a member only their own, and an administrator none of anyone else’s', async () => {
    await pausedFor(filer, ['/mine']);
    const bob = await api.signUp();
    const admin = await api.signUp({ role: 'admin' });
    await pausedFor((await api.agentOf(bob.id)).id, ['/bobs']);
    expect(paths((await inbox(alice)).approvals)).toEqual(['/mine']);
    expect(paths((await inbox(bob)).approvals)).toEqual(['/bobs']);
    expect((await inbox(admin)).pagination.total).toBe(0);
  });
});
