/**
 * Tool settings, resolved per tool class through four layers, later ones winning:
 * the declaration's default → global (`tool_configurations`) → the agent owner's
 * (`tool_user_settings`) → the agent's own (`agent_tool_overrides`). `null` or `''` in a layer
 * means "inherit". Password-typed values are stored encrypted per field, decrypted only for the
 * tool that runs, and masked as `***` everywhere else.
 */
import { type EffectiveSettings, type JsonValue, ok, type Result, type SettingMetadata } from '@spora/sdk';
import type { Kysely } from 'kysely';
import type { CredentialSavedHook } from '../credentials/index.js';
import type { Database, DatabaseEngine } from '../db/index.js';
import { type FieldEncryption, isEncryptedValue } from '../secrets/index.js';
import { agentNamesOf, checkAgentReferences } from './agent-references.js';
import { maskSettings } from './masking.js';
import { isUnset, normalizeStoredValue } from './setting-values.js';
import { SettingsLayerStore, type StoredSettings } from './settings-layer-store.js';
import type { SettingSource, SettingsScope } from './settings-scope.js';
import type { ToolSettingsSubject } from './settings-subject.js';
import {
  planSettingsWrite,
  type SettingsValidationFailure,
  type SettingsWritePlan,
} from './settings-write-plan.js';
import { ToolSettingsError } from './tool-settings-error.js';

export interface ResolvedSetting {
  readonly value: JsonValue;
  readonly source: SettingSource;
}

/** Every declared key with its effective value and the layer that supplied it. */
export type ResolvedSettings = Readonly<Record<string, ResolvedSetting>>;

interface StoredLayer {
  readonly source: Exclude<SettingSource, 'default'>;
  readonly values: StoredSettings;
}

export class ToolSettingsCascade {
  private readonly store: SettingsLayerStore;
  private readonly db: Kysely<Database>;
  private readonly engine: DatabaseEngine;

  /**
   * `credentialSaved` is told, inside the saving transaction, which keys of which layer a write or
   * a clear changed (tasks waiting for one of them are queued with it).
   */
  constructor(
    database: { readonly db: Kysely<Database>; readonly engine: DatabaseEngine },
    private readonly encryption: FieldEncryption,
    private readonly credentialSaved?: CredentialSavedHook,
  ) {
    this.db = database.db;
    this.engine = database.engine;
    this.store = new SettingsLayerStore(database.db, database.engine);
  }

  /**
   * The values a tool runs with. `agentId` or `ownerUserId` is `null` when unknown (the agent
   * was deleted, or its owner cannot be resolved); that layer is then skipped. Throws
   * `ToolSettingsError` when a winning password cannot be decrypted.
   */
  async getEffectiveSettings(
    subject: ToolSettingsSubject,
    agentId: number | null,
    ownerUserId: number | null,
  ): Promise<EffectiveSettings> {
    const resolved = await this.getEffectiveSettingsWithSources(subject, agentId, ownerUserId);
    return Object.fromEntries(Object.entries(resolved).map(([key, setting]) => [key, setting.value]));
  }

  /** Like `getEffectiveSettings`, also telling which layer supplied each value. */
  getEffectiveSettingsWithSources(
    subject: ToolSettingsSubject,
    agentId: number | null,
    ownerUserId: number | null,
  ): Promise<ResolvedSettings> {
    return this.resolve(subject, agentId, ownerUserId, (declaration, layer) =>
      this.reveal(subject.toolClass, declaration, layer),
    );
  }

  /**
   * The effective settings as a settings form shows them: each value with its source, passwords
   * that are set masked as `***`. Nothing is decrypted, so a secret that no longer decrypts still
   * shows as set.
   */
  async presentEffectiveSettings(
    subject: ToolSettingsSubject,
    agentId: number | null,
    ownerUserId: number | null,
  ): Promise<ResolvedSettings> {
    const resolved = await this.resolve(subject, agentId, ownerUserId, (declaration, layer) =>
      normalizeStoredValue(declaration, layer.values[declaration.key] ?? null),
    );
    const entries = Object.entries(resolved);
    const masked = maskSettings(
      subject.declarations,
      Object.fromEntries(entries.map(([key, setting]) => [key, setting.value])),
    );
    return Object.fromEntries(
      entries.map(([key, setting]) => [key, { value: masked[key] ?? null, source: setting.source }]),
    );
  }

  /** What one layer stores, as a settings form shows it: passwords masked, multi-selects as arrays. */
  async readLayer(scope: SettingsScope, subject: ToolSettingsSubject): Promise<Record<string, JsonValue>> {
    return this.present(subject.declarations, (await this.store.read(scope, subject.toolClass)) ?? {});
  }

  setGlobal(
    subject: ToolSettingsSubject,
    values: Readonly<Record<string, unknown>>,
  ): Promise<Result<Record<string, JsonValue>, SettingsValidationFailure>> {
    return this.writeLayer({ layer: 'global' }, subject, values);
  }

  setUser(
    userId: number,
    subject: ToolSettingsSubject,
    values: Readonly<Record<string, unknown>>,
  ): Promise<Result<Record<string, JsonValue>, SettingsValidationFailure>> {
    return this.writeLayer({ layer: 'user', userId }, subject, values);
  }

  setAgent(
    agentId: number,
    subject: ToolSettingsSubject,
    values: Readonly<Record<string, unknown>>,
  ): Promise<Result<Record<string, JsonValue>, SettingsValidationFailure>> {
    return this.writeLayer({ layer: 'agent', agentId }, subject, values);
  }

  /** The names of those of `ids` that are the owner's agents (how the model's view names targets). */
  agentNames(ids: readonly number[], ownerUserId: number): Promise<ReadonlyMap<number, string>> {
    return agentNamesOf(this.db, ids, ownerUserId);
  }

  /** Removes the layer's values, so every key inherits from the layer below. */
  async clearLayer(scope: SettingsScope, subject: ToolSettingsSubject): Promise<void> {
    const keys = subject.declarations.map((declaration) => declaration.key);
    await this.saving(scope, subject, keys, (store) => store.clear(scope, subject.toolClass));
  }

  /**
   * Merges `values` into the stored layer: `null`/`''` removes a key, `***` for a password keeps
   * it, anything else is validated first. Returns the stored layer, masked, or per-field errors
   * (then nothing is written).
   */
  async writeLayer(
    scope: SettingsScope,
    subject: ToolSettingsSubject,
    values: Readonly<Record<string, unknown>>,
  ): Promise<Result<Record<string, JsonValue>, SettingsValidationFailure>> {
    const planned = planSettingsWrite(subject.declarations, values);
    if (!planned.ok) return planned;
    const plan = await checkAgentReferences(this.db, subject.declarations, scope, planned.value);
    if (!plan.ok) return plan;
    const stored = await this.saving(scope, subject, [...plan.value.keys()], (store) =>
      store.update(scope, subject, (current) => this.applyPlan(subject.declarations, current, plan.value)),
    );
    return ok(this.present(subject.declarations, stored));
  }

  /**
   * Runs a write of one layer; with a `credentialSaved` hook, in a transaction that also queues the
   * tasks waiting for one of `keys`, waking the workers once it has committed.
   */
  private async saving<Value>(
    scope: SettingsScope,
    subject: ToolSettingsSubject,
    keys: readonly string[],
    work: (store: SettingsLayerStore) => Promise<Value>,
  ): Promise<Value> {
    const hook = this.credentialSaved;
    if (hook === undefined || keys.length === 0) return work(this.store);
    const { value, afterCommit } = await this.db.transaction().execute(async (trx) => {
      const written = await work(new SettingsLayerStore(trx, this.engine));
      const saved = { kind: 'tool_setting', tool_class: subject.toolClass, scope, keys } as const;
      return { value: written, afterCommit: await hook(trx, saved) };
    });
    await afterCommit();
    return value;
  }

  private applyPlan(
    declarations: readonly SettingMetadata[],
    current: StoredSettings,
    plan: SettingsWritePlan,
  ): StoredSettings {
    const passwords = new Set(declarations.filter((d) => d.type === 'password').map((d) => d.key));
    const next: StoredSettings = { ...current };
    for (const [key, value] of plan) {
      if (value === null) delete next[key];
      else next[key] = passwords.has(key) ? this.encryption.encrypt(String(value)) : value;
    }
    for (const key of passwords) {
      const value = next[key];
      // Rows written before encryption (or by hand) hold plain text; encrypt them on the next save.
      if (!plan.has(key) && typeof value === 'string' && !isUnset(value) && !isEncryptedValue(value)) {
        next[key] = this.encryption.encrypt(value);
      }
    }
    for (const [key, value] of Object.entries(next)) if (isUnset(value)) delete next[key];
    return next;
  }

  private present(
    declarations: readonly SettingMetadata[],
    stored: StoredSettings,
  ): Record<string, JsonValue> {
    const byKey = new Map(declarations.map((declaration) => [declaration.key, declaration]));
    const normalized = Object.fromEntries(
      Object.entries(stored).map(([key, value]) => {
        const declaration = byKey.get(key);
        return [key, declaration ? normalizeStoredValue(declaration, value) : value];
      }),
    );
    return maskSettings(declarations, normalized);
  }

  private async resolve(
    subject: ToolSettingsSubject,
    agentId: number | null,
    ownerUserId: number | null,
    valueFrom: (declaration: SettingMetadata, winner: StoredLayer) => JsonValue,
  ): Promise<ResolvedSettings> {
    const mostSpecificFirst = await this.readLayers(subject.toolClass, agentId, ownerUserId);
    return Object.fromEntries(
      subject.declarations.map((declaration) => {
        const winner = mostSpecificFirst.find((layer) => !isUnset(layer.values[declaration.key]));
        const resolved: ResolvedSetting = winner
          ? { value: valueFrom(declaration, winner), source: winner.source }
          : { value: normalizeStoredValue(declaration, declaration.default), source: 'default' };
        return [declaration.key, resolved];
      }),
    );
  }

  private async readLayers(
    toolClass: string,
    agentId: number | null,
    ownerUserId: number | null,
  ): Promise<StoredLayer[]> {
    const [agent, user, global] = await Promise.all([
      agentId === null ? null : this.store.read({ layer: 'agent', agentId }, toolClass),
      ownerUserId === null ? null : this.store.read({ layer: 'user', userId: ownerUserId }, toolClass),
      this.store.read({ layer: 'global' }, toolClass),
    ]);
    const layers: StoredLayer[] = [];
    if (agent) layers.push({ source: 'agent', values: agent });
    if (user) layers.push({ source: 'user', values: user });
    if (global) layers.push({ source: 'global', values: global });
    return layers;
  }

  private reveal(toolClass: string, declaration: SettingMetadata, layer: StoredLayer): JsonValue {
    const stored = layer.values[declaration.key] ?? null;
    if (declaration.type !== 'password' || !isEncryptedValue(stored)) {
      return normalizeStoredValue(declaration, stored);
    }
    const decrypted = this.encryption.decrypt(stored, `${toolClass}.${declaration.key}`);
    if (decrypted.ok) return decrypted.value;
    throw new ToolSettingsError(
      'SECRET_DECRYPTION_FAILED',
      `Setting "${declaration.label}" of ${toolClass} (${layer.source} layer) cannot be used. ${decrypted.error.message}`,
      { toolClass, key: declaration.key, layer: layer.source, reason: decrypted.error.reason },
    );
  }
}
