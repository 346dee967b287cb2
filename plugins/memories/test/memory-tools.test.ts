/**
 * The memory tools against the plugin's own table, loaded through the platform's plugin loader:
 * every operation, the bounds, and the scopes (an agent's memories are its own; global memories
 * are its owner's), on every engine.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAgent, createUser } from '../../../packages/server/test/support/seed.js';
import { testEngines } from '../../../packages/server/test/support/test-databases.js';
import { callTool, type MemoriesPlatform, openMemoriesPlatform } from './memories-platform.js';

const memory = 'memories/MemoryTool';
const globalMemory = 'memories/GlobalMemoryTool';

describe.each(testEngines)('memory tools on $name', (engine) => {
  let test: MemoriesPlatform;
  let owner: { id: number };
  let agentA: { agentId: number; ownerUserId: number };
  let agentB: { agentId: number; ownerUserId: number };

  beforeEach(async () => {
    test = await openMemoriesPlatform(engine);
    const { db } = test.platform.database;
    owner = await createUser(db);
    agentA = { agentId: (await createAgent(db, owner.id, { name: 'A' })).id, ownerUserId: owner.id };
    agentB = { agentId: (await createAgent(db, owner.id, { name: 'B' })).id, ownerUserId: owner.id };
  });

  afterEach(async () => {
    await test.dispose();
  });

  const call = (toolClass: string, caller: typeof agentA, args: Record<string, unknown>) =>
    callTool(test.platform, toolClass, caller, args);

  it('registers both tools under the plugin slug, sharing the parameters of their base', () => {
    const tool = test.platform.tools.get(memory);
    expect(tool?.llmName).toBe('memories:memory');
    expect(test.platform.tools.get(globalMemory)?.llmName).toBe('memories:global_memory');
    const properties = tool?.instance.getParametersSchema().properties ?? {};
    expect(Object.keys(properties)).toEqual(['action', 'name', 'content', 'summary', 'order']);
    expect(properties.action).toMatchObject({ enum: ['list', 'get', 'save', 'delete'] });
  });

  it('creates, lists, reads, updates and deletes a memory', async () => {
    expect((await call(memory, agentA, { action: 'list' })).content).toBe(
      'No memories found in agent scope.',
    );

    const created = await call(memory, agentA, {
      action: 'save',
      name: 'favourite colour',
      content: '<b>Teal</b>, never orange.',
    });
    expect(created).toMatchObject({
      success: true,
      content: 'Created memory [favourite colour] in agent scope.',
    });
    await call(memory, agentA, { action: 'save', name: 'zeta', content: 'z', order: -1 });
    await call(memory, agentA, { action: 'save', name: 'alpha', content: 'a', summary: 'First letter' });

    expect((await call(memory, agentA, { action: 'list' })).content).toBe(
      [
        'Found 3 memory(ies) in agent scope:',
        '- [zeta] — z',
        '- [alpha] — First letter',
        '- [favourite colour] — Teal , never orange.',
      ].join('\n'),
    );
    expect((await call(memory, agentA, { action: 'get', name: 'alpha' })).content).toBe(
      '# alpha\n*Summary: First letter*\n\na',
    );

    const updated = await call(memory, agentA, { action: 'save', name: 'alpha', content: 'A, capital' });
    expect(updated.content).toBe('Updated memory [alpha] in agent scope.');
    expect((await call(memory, agentA, { action: 'get', name: 'alpha' })).content).toBe(
      '# alpha\n*Summary: First letter*\n\nA, capital',
    );

    expect((await call(memory, agentA, { action: 'delete', name: 'alpha' })).content).toBe(
      'Deleted memory [alpha] from agent scope.',
    );
    expect(await call(memory, agentA, { action: 'get', name: 'alpha' })).toMatchObject({
      success: false,
      content: 'Memory [alpha] not found in agent scope.',
    });
    expect(await call(memory, agentA, { action: 'delete', name: 'alpha' })).toMatchObject({
      success: false,
      content: 'Memory [alpha] not found in agent scope.',
    });
  });

  it('refuses a missing name, a new memory without content, and values over the bounds', async () => {
    for (const action of ['get', 'save', 'delete']) {
      expect(await call(memory, agentA, { action, name: ' ' })).toMatchObject({
        success: false,
        content: `Error: name is required for ${action} action.`,
      });
    }
    expect((await call(memory, agentA, { action: 'save', name: 'empty' })).content).toBe(
      'Error: content is required to create memory [empty].',
    );
    expect(
      (await call(memory, agentA, { action: 'save', name: 'n'.repeat(256), content: 'x' })).content,
    ).toBe('Error: name is longer than 255 characters.');
    expect(
      (await call(memory, agentA, { action: 'save', name: 'big', content: 'x'.repeat(20_001) })).content,
    ).toBe('Error: content is longer than 20000 characters.');
    expect(
      (await call(memory, agentA, { action: 'save', name: 'big', content: 'x', summary: 's'.repeat(501) }))
        .content,
    ).toBe('Error: summary is longer than 500 characters.');
    expect((await call(memory, agentA, { action: 'list' })).content).toBe(
      'No memories found in agent scope.',
    );
  });

  it("keeps an agent's memories from every other agent, its owner's other agents included", async () => {
    await call(memory, agentA, { action: 'save', name: 'plan', content: "A's plan" });
    await call(memory, agentB, { action: 'save', name: 'plan', content: "B's plan" });

    expect((await call(memory, agentA, { action: 'get', name: 'plan' })).content).toContain("A's plan");
    expect((await call(memory, agentB, { action: 'get', name: 'plan' })).content).toContain("B's plan");
    await call(memory, agentB, { action: 'delete', name: 'plan' });
    expect((await call(memory, agentA, { action: 'get', name: 'plan' })).content).toContain("A's plan");
    expect((await call(memory, agentB, { action: 'list' })).content).toBe(
      'No memories found in agent scope.',
    );
  });

  it("shares global memories among one owner's agents and keeps them from other owners", async () => {
    const { db } = test.platform.database;
    const stranger = await createUser(db);
    const strangerAgent = { agentId: (await createAgent(db, stranger.id)).id, ownerUserId: stranger.id };

    await call(globalMemory, agentA, { action: 'save', name: 'home', content: 'Lisbon' });
    await call(globalMemory, strangerAgent, { action: 'save', name: 'home', content: 'Oslo' });

    expect((await call(globalMemory, agentB, { action: 'get', name: 'home' })).content).toBe(
      '# home\n*Summary: Lisbon*\n\nLisbon',
    );
    expect((await call(globalMemory, strangerAgent, { action: 'list' })).content).toBe(
      'Found 1 memory(ies) in global scope:\n- [home] — Oslo',
    );
    expect((await call(memory, agentA, { action: 'get', name: 'home' })).content).toBe(
      'Memory [home] not found in agent scope.',
    );
    expect(
      (await call(globalMemory, agentB, { action: 'save', name: 'home', content: 'Porto' })).content,
    ).toBe('Updated memory [home] in global scope.');
    expect((await call(globalMemory, strangerAgent, { action: 'get', name: 'home' })).content).toContain(
      'Oslo',
    );
  });

  it('makes one memory of two saves of the same new name at once', async () => {
    const results = await Promise.all([
      call(globalMemory, agentA, { action: 'save', name: 'race', content: 'one' }),
      call(globalMemory, agentB, { action: 'save', name: 'race', content: 'two' }),
    ]);
    expect(results.map((result) => result.success)).toEqual([true, true]);
    expect(results.map((result) => result.content).sort()).toEqual([
      'Created memory [race] in global scope.',
      'Updated memory [race] in global scope.',
    ]);
    expect((await call(globalMemory, agentA, { action: 'list' })).content).toMatch(/^Found 1 memory/);
  });

  it('goes with the agent it belongs to', async () => {
    const { db } = test.platform.database;
    await call(memory, agentA, { action: 'save', name: 'plan', content: 'x' });
    await db.deleteFrom('agents').where('id', '=', agentA.agentId).execute();
    const left = await db
      .selectFrom('memories' as never)
      .selectAll()
      .execute();
    expect(left).toEqual([]);
  });
});
