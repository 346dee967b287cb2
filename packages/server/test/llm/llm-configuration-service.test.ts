import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveLlmConfiguration } from '../../src/llm/index.js';
import { LlmConfigurationError } from '../../src/llm/llm-configuration-error.js';
import { readDriverSettings } from '../../src/llm/read-driver-settings.js';
import { createAgent, createLlmConfiguration } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import {
  type ConfigurationWorld,
  openAiDriverClass,
  openConfigurationWorld,
  storedConfiguration,
  storedSettings,
  tokenDriverClass,
} from './llm-configuration-fixtures.js';

/** The error a call fails with; fails the test when it succeeds. */
async function failure(promise: Promise<unknown>): Promise<LlmConfigurationError> {
  const caught = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(caught).toBeInstanceOf(LlmConfigurationError);
  return caught as LlmConfigurationError;
}

describe.each(testEngines)('LLM configuration service on $name', (engine) => {
  let world: ConfigurationWorld;

  beforeEach(async () => {
    world = await openConfigurationWorld(engine);
  });

  afterEach(async () => {
    await world.dispose();
  });

  const db = () => world.connection.db;
  const decryptedKey = async (id: number) =>
    readDriverSettings(
      await storedConfiguration(world.connection, id),
      world.drivers.settingsOf(openAiDriverClass),
      world.encryption,
    ).api_key;
  const privateConfiguration = (settings: Record<string, unknown> = {}) =>
    world.alice.create({ name: 'Work', driver_class: openAiDriverClass, settings });
  const globalConfiguration = (name: string, extra: Record<string, unknown> = {}) =>
    world.admin.create({ name, driver_class: openAiDriverClass, is_global: true, ...extra });

  describe('create, get, list', () => {
    it('creates a private configuration: the key stored encrypted, shown as ***', async () => {
      const created = await world.alice.create({
        name: '  Work  ',
        driver_class: openAiDriverClass,
        settings: { api_key: 'sk-alice-secret', model: 'gpt-4.1', temperature: '0.2' },
        context_window: 200_000,
      });
      expect(created).toMatchObject({
        name: 'Work',
        driver_class: openAiDriverClass,
        driver_name: 'openai_compatible',
        driver_display_name: 'OpenAI Compatible',
        settings: { api_key: '***', model: 'gpt-4.1', temperature: '0.2' },
        context_window: 200_000,
        max_tokens_output: null,
        is_global: false,
        is_default: false,
        user_id: world.alice.actor.id,
      });
      const stored = await storedSettings(world.connection, created.id);
      expect(stored.api_key).toMatch(/^enc:v1:/);
      expect(JSON.stringify(stored)).not.toContain('sk-alice-secret');
      expect(await decryptedKey(created.id)).toBe('sk-alice-secret');
      expect(await world.alice.get(created.id)).toEqual(created);
    });

    it('lists the user’s own and the global configurations, never another user’s private one', async () => {
      const mine = await privateConfiguration();
      const bobs = await world.bob.create({ name: 'Bob', driver_class: openAiDriverClass });
      const shared = await globalConfiguration('Shared');
      expect(shared).toMatchObject({ is_global: true, user_id: null });

      expect((await world.alice.list()).map((view) => view.id)).toEqual([mine.id, shared.id]);
      expect((await world.bob.list()).map((view) => view.id)).toEqual([bobs.id, shared.id]);
      expect((await world.admin.list()).map((view) => view.id)).toEqual([shared.id]);
      expect(await world.bob.get(shared.id)).toEqual(shared);
      // Admins included: a private configuration holds its owner's credentials.
      for (const service of [world.bob, world.admin]) {
        expect((await failure(service.get(mine.id))).code).toBe('NOT_FOUND');
      }
      expect((await failure(world.alice.get(999_999))).code).toBe('NOT_FOUND');
    });

    it('lets only admins create global configurations', async () => {
      const refused = await failure(
        world.alice.create({ name: 'Shared', driver_class: openAiDriverClass, is_global: true }),
      );
      expect(refused.code).toBe('FORBIDDEN');
      const notGlobal = await failure(
        world.admin.create({ name: 'Mine', driver_class: openAiDriverClass, is_default: true }),
      );
      expect(notGlobal.fields).toEqual({ is_default: expect.stringContaining('global') });
      expect(await db().selectFrom('llm_driver_configurations').select('id').execute()).toEqual([]);
    });
  });

  describe('validation', () => {
    it('reports every wrong configuration field', async () => {
      const error = await failure(
        world.alice.create({
          name: ' ',
          driver_class: openAiDriverClass,
          context_window: 0,
          max_tokens_output: 1.5,
          colour: 'blue',
        }),
      );
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(error.fields).sort()).toEqual([
        'colour',
        'context_window',
        'max_tokens_output',
        'name',
      ]);
      expect((await failure(world.alice.create({}))).fields).toEqual({
        name: 'is required',
        driver_class: 'is required',
      });
      expect((await failure(world.alice.create('nope'))).fields).toHaveProperty('(input)');
      expect(
        (await failure(world.alice.create({ name: 'x'.repeat(101), driver_class: openAiDriverClass })))
          .fields,
      ).toHaveProperty('name');
      expect(
        (await failure(world.alice.create({ name: 'Gone', driver_class: 'plugin/GoneDriver' }))).fields,
      ).toEqual({
        driver_class:
          '"plugin/GoneDriver" is not an installed driver; use one of: core/OpenAiCompatibleDriver (or openai_compatible), core/AnthropicCompatibleDriver (or anthropic_compatible), core/TokenDriver (or token)',
      });
      expect(await db().selectFrom('llm_driver_configurations').select('id').execute()).toEqual([]);
    });

    it('accepts token limits up to 1,000,000, and null', async () => {
      const created = await world.alice.create({
        name: 'Big',
        driver_class: openAiDriverClass,
        context_window: 1_000_000,
        max_tokens_output: null,
      });
      expect(created).toMatchObject({ context_window: 1_000_000, max_tokens_output: null });
      const tooBig = await failure(world.alice.update(created.id, { context_window: 1_000_001 }));
      expect(Object.keys(tooBig.fields)).toEqual(['context_window']);
      expect(
        await world.alice.update(created.id, { context_window: null, max_tokens_output: 4096 }),
      ).toMatchObject({ context_window: null, max_tokens_output: 4096 });
    });

    it('checks settings against the driver’s declarations and refuses undeclared keys, writing nothing', async () => {
      const error = await failure(
        privateConfiguration({
          temperature: 'hot',
          timeout: '-1',
          supports_image_input: 'yes',
          base_url: 5,
          colour: 'blue',
          context_window: 8000,
          model: 'gpt-4o',
        }),
      );
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.fields).toEqual({
        'settings.temperature': expect.stringContaining('Temperature'),
        'settings.timeout': expect.stringContaining('Timeout'),
        'settings.supports_image_input': expect.stringContaining('true or false'),
        'settings.base_url': expect.stringContaining('text'),
        'settings.colour': 'is not a setting of the OpenAI Compatible driver',
        'settings.context_window': expect.stringContaining('not a driver setting'),
      });
      expect(await db().selectFrom('llm_driver_configurations').select('id').execute()).toEqual([]);

      const created = await privateConfiguration({ model: 'gpt-4o' });
      const onUpdate = await failure(world.alice.update(created.id, { settings: { temperature: '3' } }));
      expect(Object.keys(onUpdate.fields)).toEqual(['settings.temperature']);
      expect(await storedSettings(world.connection, created.id)).toEqual({ model: 'gpt-4o' });
    });

    it('requires the settings a driver declares as required, counting defaults', async () => {
      const missing = await failure(world.alice.create({ name: 'T', driver_class: tokenDriverClass }));
      expect(missing.fields).toEqual({ 'settings.token': 'is required' });
      const created = await world.alice.create({
        name: 'T',
        driver_class: tokenDriverClass,
        settings: { token: 't-secret' },
      });
      expect(created.settings).toEqual({ token: '***' });
      const cleared = await failure(world.alice.update(created.id, { settings: { token: null } }));
      expect(cleared.fields).toEqual({ 'settings.token': 'is required' });
      // `***` keeps the stored token, so the requirement is still met.
      expect(
        (await world.alice.update(created.id, { settings: { token: '***', region: 'us' } })).settings,
      ).toEqual({
        token: '***',
        region: 'us',
      });
    });

    it('refuses an empty patch and fields an update cannot change', async () => {
      const created = await privateConfiguration();
      expect((await failure(world.alice.update(created.id, {}))).fields).toHaveProperty('(input)');
      const fixed = await failure(
        world.alice.update(created.id, { driver_class: 'core/AnthropicCompatibleDriver', is_global: true }),
      );
      expect(Object.keys(fixed.fields).sort()).toEqual(['driver_class', 'is_global']);
    });
  });

  describe('secrets', () => {
    it('keeps the stored key when *** is sent back (the original saved "***" as the key)', async () => {
      const created = await privateConfiguration({ api_key: 'sk-original', model: 'gpt-4o' });
      const before = (await storedSettings(world.connection, created.id)).api_key;

      // A client round-trips what it was shown, changing one other setting.
      const shown = await world.alice.get(created.id);
      const updated = await world.alice.update(created.id, {
        name: 'Renamed',
        settings: { ...shown.settings, model: 'gpt-4.1' },
      });
      expect(updated.settings).toEqual({ api_key: '***', model: 'gpt-4.1' });
      expect((await storedSettings(world.connection, created.id)).api_key).toBe(before);
      expect(await decryptedKey(created.id)).toBe('sk-original');

      await world.alice.update(created.id, { settings: { api_key: 'sk-rotated' } });
      expect(await decryptedKey(created.id)).toBe('sk-rotated');
      // `***` in a text setting is just text.
      expect((await world.alice.update(created.id, { settings: { model: '***' } })).settings.model).toBe(
        '***',
      );
    });

    it('clears a key sent as null or empty text, merging the other settings', async () => {
      const created = await privateConfiguration({ api_key: 'sk-old', model: 'gpt-4o', timeout: '30' });
      expect((await world.alice.update(created.id, { settings: { api_key: null } })).settings).toEqual({
        model: 'gpt-4o',
        timeout: '30',
      });
      expect(await storedSettings(world.connection, created.id)).toEqual({ model: 'gpt-4o', timeout: '30' });
      await world.alice.update(created.id, { settings: { api_key: 'sk-new' } });
      await world.alice.update(created.id, { settings: { api_key: '', timeout: '' } });
      expect(await storedSettings(world.connection, created.id)).toEqual({ model: 'gpt-4o' });
    });

    it('prunes undeclared keys left by older writers and encrypts their plain-text keys on save', async () => {
      const legacy = await createLlmConfiguration(db(), {
        userId: world.alice.actor.id,
        isGlobal: false,
        isDefault: false,
        settings: { api_key: 'sk-legacy-plain', model: 'old-model', context_window: '8000' },
      });
      // Shown without the undeclared key, so a client can send back what it was shown.
      const shown = await world.alice.get(legacy.id);
      expect(shown.settings).toEqual({ api_key: '***', model: 'old-model' });
      await world.alice.update(legacy.id, { settings: shown.settings });

      const stored = await storedSettings(world.connection, legacy.id);
      expect(Object.keys(stored).sort()).toEqual(['api_key', 'model']);
      expect(stored.api_key).toMatch(/^enc:v1:/);
      expect(await decryptedKey(legacy.id)).toBe('sk-legacy-plain');
    });

    it('shows a configuration whose driver is gone with every encrypted value masked', async () => {
      const orphan = await createLlmConfiguration(db(), {
        userId: world.alice.actor.id,
        isGlobal: false,
        isDefault: false,
        driverClass: 'plugin/GoneDriver',
        settings: { token: world.encryption.encrypt('sk-gone'), model: 'm' },
      });
      const shown = await world.alice.get(orphan.id);
      expect(shown).toMatchObject({ driver_name: null, settings: { token: '***', model: 'm' } });
      // It can still be renamed; its settings cannot be checked, so they cannot be changed.
      expect((await world.alice.update(orphan.id, { name: 'Renamed' })).name).toBe('Renamed');
      expect(await storedConfiguration(world.connection, orphan.id)).toMatchObject({
        settings: orphan.settings,
      });
      const refused = await failure(world.alice.update(orphan.id, { settings: { model: 'n' } }));
      expect(refused.fields).toHaveProperty('settings');
    });
  });

  describe('ownership', () => {
    it('lets the owner change and delete a private configuration; others get NOT_FOUND', async () => {
      const mine = await privateConfiguration();
      for (const service of [world.bob, world.admin]) {
        expect((await failure(service.update(mine.id, { name: 'Taken' }))).code).toBe('NOT_FOUND');
        expect((await failure(service.delete(mine.id))).code).toBe('NOT_FOUND');
      }
      expect((await world.alice.update(mine.id, { name: 'Mine' })).name).toBe('Mine');
      await world.alice.delete(mine.id);
      expect((await failure(world.alice.get(mine.id))).code).toBe('NOT_FOUND');
      expect((await failure(world.alice.delete(mine.id))).code).toBe('NOT_FOUND');
    });

    it('lets only admins change and delete a global configuration; members get FORBIDDEN', async () => {
      const shared = await globalConfiguration('Shared', { settings: { api_key: 'sk-shared' } });
      expect((await failure(world.alice.update(shared.id, { name: 'Hijacked' }))).code).toBe('FORBIDDEN');
      expect((await failure(world.alice.delete(shared.id))).code).toBe('FORBIDDEN');
      expect((await world.admin.update(shared.id, { max_tokens_output: 2048 })).max_tokens_output).toBe(2048);
      await world.admin.delete(shared.id);
      expect(await world.alice.list()).toEqual([]);
    });
  });

  describe('global default', () => {
    const defaults = () =>
      db().selectFrom('llm_driver_configurations').select('id').where('is_default', '=', 1).execute();

    it('keeps at most one global default, and only admins choose it', async () => {
      const first = await globalConfiguration('First', { is_default: true });
      const second = await globalConfiguration('Second', { is_default: true });
      expect(await defaults()).toEqual([{ id: second.id }]);
      expect((await world.alice.get(first.id)).is_default).toBe(false);

      expect(await world.admin.setGlobalDefault(first.id)).toMatchObject({ id: first.id, is_default: true });
      expect(await defaults()).toEqual([{ id: first.id }]);
      const agent = await createAgent(db(), world.alice.actor.id);
      expect(await resolveLlmConfiguration(db(), agent)).toMatchObject({
        source: 'global_default',
        configuration: { id: first.id },
      });

      expect((await failure(world.alice.setGlobalDefault(second.id))).code).toBe('FORBIDDEN');
      expect((await failure(world.alice.clearGlobalDefault())).code).toBe('FORBIDDEN');
      const alicesOwn = await privateConfiguration();
      // Her first configuration became her preferred one; without it her agents fall to the default.
      await world.alice.setPreference(null);
      expect((await failure(world.admin.setGlobalDefault(alicesOwn.id))).code).toBe('NOT_FOUND');
      const adminsOwn = await world.admin.create({ name: 'Admin', driver_class: openAiDriverClass });
      expect((await failure(world.admin.setGlobalDefault(adminsOwn.id))).fields).toHaveProperty('id');
      expect(await defaults()).toEqual([{ id: first.id }]);

      await world.admin.clearGlobalDefault();
      expect(await defaults()).toEqual([]);
      expect(await resolveLlmConfiguration(db(), agent)).toBeNull();
    });

    it('leaves exactly one default when admins choose at the same time', async () => {
      const candidates = await Promise.all(['A', 'B', 'C', 'D'].map((name) => globalConfiguration(name)));
      await Promise.all(candidates.map((candidate) => world.admin.setGlobalDefault(candidate.id)));
      expect(await defaults()).toHaveLength(1);
    });
  });

  describe('preference', () => {
    const preferenceRows = () => db().selectFrom('user_preferences').selectAll().execute();
    const alicesPreferenceRows = async () =>
      (await preferenceRows()).filter((row) => row.user_id === world.alice.actor.id);

    it('sets the user’s own or a global configuration, and unsets by deleting the row', async () => {
      expect(await world.alice.getPreference()).toBeNull();
      const mine = await privateConfiguration();
      const shared = await globalConfiguration('Shared');
      const bobs = await world.bob.create({ name: 'Bob', driver_class: openAiDriverClass });

      expect((await world.alice.setPreference(mine.id))?.id).toBe(mine.id);
      expect((await world.alice.getPreference())?.id).toBe(mine.id);
      expect((await world.alice.setPreference(shared.id))?.id).toBe(shared.id);
      expect((await world.alice.getPreference())?.id).toBe(shared.id);
      expect(await alicesPreferenceRows()).toHaveLength(1);

      for (const unusable of [bobs.id, 999_999]) {
        const refused = await failure(world.alice.setPreference(unusable));
        expect(refused.fields).toEqual({ config_id: 'is not a configuration you can use' });
      }
      expect((await world.alice.getPreference())?.id).toBe(shared.id);

      expect(await world.alice.setPreference(null)).toBeNull();
      expect(await world.alice.getPreference()).toBeNull();
      expect(await alicesPreferenceRows()).toEqual([]);
    });

    it('deleting a configuration detaches the agents using it and deletes the preferences for it', async () => {
      const shared = await globalConfiguration('Shared');
      const kept = await globalConfiguration('Kept');
      const aliceAgent = await createAgent(db(), world.alice.actor.id, { llmConfigId: shared.id });
      const bobAgent = await createAgent(db(), world.bob.actor.id, { llmConfigId: shared.id });
      const keptAgent = await createAgent(db(), world.bob.actor.id, { llmConfigId: kept.id });
      await world.alice.setPreference(shared.id);
      await world.bob.setPreference(kept.id);

      await world.admin.delete(shared.id);

      const agents = await db()
        .selectFrom('agents')
        .select(['id', 'llm_driver_config_id'])
        .orderBy('id')
        .execute();
      expect(agents).toEqual([
        { id: aliceAgent.id, llm_driver_config_id: null },
        { id: bobAgent.id, llm_driver_config_id: null },
        { id: keptAgent.id, llm_driver_config_id: kept.id },
      ]);
      expect((await preferenceRows()).map((row) => row.preferred_llm_config_id)).toEqual([kept.id]);
      expect(await world.alice.getPreference()).toBeNull();
    });
  });

  it.runIf(engine.name === 'sqlite')(
    'never writes an API key in clear text to the database file',
    async () => {
      const secrets = ['sk-private-PLAINTEXT-MARKER-91c2', 'sk-global-PLAINTEXT-MARKER-4d7e'];
      const visible = 'visible-MODEL-MARKER-5a0f';
      const mine = await privateConfiguration({ api_key: secrets[0], model: visible });
      const shared = await globalConfiguration('Shared', { settings: { api_key: secrets[1] } });
      await world.alice.update(mine.id, { settings: { api_key: '***', timeout: '12' } });
      await world.admin.update(shared.id, { settings: { api_key: secrets[1] } });
      await world.connection.close();

      if (world.location.kind !== 'sqlite') throw new Error('sqlite only');
      const folder = dirname(world.location.path);
      // The database file and whatever journal files SQLite left beside it.
      const bytes = Buffer.concat(readdirSync(folder).map((name) => readFileSync(join(folder, name))));
      expect(bytes.includes(Buffer.from(visible))).toBe(true);
      for (const secret of secrets) expect(bytes.includes(Buffer.from(secret))).toBe(false);
      expect(bytes.includes(Buffer.from('enc:v1:'))).toBe(true);
    },
  );
});
