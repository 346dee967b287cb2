/**
 * An MCP client's open stream of notifications (the GET stream: tool list changes, which name the
 * user's agents) ends when the token it was opened with is deleted, and cannot be opened again.
 */
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testEngines } from '../support/test-databases.js';
import { type McpFixture, openMcpFixture } from './mcp-fixture.js';

describe.each(testEngines)('/mcp streams of a deleted token on $name', (engine) => {
  let fixture: McpFixture;

  beforeEach(async () => {
    fixture = await openMcpFixture(engine, {}, { platform: { liveEvents: { heartbeatMs: 100 } } });
  });

  afterEach(async () => {
    await fixture.dispose();
  });

  it('ends the notification stream within a heartbeat, and refuses it again', async () => {
    const ada = await fixture.person('ada@example.test');
    await fixture.agent(ada.id, 'Helper');
    const client = await fixture.connect({ authorization: `Bearer ${ada.token}` });
    const errors: string[] = [];
    client.onerror = (error) => errors.push(error.message);
    const announced: string[] = [];
    client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
      announced.push('changed');
    });
    await client.listTools();
    expect((await ada.rest('POST', '/agents', { name: 'Writer' })).status).toBe(201);
    await expect.poll(() => announced.length).toBe(1);

    const { platform } = fixture.test;
    const [token] = await platform.apiTokens.list(ada.id);
    await platform.apiTokens.revoke(ada.id, token?.id ?? 0);
    // The stream ends, and opening it again with the deleted token is refused.
    await expect
      .poll(() => errors.some((message) => /401|Unauthorized/i.test(message)), { timeout: 10_000 })
      .toBe(true);
    // A change made with another of her tokens is no longer announced on the ended stream.
    const other = await platform.apiTokens.create(ada.id, { name: 'another client' });
    const created = await fetch(`${fixture.server.url}/api/v1/agents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${other.secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Planner' }),
    });
    expect(created.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(announced).toHaveLength(1);
  });
});
