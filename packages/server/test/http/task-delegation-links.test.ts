import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allowHandoverTargets, setOperationOverride } from '../support/seed.js';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { openTaskApi, type TaskApi } from '../support/task-api.js';
import type { ApiUser } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';
import { testToolNames } from '../support/test-orchestrator.js';

describe.each(testEngines)('task delegation links on $name', (engine) => {
  const llm = sharedFakeLlm();
  let api: TaskApi;
  let alice: ApiUser;

  beforeEach(async () => {
    api = await openTaskApi(engine, llm);
    alice = await api.signUp();
  });

  afterEach(async () => {
    await api.dispose();
  });

  const db = () => api.platform.database.db;
  const withHandover = { ...testToolNames, 'core/HandoverTool': 'handover' };

  async function delegatingAgent(name: string, targetId: number) {
    const agent = await api.agentOf(alice.id, { name, tools: withHandover });
    for (const operation of ['handover', 'sub_agent']) {
      await setOperationOverride(db(), agent.id, 'core/HandoverTool', operation, { requires_approval: 0 });
    }
    await allowHandoverTargets(db(), agent.id, [targetId]);
    return agent;
  }

  async function started(agentId: number, prompt: string) {
    const response = await alice.request('POST', '/api/v1/tasks', { agent_id: agentId, prompt });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.task as { id: number };
  }

  async function taskOf(id: number) {
    const response = await alice.request('GET', `/api/v1/tasks/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.task;
  }

  it('a handover names its target on the source, and the target links back to its source', async () => {
    const target = await api.agentOf(alice.id, { name: 'Writer' });
    const source = await delegatingAgent('Router', target.id);
    llm.enqueue({
      kind: 'tool_calls',
      calls: [
        {
          id: 'h',
          name: 'handover',
          arguments: { op: 'handover', target_agent_id: target.id, prompt: 'Write it' },
        },
      ],
    });
    const task = await started(source.id, 'Route this');
    expect((await api.platform.orchestrator.tick(task.id)).status).toBe('COMPLETED');

    const closed = await taskOf(task.id);
    expect(closed.handover).toMatchObject({ target_agent_id: target.id, target_agent_name: 'Writer' });
    const targetTaskId = closed.handover.target_task_id;
    expect(closed.sub_tasks).toEqual([
      expect.objectContaining({
        id: targetTaskId,
        agent_id: target.id,
        agent_name: 'Writer',
        status: 'QUEUED',
        user_prompt: 'Write it',
        relation: 'handover',
      }),
    ]);
    expect(closed.source_task).toBeNull();

    const handedTo = await taskOf(targetTaskId);
    expect(handedTo.handover).toBeNull();
    expect(handedTo.sub_tasks).toEqual([]);
    expect(handedTo.source_task).toMatchObject({
      id: task.id,
      agent_name: 'Router',
      status: 'COMPLETED',
      relation: 'handover',
    });
  });

  it('lists sub-agents with their status; a waiting parent that is stopped says when, and stops its sub-agents', async () => {
    const helper = await api.agentOf(alice.id, { name: 'Researcher' });
    const parentAgent = await delegatingAgent('Lead', helper.id);
    llm.enqueue({
      kind: 'tool_calls',
      calls: [
        {
          id: 's',
          name: 'handover',
          arguments: { op: 'sub_agent', agent_id: helper.id, prompt: 'Look it up' },
        },
      ],
    });
    const parent = await started(parentAgent.id, 'Find out');
    expect((await api.platform.orchestrator.tick(parent.id)).status).toBe('AWAITING_SUB_AGENTS');

    const waiting = await taskOf(parent.id);
    expect(waiting).toMatchObject({ status: 'AWAITING_SUB_AGENTS', aborted_at: null, handover: null });
    expect(waiting.sub_tasks).toEqual([
      expect.objectContaining({ agent_name: 'Researcher', relation: 'sub_agent', status: 'QUEUED' }),
    ]);
    const childId = waiting.sub_tasks[0].id;
    expect((await taskOf(childId)).source_task).toMatchObject({ id: parent.id, relation: 'sub_agent' });

    const stop = await alice.request('POST', `/api/v1/tasks/${parent.id}/abort`);
    expect(stop.statusCode, stop.body).toBe(200);
    const stopped = await taskOf(parent.id);
    expect(stopped.status).toBe('ABORTED');
    expect(Number.isNaN(Date.parse(stopped.aborted_at))).toBe(false);
    // The queued sub-agent is stopped with its parent, and says why.
    expect(stopped.sub_tasks[0]).toMatchObject({ id: childId, status: 'CANCELLED' });
    expect(await taskOf(childId)).toMatchObject({
      status: 'CANCELLED',
      stopped_with_parent_task_id: parent.id,
      allowed_actions: ['continue'],
    });
  });

  it('says when the step budget ran out, and a continue with more steps clears it', async () => {
    const agent = await api.agentOf(alice.id, { maxSteps: 1, pauseAtStepLimit: false });
    llm.enqueue({ kind: 'tool_calls', calls: [{ id: 'e', name: 'echo', arguments: { text: 'again' } }] });
    const task = await started(agent.id, 'Loop');
    expect((await api.platform.orchestrator.tick(task.id)).status).toBe('FAILED');
    expect(await taskOf(task.id)).toMatchObject({ status: 'FAILED', max_steps_reached: true });

    const listed = (await alice.request('GET', '/api/v1/tasks')).json().data.tasks;
    expect(listed[0]).toMatchObject({ id: task.id, max_steps_reached: true });

    const continued = await alice.request('POST', `/api/v1/tasks/${task.id}/continue`, {
      prompt: 'Go on',
      additional_steps: 3,
    });
    expect(continued.statusCode, continued.body).toBe(200);
    expect(continued.json().data.task).toMatchObject({
      status: 'QUEUED',
      max_steps_reached: false,
      max_steps: 3,
    });
  });
});
