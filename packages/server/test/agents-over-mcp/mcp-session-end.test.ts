/**
 * A session that ends under a call (the client quits, the server stops) is not a cancellation:
 * the task goes on, and a new session collects its answer with the task id.
 */
import type { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testEngines } from '../support/test-databases.js';
import { firstText, type McpFixture, type McpPerson, openMcpFixture } from './mcp-fixture.js';

describe.each(testEngines)('an ended /mcp session on $name', (engine) => {
  let fixture: McpFixture;
  let ada: McpPerson;

  beforeEach(async () => {
    fixture = await openMcpFixture(engine);
    ada = await fixture.person('ada@example.test');
  });

  afterEach(async () => {
    await fixture.dispose();
  });

  const bearer = (person: McpPerson) => ({ authorization: `Bearer ${person.token}` });

  async function onlyTask(): Promise<{ id: number; status: string }> {
    const [first] = (await ada.rest('GET', '/tasks')).body.data?.tasks ?? [];
    const task = first && (await ada.rest('GET', `/tasks/${first.id}`)).body.data?.task;
    if (!task) throw new Error('no task');
    return task;
  }

  it('leaves the task of a call under way running when the client ends its session', async () => {
    await fixture.agent(ada.id, 'Helper');
    fixture.llm.enqueue({ kind: 'text', text: 'Finished after all', delayMs: 1_500 });
    const client = await fixture.connect(bearer(ada));
    const call = client.callTool({ name: 'helper', arguments: { prompt: 'Take your time' } });
    call.catch(() => undefined);
    await fixture.llm.waitForRequests(1, 10_000);
    await (client.transport as StreamableHTTPClientTransport).terminateSession();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await onlyTask()).status).not.toBe('ABORTED');

    const task = await onlyTask();
    const again = await fixture.connect(bearer(ada));
    const answer = await again.callTool({ name: 'helper', arguments: { task_id: task.id } });
    expect(answer.isError).toBeFalsy();
    expect(firstText(answer)).toBe('Finished after all');
  });
});
