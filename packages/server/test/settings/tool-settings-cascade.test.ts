import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/db/index.js';
import { ToolSettingsCascade, ToolSettingsError } from '../../src/settings/index.js';
import { databasePerTest } from '../support/database-per-test.js';
import { createAgent, createUser } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import { randomEncryption, searchTool, weatherTool } from './settings-fixtures.js';

describe.each(testEngines)('tool settings cascade on $name', (engine) => {
  let cascade: ToolSettingsCascade;
  let ownerId: number;
  let otherUserId: number;
  let agentId: number;
  const encryption = randomEncryption();

  const database = databasePerTest(engine, 'migrated');

  beforeEach(async () => {
    cascade = new ToolSettingsCascade(database.connection, encryption);
    ownerId = (await createUser(database.connection.db)).id;
    otherUserId = (await createUser(database.connection.db)).id;
    agentId = (await createAgent(database.connection.db, ownerId)).id;
  });

  const effective = () => cascade.getEffectiveSettings(searchTool, agentId, ownerId);

  async function storedRow(
    table: 'tool_configurations' | 'tool_user_settings' | 'agent_tool_overrides',
    toolClass: string,
  ) {
    return database.connection.db
      .selectFrom(table)
      .select('settings')
      .where('tool_class', '=', toolClass)
      .executeTakeFirst();
  }

  it('gives every declared key its default when nothing is stored; multi-select defaults are arrays', async () => {
    expect(await effective()).toEqual({
      api_key: null,
      region: 'eu',
      domains: ['a.example'],
      safe_mode: true,
      timeout: '10',
      agents: null,
      notes: null,
    });
    const sources = await cascade.getEffectiveSettingsWithSources(searchTool, agentId, ownerId);
    expect(Object.values(sources).every((setting) => setting.source === 'default')).toBe(true);
  });

  it('resolves default → global → owner → agent, later layers winning, and reports the source', async () => {
    expect((await cascade.setGlobal(searchTool, { region: 'us', timeout: '20', notes: 'global' })).ok).toBe(
      true,
    );
    expect((await cascade.setUser(ownerId, searchTool, { timeout: '30', notes: 'owner' })).ok).toBe(true);
    expect((await cascade.setUser(otherUserId, searchTool, { region: 'eu', timeout: '99' })).ok).toBe(true);
    expect((await cascade.setAgent(agentId, searchTool, { notes: 'agent' })).ok).toBe(true);

    const resolved = await cascade.getEffectiveSettingsWithSources(searchTool, agentId, ownerId);
    expect(resolved).toMatchObject({
      region: { value: 'us', source: 'global' },
      timeout: { value: '30', source: 'user' },
      notes: { value: 'agent', source: 'agent' },
      safe_mode: { value: true, source: 'default' },
    });

    // Without a known agent or owner, those layers are skipped.
    expect(await cascade.getEffectiveSettings(searchTool, null, ownerId)).toMatchObject({ notes: 'owner' });
    expect(await cascade.getEffectiveSettings(searchTool, null, null)).toMatchObject({
      notes: 'global',
      timeout: '20',
    });
  });

  it('treats null and empty text as "inherit": the key is dropped from the layer', async () => {
    await cascade.setGlobal(searchTool, { notes: 'global' });
    await cascade.setAgent(agentId, searchTool, { notes: 'agent', timeout: '5' });
    expect(await effective()).toMatchObject({ notes: 'agent', timeout: '5' });

    await cascade.setAgent(agentId, searchTool, { notes: '' });
    expect(await effective()).toMatchObject({ notes: 'global', timeout: '5' });
    expect(JSON.parse((await storedRow('agent_tool_overrides', searchTool.toolClass))!.settings)).toEqual({
      timeout: '5',
    });

    await cascade.setAgent(agentId, searchTool, { timeout: null });
    expect(await storedRow('agent_tool_overrides', searchTool.toolClass)).toBeUndefined();
    expect(await effective()).toMatchObject({ notes: 'global', timeout: '10' });
  });

  it('merges writes with what is stored', async () => {
    await cascade.setGlobal(searchTool, { region: 'us' });
    await cascade.setGlobal(searchTool, { timeout: '42' });
    expect(await cascade.readLayer({ layer: 'global' }, searchTool)).toEqual({ region: 'us', timeout: '42' });
  });

  it('keeps concurrent writes of different keys', async () => {
    await Promise.all([
      cascade.setGlobal(searchTool, { region: 'us' }),
      cascade.setGlobal(searchTool, { timeout: '42' }),
      cascade.setGlobal(searchTool, { notes: 'n' }),
      cascade.setGlobal(searchTool, { safe_mode: false }),
      cascade.setGlobal(searchTool, { domains: ['b.example'] }),
    ]);
    expect(await cascade.readLayer({ layer: 'global' }, searchTool)).toEqual({
      region: 'us',
      timeout: '42',
      notes: 'n',
      safe_mode: false,
      domains: ['b.example'],
    });
  });

  it('scopes keys per tool class: two tools declaring api_key never share it', async () => {
    await cascade.setGlobal(searchTool, { api_key: 'search-key' });
    await cascade.setUser(ownerId, weatherTool, { api_key: 'weather-key' });
    expect((await effective()).api_key).toBe('search-key');
    expect(await cascade.getEffectiveSettings(weatherTool, agentId, ownerId)).toEqual({
      api_key: 'weather-key',
    });
    await cascade.clearLayer({ layer: 'user', userId: ownerId }, weatherTool);
    expect(await cascade.getEffectiveSettings(weatherTool, agentId, ownerId)).toEqual({ api_key: null });
    expect((await effective()).api_key).toBe('search-key');
  });

  it('stores passwords encrypted, hands the tool the clear value, and masks it everywhere else', async () => {
    const saved = await cascade.setUser(ownerId, searchTool, { api_key: 'sk-live-owner', region: 'us' });
    expect(saved).toEqual({ ok: true, value: { api_key: '***', region: 'us' } });
    const raw = JSON.parse((await storedRow('tool_user_settings', searchTool.toolClass))!.settings);
    expect(raw.api_key).toMatch(/^enc:v1:/);
    expect(JSON.stringify(raw)).not.toContain('sk-live-owner');
    expect((await effective()).api_key).toBe('sk-live-owner');
    expect(await cascade.readLayer({ layer: 'user', userId: ownerId }, searchTool)).toEqual({
      api_key: '***',
      region: 'us',
    });
  });

  it('treats *** sent back as "keep the stored password"', async () => {
    await cascade.setGlobal(searchTool, { api_key: 'sk-original' });
    const before = (await storedRow('tool_configurations', searchTool.toolClass))!.settings;
    const echoed = await cascade.readLayer({ layer: 'global' }, searchTool);
    expect(await cascade.setGlobal(searchTool, { ...echoed, timeout: '12' })).toEqual({
      ok: true,
      value: { api_key: '***', timeout: '12' },
    });
    expect(JSON.parse((await storedRow('tool_configurations', searchTool.toolClass))!.settings).api_key).toBe(
      JSON.parse(before).api_key,
    );
    expect((await effective()).api_key).toBe('sk-original');

    await cascade.setGlobal(searchTool, { api_key: 'sk-rotated' });
    expect((await effective()).api_key).toBe('sk-rotated');
    // `***` for a text field is an ordinary value.
    await cascade.setGlobal(searchTool, { notes: '***' });
    expect((await effective()).notes).toBe('***');
  });

  it('validates every field and writes nothing when one is wrong', async () => {
    const result = await cascade.setGlobal(searchTool, {
      region: 'mars',
      domains: ['a.example', 'z.example'],
      safe_mode: 'yes',
      timeout: 'ten',
      notes: 42,
      unknown_key: 'x',
      api_key: 'sk-fine',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(result.error.fieldErrors).sort()).toEqual(
      ['domains', 'notes', 'region', 'safe_mode', 'timeout', 'unknown_key'].sort(),
    );
    expect(result.error.fieldErrors.region).toContain('eu, us');
    expect(result.error.fieldErrors.domains).toContain('"z.example"');
    expect(result.error.fieldErrors.timeout).toContain('^\\d+$');
    expect(result.error.fieldErrors.unknown_key).toBe('"unknown_key" is not a setting of this tool.');
    expect(result.error.message).toContain('Region must be one of: eu, us.');
    expect(await storedRow('tool_configurations', searchTool.toolClass)).toBeUndefined();

    const prototypeKey = await cascade.setGlobal(searchTool, JSON.parse('{"__proto__": {"polluted": true}}'));
    expect(prototypeKey).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR' } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    expect(await cascade.setGlobal(searchTool, { domains: 'a.example' })).toMatchObject({
      ok: false,
      error: { fieldErrors: { domains: 'Allowed Domains must be a list of values.' } },
    });
  });

  it('stores multi-select values as arrays and reads older string forms as arrays', async () => {
    await cascade.setAgent(agentId, searchTool, {
      domains: ['b.example', 'c.example', 'b.example'],
      agents: [3, 5],
    });
    expect(await effective()).toMatchObject({ domains: ['b.example', 'c.example'], agents: [3, 5] });

    const now = nowIso();
    await database.connection.db
      .insertInto('tool_configurations')
      .values({
        tool_class: searchTool.toolClass,
        tool_name: 'search',
        settings: JSON.stringify({ domains: '["c.example"]', agents: '7, 9' }),
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect(await cascade.getEffectiveSettings(searchTool, null, null)).toMatchObject({
      domains: ['c.example'],
      agents: ['7', '9'],
    });
  });

  it('reads a password stored in plain text by an older writer, and encrypts it on the next save', async () => {
    const now = nowIso();
    await database.connection.db
      .insertInto('tool_configurations')
      .values({
        tool_class: searchTool.toolClass,
        tool_name: 'search',
        settings: JSON.stringify({ api_key: 'sk-legacy' }),
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect((await effective()).api_key).toBe('sk-legacy');
    await cascade.setGlobal(searchTool, { region: 'us' });
    const raw = JSON.parse((await storedRow('tool_configurations', searchTool.toolClass))!.settings);
    expect(raw.api_key).toMatch(/^enc:v1:/);
    expect((await effective()).api_key).toBe('sk-legacy');
  });

  it('fails with an error naming the setting when a password cannot be decrypted', async () => {
    await cascade.setUser(ownerId, searchTool, { api_key: 'sk-owner' });
    const withOtherKey = new ToolSettingsCascade(database.connection, randomEncryption());
    const error = await withOtherKey
      .getEffectiveSettings(searchTool, agentId, ownerId)
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(ToolSettingsError);
    expect(error).toMatchObject({
      code: 'SECRET_DECRYPTION_FAILED',
      details: {
        toolClass: 'test/SearchTool',
        key: 'api_key',
        layer: 'user',
        reason: 'authentication-failed',
      },
    });
    expect(error.message).toContain('API Key');
    expect(error.message).toContain('test/SearchTool.api_key');
    // The settings form still works: it shows the mask, which needs no decryption.
    expect(await withOtherKey.readLayer({ layer: 'user', userId: ownerId }, searchTool)).toEqual({
      api_key: '***',
    });
    // A value that a more specific layer overrides is never decrypted.
    await withOtherKey.setAgent(agentId, searchTool, { api_key: 'sk-agent' });
    expect((await withOtherKey.getEffectiveSettings(searchTool, agentId, ownerId)).api_key).toBe('sk-agent');
  });

  it('presents effective settings with their sources, passwords masked and never decrypted', async () => {
    await cascade.setGlobal(searchTool, { region: 'us', api_key: 'sk-global' });
    await cascade.setAgent(agentId, searchTool, { timeout: '30' });
    const withOtherKey = new ToolSettingsCascade(database.connection, randomEncryption());
    expect(await withOtherKey.presentEffectiveSettings(searchTool, agentId, ownerId)).toEqual({
      api_key: { value: '***', source: 'global' },
      region: { value: 'us', source: 'global' },
      domains: { value: ['a.example'], source: 'default' },
      safe_mode: { value: true, source: 'default' },
      timeout: { value: '30', source: 'agent' },
      agents: { value: null, source: 'default' },
      notes: { value: null, source: 'default' },
    });
    await cascade.setUser(ownerId, searchTool, { api_key: 'sk-owner' });
    expect((await cascade.presentEffectiveSettings(searchTool, agentId, ownerId)).api_key).toEqual({
      value: '***',
      source: 'user',
    });
  });

  it('refuses a stored layer that is not a JSON object', async () => {
    const now = nowIso();
    await database.connection.db
      .insertInto('tool_configurations')
      .values({
        tool_class: searchTool.toolClass,
        tool_name: 'search',
        settings: 'not json',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await expect(effective()).rejects.toMatchObject({
      code: 'SETTINGS_UNREADABLE',
      details: { layer: 'global' },
    });
  });

  it.runIf(engine.name === 'sqlite')(
    'never writes a password in clear text to the database file',
    async () => {
      const secret = 'sk-live-PLAINTEXT-MARKER-7f3a9c';
      const visible = 'visible-NOTES-MARKER-2b8e41';
      await cascade.setGlobal(searchTool, { api_key: secret, notes: visible });
      await cascade.setUser(ownerId, searchTool, { api_key: secret });
      await cascade.setAgent(agentId, searchTool, { api_key: secret });
      await cascade.setGlobal(searchTool, { api_key: '***', timeout: '11' });
      await database.connection.close();
      const location = database.location;
      if (location.kind !== 'sqlite') throw new Error('sqlite only');
      const folder = dirname(location.path);
      // The database file and whatever journal files SQLite left beside it.
      const bytes = Buffer.concat(readdirSync(folder).map((name) => readFileSync(join(folder, name))));
      expect(bytes.length).toBeGreaterThan(0);
      expect(bytes.includes(Buffer.from(visible))).toBe(true);
      expect(bytes.includes(Buffer.from(secret))).toBe(false);
      expect(bytes.includes(Buffer.from('enc:v1:'))).toBe(true);
    },
  );
});
