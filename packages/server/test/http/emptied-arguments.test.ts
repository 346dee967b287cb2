import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { openTaskApi, type TaskApi, taskRows } from '../support/task-api.js';
import type { ApiUser } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';
import { executions } from '../support/test-tools.js';

describe.each(testEngines)('emptied required arguments on $name', (engine) => {
  const llm = sharedFakeLlm();
  let api: TaskApi;
  let alice: ApiUser;
  let taskId: number;

  beforeEach(async () => {
    executions.length = 0;
    api = await openTaskApi(engine, llm);
    alice = await api.signUp();
    const agent = await api.agentOf(alice.id);
    llm.enqueue({
      kind: 'tool_calls',
      calls: [{ id: 'd1', name: 'files', arguments: { action: 'delete', path: '/x' } }],
    });
    taskId = (await api.platform.orchestrator.start(agent.id, 'Delete')).id;
    expect((await api.platform.orchestrator.tick(taskId)).status).toBe('PENDING_APPROVAL');
  });

  afterEach(async () => {
    await api.dispose();
  });

  const approveWith = (args: Record<string, unknown>) =>
    alice.request('POST', `/api/v1/tasks/${taskId}/approve`, {
      decisions: [{ provider_call_id: 'd1', decision: 'approve', arguments: args }],
    });

  it.each([
    ['an empty text', ''],
    ['only whitespace', ' \t\n'],
    ['null', null],
  ])('refuses %s in a required parameter, naming it, and runs nothing', async (_label, path) => {
    const before = await taskRows(api.platform.database.db, taskId);
    const response = await approveWith({ action: 'delete', path });
    expect(response.statusCode, response.body).toBe(422);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toContain('path');
    expect(error.details).toMatchObject({
      provider_call_id: 'd1',
      fields: ['path'],
      errors: [{ path: '/path', keyword: 'required' }],
    });
    expect(await taskRows(api.platform.database.db, taskId)).toEqual(before);
    expect(executions).toEqual([]);
  });

  it('still lets an optional parameter be left out and runs the edited call', async () => {
    llm.enqueue({ kind: 'text', text: 'Done.' });
    const response = await approveWith({ action: 'delete', path: '/y' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await api.platform.orchestrator.tick(taskId)).status).toBe('COMPLETED');
    expect(executions).toEqual([{ tool: 'files.delete', args: { action: 'delete', path: '/y' } }]);
  });
});
