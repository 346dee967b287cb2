/**
 * The rehearsal report as the loop leaves its rows: per prompt the calls of its task and of the
 * sub-agent tasks below it, tokens and cost, and beside a repeated past task what changed; and
 * rehearsal tasks kept out of real work (task lists, usage totals) while listed on request.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAgent } from '../support/seed.js';
import { type ApiUser, openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';
import { seedCall, seedTask, seedTurn, settleTask } from './rehearsal-report-seed.js';

interface ReportCall {
  tool_name: string;
  agent_name: string;
  execution: string;
  simulated_from: string | null;
  simulated_from_call_id: number | null;
  approval: string;
}

interface Report {
  id: number;
  status: string;
  source: { kind: string; count?: number };
  totals: Record<string, number | null>;
  runs: {
    task_id: number;
    prompt: string;
    usage: { input_tokens: number; output_tokens: number; cost: number | null };
    calls: ReportCall[];
    compared_with: {
      task_id: number;
      final_response: string | null;
      calls: ReportCall[];
      differences: Record<string, unknown>;
    } | null;
  }[];
}

describe.each(testEngines)('rehearsal report on $name', (engine) => {
  let api: TestApi;
  let owner: ApiUser;
  let agentId: number;
  let helperId: number;

  beforeEach(async () => {
    api = await openTestApi(engine);
    owner = await api.signUp();
    agentId = (await createAgent(api.platform.database.db, owner.id, { name: 'Refunds' })).id;
    helperId = (await createAgent(api.platform.database.db, owner.id, { name: 'Notifier' })).id;
  });

  afterEach(async () => {
    await api.dispose();
  });

  const db = () => api.platform.database.db;
  const report = async (id: number) =>
    ((await owner.request('GET', `/api/v1/rehearsals/${id}`)).json() as { data: Report }).data;

  /** A real past task: looked the order up, refunded 10. */
  const seedPastTask = async () => {
    const taskId = await seedTask(db(), {
      agentId,
      userId: owner.id,
      prompt: 'Refund order 5',
      status: 'COMPLETED',
      finalResponse: 'Refunded 10.',
    });
    await seedCall(db(), { taskId, agentId, tool: 'orders', operation: 'lookup', args: { id: 5 } });
    const refund = await seedCall(db(), {
      taskId,
      agentId,
      tool: 'payments',
      operation: 'refund',
      args: { order: 5, amount: 10 },
    });
    await seedTurn(db(), taskId, { input: 1000, output: 50, cost: 0.5 });
    return { taskId, refund };
  };

  it('shows a repeated past task beside its rehearsal, with the calls of its sub-agents and what changed', async () => {
    const past = await seedPastTask();
    const made = await owner.request('POST', `/api/v1/agents/${agentId}/rehearsals`, {
      source: { kind: 'past_tasks', count: 3 },
      proposal: { system_prompt: 'Refund the full amount.' },
    });
    expect(made.statusCode).toBe(201);
    const created = (made.json() as { data: Report }).data;
    expect(created).toMatchObject({ status: 'running', source: { kind: 'past_tasks', count: 1 } });
    const runTask = created.runs[0]?.task_id as number;
    expect(created.runs[0]).toMatchObject({
      prompt: 'Refund order 5',
      compared_with: { task_id: past.taskId },
    });

    // What the loop would leave: the lookup ran, the refund was simulated from the past call with
    // other arguments, and a sub-agent's notification was scripted.
    await seedCall(db(), { taskId: runTask, agentId, tool: 'orders', operation: 'lookup', args: { id: 5 } });
    await seedCall(db(), {
      taskId: runTask,
      agentId,
      tool: 'payments',
      operation: 'refund',
      args: { order: 5, amount: 20 },
      simulatedFrom: 'recorded',
      simulatedFromCallId: past.refund,
      approval: 'asked',
    });
    const child = await seedTask(db(), {
      agentId: helperId,
      userId: owner.id,
      prompt: 'Tell the customer',
      status: 'COMPLETED',
      finalResponse: 'Sent.',
      parentTaskId: runTask,
      rehearsalId: created.id,
    });
    await seedCall(db(), {
      taskId: child,
      agentId: helperId,
      tool: 'mail',
      operation: 'send',
      args: { to: 'customer' },
      simulatedFrom: 'scripted',
    });
    await seedTurn(db(), runTask, { input: 800, output: 40, cost: 0.25 });
    await seedTurn(db(), child, { input: 200, output: 10, cost: 0.05 });
    await settleTask(db(), runTask, 'COMPLETED', 'Refunded 20.');

    const read = await report(created.id);
    expect(read.status).toBe('completed');
    expect(read.totals).toEqual({
      input_tokens: 1000,
      output_tokens: 50,
      cost: expect.closeTo(0.3, 10),
      calls_ran: 1,
      calls_simulated: 2,
      calls_needing_approval: 1,
    });
    const [run] = read.runs;
    expect(run?.usage).toEqual({ input_tokens: 1000, output_tokens: 50, cost: expect.closeTo(0.3, 10) });
    expect(run?.calls).toEqual([
      expect.objectContaining({
        tool_name: 'orders',
        execution: 'ran',
        simulated_from: null,
        approval: 'not_needed',
      }),
      expect.objectContaining({
        tool_name: 'payments',
        execution: 'simulated',
        simulated_from: 'recorded',
        simulated_from_call_id: past.refund,
        approval: 'asked',
      }),
      expect.objectContaining({ tool_name: 'mail', agent_name: 'Notifier', simulated_from: 'scripted' }),
    ]);
    expect(run?.compared_with).toMatchObject({ task_id: past.taskId, final_response: 'Refunded 10.' });
    expect(run?.compared_with?.calls.map((call) => call.execution)).toEqual(['ran', 'ran']);
    expect(run?.compared_with?.differences).toEqual({
      answer_changed: true,
      calls_only_in_rehearsal: [{ tool_name: 'mail', operation: 'send' }],
      calls_only_in_past: [],
      arguments_changed: [
        {
          tool_name: 'payments',
          operation: 'refund',
          past: { order: 5, amount: 10 },
          rehearsal: { order: 5, amount: 20 },
        },
      ],
    });
  });

  it('cancels a rehearsal: its queued tasks are dropped, and it reads as cancelled', async () => {
    const made = await owner.request('POST', `/api/v1/agents/${agentId}/rehearsals`, {
      source: { kind: 'prompt', prompt: 'Never mind' },
    });
    const created = (made.json() as { data: Report }).data;
    expect(created.status).toBe('running');
    const cancelled = await owner.request('POST', `/api/v1/rehearsals/${created.id}/cancel`, {});
    expect(cancelled.json()).toMatchObject({ data: { status: 'cancelled', runs: [] } });
    const left = await db().selectFrom('tasks').select('id').where('rehearsal_id', '=', created.id).execute();
    expect(left).toEqual([]);
  });

  it('refuses to delete a rehearsal while one of its tasks runs, and deletes nothing', async () => {
    const made = await owner.request('POST', `/api/v1/agents/${agentId}/rehearsals`, {
      source: { kind: 'prompt', prompt: 'Busy' },
    });
    const created = (made.json() as { data: Report }).data;
    const runTask = created.runs[0]?.task_id as number;
    await settleTask(db(), runTask, 'RUNNING', null);
    const refused = await owner.request('DELETE', `/api/v1/rehearsals/${created.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'INVALID_STATE' } });
    expect((await report(created.id)).runs.map((run) => run.task_id)).toEqual([runTask]);
  });

  it('keeps rehearsal tasks out of task lists and usage totals unless asked', async () => {
    const past = await seedPastTask();
    const made = await owner.request('POST', `/api/v1/agents/${agentId}/rehearsals`, {
      source: { kind: 'prompt', prompt: 'Try it' },
    });
    const created = (made.json() as { data: Report }).data;
    const runTask = created.runs[0]?.task_id as number;
    await seedTurn(db(), runTask, { input: 300, output: 30, cost: 0.1 });

    const list = async (query: string) =>
      (
        (await owner.request('GET', `/api/v1/tasks${query}`)).json() as {
          data: { tasks: { id: number; rehearsal_id: number | null }[] };
        }
      ).data.tasks.map((task) => [task.id, task.rehearsal_id]);
    expect(await list('')).toEqual([[past.taskId, null]]);
    expect(await list('?q=Try')).toEqual([]);
    expect(await list('?rehearsal=only')).toEqual([[runTask, created.id]]);
    expect((await list('?rehearsal=include')).sort()).toEqual([
      [past.taskId, null],
      [runTask, created.id],
    ]);
    const one = await owner.request('GET', `/api/v1/tasks/${runTask}`);
    expect(one.json()).toMatchObject({ data: { task: { rehearsal_id: created.id } } });

    const usage = await owner.request('GET', '/api/v1/usage?from=2026-11-01&to=2026-11-03&time_zone=UTC');
    expect(usage.json()).toMatchObject({
      data: {
        totals: { input_tokens: 1000, output_tokens: 50, cost: 0.5 },
        rehearsal: { input_tokens: 300, output_tokens: 30, cost: 0.1 },
      },
    });
    const agents = await owner.request('GET', '/api/v1/agents');
    const listed = (agents.json() as { data: { agents: { id: number; activity: { running: number } }[] } })
      .data;
    // The queued rehearsal task would count as running; the past task is settled.
    expect(listed.agents.find((agent) => agent.id === agentId)?.activity).toMatchObject({ running: 0 });
  });

  it('repeats only the past tasks the person may see that were real work, newest first', async () => {
    const admin = await api.signUp({ role: 'admin' });
    const team = await admin.request('POST', '/api/v1/teams', { name: 'Support', description: null });
    const teamId = (team.json() as { data: { team: { id: number } } }).data.team.id;
    const mate = await api.signUp();
    for (const member of [owner, mate])
      await admin.request('POST', `/api/v1/teams/${teamId}/members`, { email: member.email, role: 'member' });
    await owner.request('PUT', `/api/v1/agents/${agentId}/shares/${teamId}`, { access: 'configure' });

    const ownersOld = await seedTask(db(), { agentId, userId: owner.id, prompt: 'Old', status: 'COMPLETED' });
    const matesTask = await seedTask(db(), { agentId, userId: mate.id, prompt: 'Mine', status: 'FAILED' });
    const sub = await seedTask(db(), {
      agentId,
      userId: owner.id,
      prompt: 'Sub',
      status: 'COMPLETED',
      parentTaskId: ownersOld,
    });
    const earlier = await owner.request('POST', `/api/v1/agents/${agentId}/rehearsals`, {
      source: { kind: 'prompt', prompt: 'Rehearsed before' },
    });
    expect(earlier.statusCode).toBe(201);
    const ownersNew = await seedTask(db(), { agentId, userId: owner.id, prompt: 'New', status: 'COMPLETED' });

    const repeated = async (user: ApiUser) => {
      const response = await user.request('POST', `/api/v1/agents/${agentId}/rehearsals`, {
        source: { kind: 'past_tasks', count: 20 },
      });
      expect(response.statusCode).toBe(201);
      return (response.json() as { data: Report }).data.runs.map((run) => run.compared_with?.task_id);
    };
    expect(await repeated(owner)).toEqual([ownersNew, matesTask, ownersOld]);
    expect(await repeated(mate)).toEqual([matesTask]);
    expect([ownersNew, matesTask, ownersOld]).not.toContain(sub);
  });
});
