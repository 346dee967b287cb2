import type { EffectiveSettings, LlmDriver, LlmRequest, LlmResponse } from '@spora/sdk';
import { ToolSetting } from '@spora/sdk';
import { type DatabaseConnection, migrateToLatest, openDatabase } from '../../src/db/index.js';
import { createCoreDriverRegistry, type LlmDriverRegistry } from '../../src/llm/index.js';
import { LlmConfigurationService } from '../../src/llm/llm-configuration-service.js';
import type { FieldEncryption } from '../../src/secrets/index.js';
import { randomEncryption } from '../settings/settings-fixtures.js';
import { createUser } from '../support/seed.js';
import type { TestDatabase, TestEngine } from '../support/test-databases.js';

export const openAiDriverClass = 'core/OpenAiCompatibleDriver';
export const anthropicDriverClass = 'core/AnthropicCompatibleDriver';
export const tokenDriverClass = 'core/TokenDriver';

/** A driver with a required setting, which the built-in drivers do not have. */
@ToolSetting({ key: 'token', label: 'Token', type: 'password', required: true })
@ToolSetting({ key: 'region', label: 'Region', type: 'text', required: true, default: 'eu' })
class TokenDriver implements LlmDriver {
  static readonly driverContractVersion = 1;
  static getName() {
    return 'token';
  }
  static getDisplayName() {
    return 'Token';
  }
  static getDefaultTools() {
    return [];
  }
  readonly providerName = 'token';
  readonly modelName = 'token';
  constructor(readonly settings: EffectiveSettings) {}
  complete(_request: LlmRequest, _signal: AbortSignal): Promise<LlmResponse> {
    throw new Error('not called');
  }
}

/** A migrated database with two members and an admin, and a service for each. */
export interface ConfigurationWorld {
  readonly location: TestDatabase['location'];
  readonly connection: DatabaseConnection;
  readonly drivers: LlmDriverRegistry;
  readonly encryption: FieldEncryption;
  readonly alice: LlmConfigurationService;
  readonly bob: LlmConfigurationService;
  readonly admin: LlmConfigurationService;
  dispose(): Promise<void>;
}

export async function openConfigurationWorld(engine: TestEngine): Promise<ConfigurationWorld> {
  const testDatabase: TestDatabase = await engine.createMigrated();
  const connection = openDatabase(testDatabase.location);
  await migrateToLatest(connection.db, connection.engine);
  const drivers = createCoreDriverRegistry();
  drivers.register({ kind: 'core' }, TokenDriver);
  const encryption = randomEncryption();
  const serviceFor = (id: number, isAdmin: boolean) =>
    new LlmConfigurationService({ database: connection, drivers, encryption }, { id, isAdmin });
  const alice = (await createUser(connection.db)).id;
  const bob = (await createUser(connection.db)).id;
  const admin = (await createUser(connection.db)).id;
  await connection.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin).execute();
  return {
    location: testDatabase.location,
    connection,
    drivers,
    encryption,
    alice: serviceFor(alice, false),
    bob: serviceFor(bob, false),
    admin: serviceFor(admin, true),
    async dispose() {
      await connection.close();
      await testDatabase.dispose();
    },
  };
}

/** The stored row, as the database holds it. */
export function storedConfiguration(connection: DatabaseConnection, id: number) {
  return connection.db
    .selectFrom('llm_driver_configurations')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** The stored settings JSON, parsed. */
export async function storedSettings(
  connection: DatabaseConnection,
  id: number,
): Promise<Record<string, unknown>> {
  return JSON.parse((await storedConfiguration(connection, id)).settings) as Record<string, unknown>;
}
