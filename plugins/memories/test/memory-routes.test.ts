/**
 * The routes the memories panel calls, and the panel itself: a person lists and deletes their own
 * memories (their agents' and their global ones) and never another's; the panel is declared and
 * its module and frame document are served.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiApp, buildHttpApp } from '../../../packages/server/src/http/index.js';
import { checkedInject } from '../../../packages/server/test/support/openapi-contract.js';
import { createAgent } from '../../../packages/server/test/support/seed.js';
import { testEngines } from '../../../packages/server/test/support/test-databases.js';
import { callTool, type MemoriesPlatform, openMemoriesPlatform } from './memories-platform.js';

describe.each(testEngines)('memory routes and panel on $name', (engine) => {
  let test: MemoriesPlatform;
  let app: ApiApp;

  beforeEach(async () => {
    test = await openMemoriesPlatform(engine);
    app = await buildHttpApp(test.platform);
  });

  afterEach(async () => {
    await app.close();
    await test.dispose();
  });

  async function person(email: string) {
    const user = await test.platform.accounts.create({ email, password: 'correct horse battery staple' });
    const { secret } = await test.platform.apiTokens.create(user.id, { name: 'test' });
    const agentId = (await createAgent(test.platform.database.db, user.id, { name: 'Helper' })).id;
    return { id: user.id, agentId, headers: { authorization: `Bearer ${secret}` } };
  }

  it("lists a person's agent and global memories and deletes one, never another person's", async () => {
    const ann = await person('ann@example.test');
    const bob = await person('bob@example.test');
    await callTool(
      test.platform,
      'memories/MemoryTool',
      { agentId: ann.agentId, ownerUserId: ann.id },
      {
        action: 'save',
        name: 'tea',
        content: 'Ann likes green tea.',
      },
    );
    await callTool(
      test.platform,
      'memories/GlobalMemoryTool',
      { agentId: ann.agentId, ownerUserId: ann.id },
      {
        action: 'save',
        name: 'city',
        content: 'Ann lives in Lyon.',
      },
    );
    await callTool(
      test.platform,
      'memories/MemoryTool',
      { agentId: bob.agentId, ownerUserId: bob.id },
      {
        action: 'save',
        name: 'coffee',
        content: 'Bob likes coffee.',
      },
    );
    const listed = await checkedInject(app, {
      method: 'GET',
      url: '/api/v1/plugins/memories/memories',
      headers: ann.headers,
    });
    expect(listed.statusCode).toBe(200);
    const memories = listed.json().data.memories as {
      id: number;
      name: string;
      scope: string;
      agent_id: number | null;
    }[];
    expect(memories.map(({ name, scope, agent_id }) => ({ name, scope, agent_id }))).toEqual(
      expect.arrayContaining([
        { name: 'tea', scope: 'agent', agent_id: ann.agentId },
        { name: 'city', scope: 'global', agent_id: null },
      ]),
    );
    expect(memories).toHaveLength(2);

    const tea = memories.find((memory) => memory.name === 'tea');
    const byBob = await checkedInject(app, {
      method: 'DELETE',
      url: `/api/v1/plugins/memories/memories/${tea?.id}`,
      headers: bob.headers,
    });
    expect(byBob.statusCode).toBe(404);
    expect(byBob.json().error.code).toBe('NOT_FOUND');
    const byAnn = await checkedInject(app, {
      method: 'DELETE',
      url: `/api/v1/plugins/memories/memories/${tea?.id}`,
      headers: ann.headers,
    });
    expect(byAnn.statusCode).toBe(200);
    expect(byAnn.json()).toEqual({ data: { deleted: true } });
    const after = await checkedInject(app, {
      method: 'GET',
      url: '/api/v1/plugins/memories/memories',
      headers: ann.headers,
    });
    expect(after.json().data.memories.map((memory: { name: string }) => memory.name)).toEqual(['city']);
    expect(
      (await checkedInject(app, { method: 'GET', url: '/api/v1/plugins/memories/memories' })).statusCode,
    ).toBe(401);
  });

  it('declares the panel, and serves its module, styles and frame document', async () => {
    const ann = await person('ann@example.test');
    const apps = await checkedInject(app, { method: 'GET', url: '/api/v1/apps', headers: ann.headers });
    expect(apps.json().data.apps).toEqual([
      {
        plugin_slug: 'memories',
        name: 'browse',
        display_name: 'Memories',
        description: 'Browse and delete what your agents remember.',
        icon: 'brain',
        entry_url: '/plugins/memories/panel.js',
        frame_url: '/app-frames/memories/browse',
      },
    ]);
    for (const url of [
      '/plugins/memories/panel.js',
      '/plugins/memories/panel.css',
      '/app-frames/memories/browse',
    ]) {
      expect([url, (await checkedInject(app, { method: 'GET', url })).statusCode]).toEqual([url, 200]);
    }
  });
});
