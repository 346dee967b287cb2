import { type Kysely, sql } from 'kysely';
import type { CredentialSavedHook } from '../credentials/index.js';
import type { Database, DatabaseEngine } from '../db/index.js';
import { nowIso } from '../db/index.js';
import type { FieldEncryption } from '../secrets/index.js';
import type { LlmDriverRegistry, RegisteredLlmDriver } from './driver-registry.js';
import { LlmConfigurationError } from './llm-configuration-error.js';
import {
  type LlmConfigurationInput,
  type LlmConfigurationPatch,
  readConfigurationInput,
  readConfigurationPatch,
} from './llm-configuration-fields.js';
import type { LlmConfiguration } from './llm-configuration-resolver.js';
import {
  mergeDriverSettings,
  parseStoredSettings,
  type StoredDriverSettings,
} from './llm-configuration-settings.js';
import { type LlmConfigurationView, viewOfConfiguration } from './llm-configuration-view.js';
import { type LlmConnectionTestResult, testLlmConnection } from './llm-connection-test.js';

export interface LlmConfigurationServiceDependencies {
  readonly database: { readonly db: Kysely<Database>; readonly engine: DatabaseEngine };
  readonly drivers: LlmDriverRegistry;
  readonly encryption: FieldEncryption;
  /** How connection tests reach providers; the defaults are the keep-alive fetch and 30 s. */
  readonly connectionTest?: { readonly fetch?: typeof globalThis.fetch; readonly timeoutMs?: number };
  /** Told, inside the saving transaction, when a configuration's settings (its key) are saved. */
  readonly credentialSaved?: CredentialSavedHook;
}

/** Who is asking; admins manage global configurations and the global default. */
export interface LlmConfigurationActor {
  readonly id: number;
  readonly isAdmin: boolean;
}

// Serializes changes of the global default on PostgreSQL, even while no global row exists to lock.
const globalDefaultLockKey = 0x5350_4c44;

/**
 * The LLM configurations one user works with: their own (private) ones and the global ones, which
 * only admins create, change and delete; at most one global configuration is the global default.
 * Another user's private configuration is `NOT_FOUND`, to admins too: it holds that user's
 * credentials. Settings are checked against the driver's declarations, passwords are stored
 * encrypted and returned as `***`, and `***` sent back keeps the stored password.
 */
export class LlmConfigurationService {
  constructor(
    private readonly deps: LlmConfigurationServiceDependencies,
    readonly actor: LlmConfigurationActor,
  ) {}

  private get db(): Kysely<Database> {
    return this.deps.database.db;
  }

  /** The actor's own configurations, then the global ones, each by id. */
  async list(): Promise<LlmConfigurationView[]> {
    const rows = await this.db
      .selectFrom('llm_driver_configurations')
      .selectAll()
      .where((eb) => eb.or([eb('is_global', '=', 1), eb('user_id', '=', this.actor.id)]))
      .orderBy('is_global')
      .orderBy('id')
      .execute();
    return rows.map((row) => this.view(row));
  }

  async get(configurationId: number): Promise<LlmConfigurationView> {
    return this.view(this.visible(await this.find(this.db, configurationId), configurationId));
  }

  /**
   * Creates a configuration from untrusted input (see `LlmConfigurationInput`). Only admins create
   * global ones; `is_default` makes it the global default at once. It becomes the actor's
   * preferred configuration when they prefer none.
   */
  async create(input: unknown): Promise<LlmConfigurationView> {
    const fields = readConfigurationInput(input);
    if (!fields.ok) throw LlmConfigurationError.invalid(fields.error);
    const { value } = fields;
    if (value.is_global && !this.actor.isAdmin) {
      throw LlmConfigurationError.forbidden('Only admins can create global configurations.');
    }
    if (value.is_default && !value.is_global) {
      throw LlmConfigurationError.invalid({ is_default: 'only a global configuration can be the default' });
    }
    const driver = this.installedDriver(value.driver_class);
    const settings = this.mergeSettings(driver, {}, value.settings);
    return this.db.transaction().execute(async (trx) => {
      if (value.is_default) await this.clearDefault(trx);
      const row = await trx
        .insertInto('llm_driver_configurations')
        .values(this.newRow({ ...value, driver_class: driver.driverClass }, settings))
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.preferIfNoneIsPreferred(trx, row.id);
      return this.view(row);
    });
  }

  /**
   * The first configuration someone adds becomes their preferred one, so their agents can run
   * without a second trip to choose it; a preference already made is left alone.
   */
  private async preferIfNoneIsPreferred(trx: Kysely<Database>, configurationId: number): Promise<void> {
    const now = nowIso();
    await trx
      .insertInto('user_preferences')
      .values({
        user_id: this.actor.id,
        preferred_llm_config_id: configurationId,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) =>
        conflict
          .column('user_id')
          .doUpdateSet({ preferred_llm_config_id: configurationId, updated_at: now })
          .where('user_preferences.preferred_llm_config_id', 'is', null),
      )
      .execute();
  }

  /**
   * Changes the given fields (see `LlmConfigurationPatch`). Settings are merged into the stored
   * ones; keys the driver no longer declares are dropped on every save. Only the owner changes a
   * private configuration; only an admin a global one.
   */
  async update(configurationId: number, patch: unknown): Promise<LlmConfigurationView> {
    const fields = readConfigurationPatch(patch);
    if (!fields.ok) throw LlmConfigurationError.invalid(fields.error);
    const { view, afterCommit } = await this.db.transaction().execute(async (trx) => {
      const current = this.modifiable(await this.find(trx, configurationId, { lock: true }), configurationId);
      const row = await trx
        .updateTable('llm_driver_configurations')
        .set({ ...this.changes(current, fields.value), updated_at: nowIso() })
        .where('id', '=', configurationId)
        .returningAll()
        .executeTakeFirstOrThrow();
      // Tasks waiting for this configuration's key are queued with the save.
      const resumed =
        fields.value.settings === undefined
          ? null
          : await this.deps.credentialSaved?.(trx, { kind: 'llm_configuration', id: configurationId });
      return { view: this.view(row), afterCommit: resumed };
    });
    await afterCommit?.();
    return view;
  }

  /** Deletes it; agents using it fall back to the next tier, and preferences for it are removed. */
  async delete(configurationId: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      this.modifiable(await this.find(trx, configurationId, { lock: true }), configurationId);
      await trx
        .updateTable('agents')
        .set({ llm_driver_config_id: null, updated_at: nowIso() })
        .where('llm_driver_config_id', '=', configurationId)
        .execute();
      await trx
        .deleteFrom('user_preferences')
        .where('preferred_llm_config_id', '=', configurationId)
        .execute();
      await trx.deleteFrom('llm_driver_configurations').where('id', '=', configurationId).execute();
    });
  }

  /**
   * Sends one small request through a configuration the actor can see (their own or a global
   * one) and reports the answer or the provider's error; see `testLlmConnection`.
   */
  async testConnection(configurationId: number): Promise<LlmConnectionTestResult> {
    const configuration = this.visible(await this.find(this.db, configurationId), configurationId);
    return testLlmConnection(configuration, {
      drivers: this.deps.drivers,
      encryption: this.deps.encryption,
      ...this.deps.connectionTest,
    });
  }

  /** Admins only: makes a global configuration the global default, replacing the previous one. */
  async setGlobalDefault(configurationId: number): Promise<LlmConfigurationView> {
    this.requireAdmin('Only admins can choose the global default configuration.');
    return this.db.transaction().execute(async (trx) => {
      const current = this.visible(await this.find(trx, configurationId, { lock: true }), configurationId);
      if (current.is_global !== 1) {
        throw LlmConfigurationError.invalid({ id: 'only a global configuration can be the default' });
      }
      await this.clearDefault(trx);
      const row = await trx
        .updateTable('llm_driver_configurations')
        .set({ is_default: 1, updated_at: nowIso() })
        .where('id', '=', configurationId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return this.view(row);
    });
  }

  /** Admins only: leaves no global default. */
  async clearGlobalDefault(): Promise<void> {
    this.requireAdmin('Only admins can clear the global default configuration.');
    await this.db.transaction().execute((trx) => this.clearDefault(trx));
  }

  /** The actor's preferred configuration; `null` when none is set (or it is no longer usable). */
  async getPreference(): Promise<LlmConfigurationView | null> {
    const row = await this.db
      .selectFrom('user_preferences')
      .innerJoin(
        'llm_driver_configurations',
        'llm_driver_configurations.id',
        'user_preferences.preferred_llm_config_id',
      )
      .selectAll('llm_driver_configurations')
      .where('user_preferences.user_id', '=', this.actor.id)
      .executeTakeFirst();
    return row && this.isVisible(row) ? this.view(row) : null;
  }

  /** Prefers one of the actor's own or a global configuration; `null` removes the preference. */
  async setPreference(configurationId: number | null): Promise<LlmConfigurationView | null> {
    if (configurationId === null) {
      await this.db.deleteFrom('user_preferences').where('user_id', '=', this.actor.id).execute();
      return null;
    }
    const configuration = await this.find(this.db, configurationId);
    if (!configuration || !this.isVisible(configuration)) {
      throw LlmConfigurationError.invalid({ config_id: 'is not a configuration you can use' });
    }
    const now = nowIso();
    await this.db
      .insertInto('user_preferences')
      .values({
        user_id: this.actor.id,
        preferred_llm_config_id: configurationId,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet({ preferred_llm_config_id: configurationId, updated_at: now }),
      )
      .execute();
    return this.view(configuration);
  }

  private view(configuration: LlmConfiguration): LlmConfigurationView {
    return viewOfConfiguration(configuration, this.deps.drivers);
  }

  private find(
    db: Kysely<Database>,
    configurationId: number,
    options: { readonly lock?: boolean } = {},
  ): Promise<LlmConfiguration | undefined> {
    // SQLite write transactions already hold the database lock; PostgreSQL locks the row.
    const lock = options.lock === true && this.deps.database.engine === 'postgres';
    return db
      .selectFrom('llm_driver_configurations')
      .selectAll()
      .where('id', '=', configurationId)
      .$if(lock, (query) => query.forUpdate())
      .executeTakeFirst();
  }

  private isVisible(configuration: LlmConfiguration): boolean {
    return configuration.is_global === 1 || configuration.user_id === this.actor.id;
  }

  private visible(configuration: LlmConfiguration | undefined, configurationId: number): LlmConfiguration {
    if (!configuration || !this.isVisible(configuration))
      throw LlmConfigurationError.notFound(configurationId);
    return configuration;
  }

  private modifiable(configuration: LlmConfiguration | undefined, configurationId: number): LlmConfiguration {
    const visible = this.visible(configuration, configurationId);
    if (visible.is_global === 1) this.requireAdmin('Only admins can change or delete global configurations.');
    return visible;
  }

  private requireAdmin(message: string): void {
    if (!this.actor.isAdmin) throw LlmConfigurationError.forbidden(message);
  }

  /** The driver `driver_class` names, by class or by name; a refusal lists what would work. */
  private installedDriver(driverClass: string): RegisteredLlmDriver {
    const driver = this.deps.drivers.find(driverClass);
    if (!driver) {
      const accepted = this.deps.drivers
        .list()
        .map((installed) => `${installed.driverClass} (or ${installed.name})`)
        .join(', ');
      throw LlmConfigurationError.invalid({
        driver_class: `"${driverClass}" is not an installed driver; use one of: ${accepted}`,
      });
    }
    return driver;
  }

  private mergeSettings(
    driver: RegisteredLlmDriver,
    stored: StoredDriverSettings,
    values: Readonly<Record<string, unknown>>,
  ): string {
    const merged = mergeDriverSettings(driver, stored, values, this.deps.encryption);
    if (!merged.ok) throw LlmConfigurationError.invalid(merged.error);
    return JSON.stringify(merged.value);
  }

  private newRow(input: LlmConfigurationInput, settings: string) {
    const now = nowIso();
    return {
      user_id: input.is_global ? null : this.actor.id,
      name: input.name,
      driver_class: input.driver_class,
      settings,
      context_window: input.context_window,
      max_tokens_output: input.max_tokens_output,
      is_global: input.is_global ? 1 : 0,
      is_default: input.is_default ? 1 : 0,
      created_at: now,
      updated_at: now,
    } as const;
  }

  /**
   * The columns a patch changes. The settings are saved again whenever the driver is installed,
   * so undeclared keys are pruned and plain passwords from older writers get encrypted. Without
   * the driver they cannot be checked: they are left alone, and a patch sending some is refused.
   */
  private changes(current: LlmConfiguration, patch: LlmConfigurationPatch) {
    const { settings: values, ...columns } = patch;
    const driver = this.deps.drivers.get(current.driver_class);
    if (!driver) {
      if (values === undefined) return columns;
      throw LlmConfigurationError.invalid({
        settings: `cannot be checked: the driver "${current.driver_class}" is not installed`,
      });
    }
    const stored = parseStoredSettings(current.settings) ?? {};
    return { ...columns, settings: this.mergeSettings(driver, stored, values ?? {}) };
  }

  /** Unsets the global default, holding the lock that serializes default changes. */
  private async clearDefault(trx: Kysely<Database>): Promise<void> {
    if (this.deps.database.engine === 'postgres') {
      await sql`select pg_advisory_xact_lock(${globalDefaultLockKey})`.execute(trx);
    }
    await trx
      .updateTable('llm_driver_configurations')
      .set({ is_default: 0, updated_at: nowIso() })
      .where('is_global', '=', 1)
      .where('is_default', '=', 1)
      .execute();
  }
}
