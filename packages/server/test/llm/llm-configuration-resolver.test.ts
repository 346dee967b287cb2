import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/db/index.js';
import { resolveLlmConfiguration } from '../../src/llm/index.js';
import { createAgent, createLlmConfiguration, createUser } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import { openTestPlatform, type TestPlatform } from '../support/test-platform.js';

describe.each(testEngines)('LLM configuration resolution on $name', (engine) => {
  let test: TestPlatform;

  beforeEach(async () => {
    test = await openTestPlatform(engine);
  });

  afterEach(async () => {
    await test.dispose();
  });

  const db = () => test.platform.database.db;

  it('uses the agent’s own, else the owner’s preferred, else the global default, else none', async () => {
    const owner = await createUser(db());
    const agent = await createAgent(db(), owner.id);
    expect(await resolveLlmConfiguration(db(), agent)).toBeNull();

    const globalDefault = await createLlmConfiguration(db(), { name: 'global' });
    expect(await resolveLlmConfiguration(db(), agent)).toMatchObject({
      source: 'global_default',
      configuration: { id: globalDefault.id },
    });

    const preferred = await createLlmConfiguration(db(), {
      name: 'mine',
      userId: owner.id,
      isGlobal: false,
      isDefault: false,
    });
    await db()
      .insertInto('user_preferences')
      .values({
        user_id: owner.id,
        preferred_llm_config_id: preferred.id,
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .execute();
    expect(await resolveLlmConfiguration(db(), agent)).toMatchObject({
      source: 'user_preference',
      configuration: { id: preferred.id },
    });

    const own = await createLlmConfiguration(db(), {
      name: 'agent',
      userId: owner.id,
      isGlobal: false,
      isDefault: false,
    });
    const withOwn = { ...agent, llm_driver_config_id: own.id };
    expect(await resolveLlmConfiguration(db(), withOwn)).toMatchObject({
      source: 'agent',
      configuration: { id: own.id },
    });
  });

  it('skips another user’s private configuration', async () => {
    const owner = await createUser(db());
    const stranger = await createUser(db());
    const foreign = await createLlmConfiguration(db(), {
      userId: stranger.id,
      isGlobal: false,
      isDefault: false,
    });
    const agent = await createAgent(db(), owner.id, { llmConfigId: foreign.id });
    expect(await resolveLlmConfiguration(db(), agent)).toBeNull();
  });

  it('passes over an unusable tier to the next: a stranger’s private one, own or preferred', async () => {
    const owner = await createUser(db());
    const stranger = await createUser(db());
    const foreign = await createLlmConfiguration(db(), {
      userId: stranger.id,
      isGlobal: false,
      isDefault: false,
    });
    const globalDefault = await createLlmConfiguration(db(), { name: 'global' });
    await db()
      .insertInto('user_preferences')
      .values({
        user_id: owner.id,
        preferred_llm_config_id: foreign.id,
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .execute();
    const agent = await createAgent(db(), owner.id, { llmConfigId: foreign.id });
    const resolved = await resolveLlmConfiguration(db(), agent);
    expect(resolved).toMatchObject({ source: 'global_default', configuration: { id: globalDefault.id } });
    // Only the configuration's own columns come back.
    expect(Object.keys(resolved?.configuration ?? {}).sort()).toEqual(Object.keys(globalDefault).sort());
  });
});
