/**
 * A call a person edited before approving is described by what ran: the task's tool calls carry
 * the tool's sentence for the approved arguments beside the proposal's.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { openTaskApi, type TaskApi } from '../support/task-api.js';
import type { ApiUser } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

interface CallView {
  readonly human_description: string | null;
  readonly ran_description: string | null;
  readonly approved_arguments: unknown;
}

describe.each(testEngines)('the description of an edited call on $name', (engine) => {
  const llm = sharedFakeLlm();
  let api: TaskApi;
  let alice: ApiUser;
  let taskId: number;

  beforeEach(async () => {
    api = await openTaskApi(engine, llm);
    alice = await api.signUp();
    const agentId = (await api.agentOf(alice.id)).id;
    llm.enqueue({
      kind: 'tool_calls',
      calls: ['/a', '/b'].map((path) => ({
        id: `d${path}`,
        name: 'files',
        arguments: { action: 'delete', path },
      })),
    });
    taskId = (await api.platform.orchestrator.start(agentId, 'Tidy up')).id;
    expect((await api.platform.orchestrator.tick(taskId)).status).toBe('PENDING_APPROVAL');
  });

  afterEach(async () => {
    await api.dispose();
  });

  it('says what ran for the edited call, and nothing more for the one approved as proposed', async () => {
    const response = await alice.request('POST', `/api/v1/tasks/${taskId}/approve`, {
      decisions: [
        { provider_call_id: 'd/a', decision: 'approve', arguments: { action: 'delete', path: '/kept/a' } },
        { provider_call_id: 'd/b', decision: 'approve', arguments: { action: 'delete', path: '/b' } },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const calls = response.json().data.task.tool_calls as CallView[];
    expect(calls.map((call) => [call.human_description, call.ran_description])).toEqual([
      ['delete /a', 'delete /kept/a'],
      ['delete /b', null],
    ]);
  });
});
