import { getToolMetadata, PrincipalContext, type ToolContext } from '@spora/sdk';
import { createTestToolContext } from '@spora/sdk/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { UserInfoTool } from '../../src/tools/builtin/user-info-tool.js';
import { DatabaseUserProfileReader } from '../../src/tools/database-user-profile-reader.js';
import type { UserProfileContext, UserProfileReader } from '../../src/tools/user-profile-context.js';
import { databasePerTest } from '../support/database-per-test.js';
import { createUser } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';

const tool = new UserInfoTool();

function contextFor(principal: PrincipalContext, userProfiles: UserProfileReader): UserProfileContext {
  return { ...createTestToolContext({ principal }), userProfiles };
}

describe('user_info tool', () => {
  it('declares three operations; health data is off by default and needs approval', () => {
    const metadata = getToolMetadata(UserInfoTool);
    expect(metadata).toMatchObject({
      name: 'user_info',
      category: 'data',
      icon: 'user',
      discriminatorKey: 'action',
    });
    expect(metadata.operations).toMatchObject([
      { name: 'get_base_data', enabledByDefault: true, requiresApprovalByDefault: false },
      { name: 'get_locations', enabledByDefault: true, requiresApprovalByDefault: false },
      { name: 'get_health_data', enabledByDefault: false, requiresApprovalByDefault: true },
    ]);
    expect(tool.describeAction({ action: 'get_health_data' })).toBe(
      "Read the owner's health data (height, weight)",
    );
  });

  it('lists stored locations, marking the default', async () => {
    const reader: UserProfileReader = {
      readProfile: async () => ({
        name: 'Ada',
        dateOfBirth: null,
        aboutMe: null,
        heightCm: null,
        weightKg: null,
      }),
      readLocations: async () => ({
        kind: 'stored',
        locations: [
          { name: 'Home', address: '1 Main St', isDefault: true },
          { name: 'Work', address: '2 Side St', isDefault: false },
        ],
      }),
    };
    const result = await tool.execute(
      { action: 'get_locations' },
      contextFor(PrincipalContext.of(1), reader),
    );
    expect(result.content).toBe(
      'Locations:\n\n— Home (default)\n  Address: 1 Main St\n\n— Work\n  Address: 2 Side St',
    );
    const none = await tool.execute(
      { action: 'get_locations' },
      contextFor(PrincipalContext.of(1), {
        ...reader,
        readLocations: async () => ({ kind: 'stored', locations: [] }),
      }),
    );
    expect(none).toMatchObject({ success: true, content: 'No locations saved.' });
  });

  it('needs profile access and an owner', async () => {
    const plain: ToolContext = createTestToolContext();
    expect((await tool.execute({ action: 'get_base_data' }, plain)).success).toBe(false);
    const reader: UserProfileReader = {
      readProfile: () => Promise.reject(new Error('must not be read')),
      readLocations: () => Promise.reject(new Error('must not be read')),
    };
    expect(
      await tool.execute({ action: 'get_base_data' }, contextFor(PrincipalContext.missingAgent(), reader)),
    ).toMatchObject({
      success: false,
      content: 'This agent has no owner whose profile could be read.',
    });
  });
});

describe.each(testEngines)('user_info tool on $name', (engine) => {
  let reader: DatabaseUserProfileReader;
  let ownerId: number;
  let runnerId: number;

  const database = databasePerTest(engine, 'migrated');

  beforeEach(async () => {
    reader = new DatabaseUserProfileReader(database.connection.db);
    ownerId = (await createUser(database.connection.db)).id;
    runnerId = (await createUser(database.connection.db)).id;
    await database.connection.db
      .updateTable('users')
      .set({
        name: 'Ada Owner',
        date_of_birth: '1990-04-01',
        about_me: 'Likes maths.',
        height_cm: 171.5,
        weight_kg: 62,
      })
      .where('id', '=', ownerId)
      .execute();
    await database.connection.db
      .updateTable('users')
      .set({ name: 'Rita Runner', about_me: 'Started the task.', height_cm: 190 })
      .where('id', '=', runnerId)
      .execute();
  });

  // The owner of the agent, not whoever started the task.
  const asOwner = () => contextFor(PrincipalContext.of(ownerId, runnerId), reader);

  it("reads the agent owner's base data", async () => {
    const result = await tool.execute({ action: 'get_base_data' }, asOwner());
    expect(result).toMatchObject({
      success: true,
      content: 'Base Data:\nName: Ada Owner\nDate of Birth: 1990-04-01\nAbout Me: Likes maths.',
      data: { name: 'Ada Owner', date_of_birth: '1990-04-01', about_me: 'Likes maths.' },
    });
    expect(result.content).not.toContain('Rita');
  });

  it("reads the owner's health data", async () => {
    expect(await tool.execute({ action: 'get_health_data' }, asOwner())).toMatchObject({
      success: true,
      content: 'Health Data:\nHeight: 171.5 cm\nWeight: 62 kg',
      data: { height_cm: 171.5, weight_kg: 62 },
    });
  });

  it('shows missing values as (not set)', async () => {
    const bare = (await createUser(database.connection.db)).id;
    await database.connection.db
      .updateTable('users')
      .set({ name: null, display_name: null })
      .where('id', '=', bare)
      .execute();
    const ctx = contextFor(PrincipalContext.of(bare), reader);
    expect((await tool.execute({ action: 'get_base_data' }, ctx)).content).toBe(
      'Base Data:\nName: (not set)\nDate of Birth: (not set)\nAbout Me: (not set)',
    );
    expect((await tool.execute({ action: 'get_health_data' }, ctx)).content).toBe(
      'Health Data:\nHeight: (not set)\nWeight: (not set)',
    );
  });

  it('says plainly that locations are not stored yet', async () => {
    const result = await tool.execute({ action: 'get_locations' }, asOwner());
    expect(result).toMatchObject({
      success: true,
      content: 'No locations available: This Spora installation does not store user locations yet.',
      data: { available: false, locations: [] },
    });
  });

  it('reports an owner that does not exist', async () => {
    const ctx = contextFor(PrincipalContext.of(ownerId + runnerId + 1000), reader);
    expect(await tool.execute({ action: 'get_base_data' }, ctx)).toMatchObject({
      success: false,
      content: 'User not found.',
    });
  });
});
