/**
 * `spora mcp` as an MCP client starts it: the built command in a child process, speaking MCP on
 * its standard input and output, in front of a listening server with its worker and a fake LLM.
 */
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testEngines } from '../support/test-databases.js';
import { firstText, type McpFixture, openMcpFixture } from './mcp-fixture.js';

const cliPath = fileURLToPath(new URL('../../bin/spora.js', import.meta.url));
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// The bridge holds no data of its own: one engine behind the server is enough.
describe.each(testEngines.slice(0, 1))('spora mcp, with the server on $name', (engine) => {
  let fixture: McpFixture;
  const clients: Client[] = [];

  beforeEach(async () => {
    // A fixed port, so that a restarted server is found where the bridge looks.
    fixture = await openMcpFixture(engine, { port: await freePort() });
  });

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
    await fixture.dispose();
  });

  async function start(
    env: Record<string, string>,
    onStderr: (text: string) => void = () => undefined,
  ): Promise<{ client: Client; stderr: () => string }> {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [cliPath, 'mcp', '--url', fixture.server.url],
      env: { PATH: process.env.PATH ?? '', ...env },
      stderr: 'pipe',
    });
    let stderr = '';
    transport.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      onStderr(chunk.toString());
    });
    const client = new Client({ name: 'spora-test-client', version: '1.0.0' });
    clients.push(client);
    await client.connect(transport);
    return { client, stderr: () => stderr };
  }

  it('runs an agent, pauses for approval, and answers once the call is approved', async () => {
    const ada = await fixture.person('ada@example.test');
    await fixture.agent(ada.id, 'Helper', 'Computes things.');
    const grace = await fixture.person('grace@example.test');
    await fixture.agent(grace.id, 'Secret Planner');
    const { client } = await start({ SPORA_API_TOKEN: ada.token });

    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['helper']);

    fixture.llm.enqueue({ kind: 'text', text: 'Hello from Spora.' });
    const answered = await client.callTool({ name: 'helper', arguments: { prompt: 'Say hello' } });
    expect(firstText(answered)).toBe('Hello from Spora.');

    fixture.llm.enqueue(
      {
        kind: 'tool_calls',
        calls: [{ id: 'call_1', name: 'calculator', arguments: { expression: '6 * 7' } }],
      },
      { kind: 'text', text: 'It is 42.' },
    );
    const paused = await client.callTool({ name: 'helper', arguments: { prompt: 'Compute 6 * 7.' } });
    const { task_id: taskId } = paused.structuredContent as { task_id: number };
    expect(firstText(paused)).toMatch(
      new RegExp(`^pending approval: ${fixture.server.url}/tasks/${taskId}\\n`),
    );
    const approved = await ada.rest('POST', `/tasks/${taskId}/approve`, {
      decisions: [{ provider_call_id: 'call_1', decision: 'approve' }],
    });
    expect(approved.status).toBe(200);
    const resumed = await client.callTool({ name: 'helper', arguments: { task_id: taskId } });
    expect(firstText(resumed)).toBe('It is 42.');

    await expect(
      client.callTool({ name: 'secret_planner', arguments: { prompt: 'Tell me' } }),
    ).rejects.toThrow();

    // The server's own notifications come through the bridge too.
    let changes = 0;
    client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
      changes += 1;
    });
    expect((await ada.rest('POST', '/agents', { name: 'Writer' })).status).toBe(201);
    await expect.poll(() => changes).toBe(1);
  });

  it('refuses to start without a token, and passes a wrong one on to be refused', async () => {
    // The command exits at once, saying why, before the client's initialize gets an answer.
    let stderr = '';
    await expect(
      start({}, (text) => {
        stderr += text;
      }),
    ).rejects.toThrow();
    expect(stderr).toContain('SPORA_API_TOKEN');
    const wrong = start({ SPORA_API_TOKEN: 'spora_pat_wrong' });
    await expect(wrong).rejects.toThrow(/UNAUTHENTICATED/);
  });

  it('opens a new session by itself when the server restarted', async () => {
    const ada = await fixture.person('ada@example.test');
    await fixture.agent(ada.id, 'Helper');
    const { client } = await start({ SPORA_API_TOKEN: ada.token });
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['helper']);
    await fixture.restart();
    fixture.llm.enqueue({ kind: 'text', text: 'Still here.' });
    const answered = await client.callTool({ name: 'helper', arguments: { prompt: 'Are you there?' } });
    expect(firstText(answered)).toBe('Still here.');
  });
});
