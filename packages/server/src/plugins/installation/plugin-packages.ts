import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { SporaError } from '@spora/sdk';
import type { DatabaseConnection } from '../../db/index.js';
import type { Logger } from '../../logging/logger.js';
import { type SecurityEventOrigin, SecurityLog } from '../../security-log/index.js';
import { type PluginManifest, readPluginManifest } from '../plugin-manifest.js';
import { PluginRefusal } from '../plugin-refusal.js';
import type { PluginReport } from '../plugin-report.js';
import { npmConfiguredRegistry, npmInstall } from './npm-install.js';
import {
  type PluginFolder,
  type PluginPackageRecord,
  packageRecordFile,
  packageRecordJson,
  readJsonObject,
  readPluginFolder,
  readPluginFolders,
} from './plugin-folders.js';

export type PluginPackageErrorCode =
  | 'VALIDATION_ERROR'
  | 'NOT_FOUND'
  | 'PLUGIN_PACKAGE_NOT_FOUND'
  | 'PLUGIN_MANIFEST_INVALID'
  | 'PLUGIN_REQUIRES_MISSING'
  | 'PLUGIN_ALREADY_INSTALLED'
  | 'PLUGIN_SLUG_TAKEN'
  | 'PLUGIN_NOT_FROM_REGISTRY'
  | 'PLUGIN_REQUIRED_BY'
  | 'PLUGIN_CHANGE_IN_PROGRESS'
  | 'PLUGIN_INSTALL_FAILED';

/** A plugin change refused, or failed with nothing changed; the API answers with its code. */
export class PluginPackageError extends SporaError<PluginPackageErrorCode> {}

/** An npm package name, scoped or not: never a path, a URL or a git address. */
export const packageNamePattern = '^(?:@[a-z0-9][a-z0-9._~-]*/)?[a-z0-9][a-z0-9._~-]*$';
/** A version, a range or a dist-tag (`1.2.0`, `^1.2`, `latest`): never a path, a URL or a git address. */
export const versionSpecPattern = '^[A-Za-z0-9][A-Za-z0-9.^~<>=*+| -]*$';
export const packageNameMaxLength = 214;
export const versionSpecMaxLength = 100;

/** What changes when the server next starts: the plugins folder differs from what it loaded. */
export interface PendingPluginChange {
  readonly slug: string;
  readonly change: 'install' | 'update' | 'remove';
  /** The version loaded now; `null` for a plugin not loaded yet. */
  readonly fromVersion: string | null;
  /** The version on disk; `null` for a plugin removed. */
  readonly toVersion: string | null;
}

export interface PluginPackagesOptions {
  readonly pluginsDir: string;
  /** The npm registry to install from; `null` leaves it to npm's configuration. */
  readonly registry: string | null;
  readonly database: DatabaseConnection;
  readonly logger: Logger;
  /**
   * What this process loaded: plugins loaded from packages named in config satisfy
   * `required_plugins` too.
   */
  readonly loaded?: () => readonly PluginReport[];
}

export interface PluginPackageRequest {
  readonly package: string;
  /** A version, a range or a dist-tag; `latest` when omitted. */
  readonly version?: string | null | undefined;
}

interface StagedPlugin {
  readonly staging: string;
  readonly folder: string;
  readonly manifest: PluginManifest;
  readonly record: PluginPackageRecord;
}

const reservedSlugs = new Set(['core', 'app']);
const lockFolderName = '.plugin-change.lock';
/** Changes under way in this process, by plugins folder: one at a time per folder. */
const changesUnderWay = new Set<string>();

/**
 * Installs, updates and removes plugins published as npm packages, in the installation's plugins
 * folder. A package is installed into a hidden staging folder beside the plugins (npm, no
 * lifecycle scripts), its `plugin.json` validated and its `required_plugins` checked, and only
 * then renamed into `<plugins folder>/<slug>`; an update keeps the previous version until the new
 * one is in place and its change recorded, and puts it back otherwise. Nothing here loads the
 * plugin: a running process keeps what it loaded until it restarts, and `pendingChanges` says
 * what a restart would change. Every change is recorded in the security log and the log.
 */
export class PluginPackages {
  private readonly pluginsDir: string;

  constructor(private readonly options: PluginPackagesOptions) {
    this.pluginsDir = resolve(options.pluginsDir);
  }

  /** The plugin folders on disk now, with where each registry-installed one came from. */
  list(): PluginFolder[] {
    return readPluginFolders(this.pluginsDir);
  }

  async install(request: PluginPackageRequest, origin: SecurityEventOrigin): Promise<PluginFolder> {
    const { name, versionSpec } = checkRequest(request);
    return this.exclusively(
      async () => {
        const installed = this.list().find((folder) => folder.record?.package === name);
        if (installed) {
          throw new PluginPackageError(
            'PLUGIN_ALREADY_INSTALLED',
            `${name} is installed already as the plugin "${installed.slug}" (version ${installed.record?.version}); update it instead.`,
            { slug: installed.slug },
          );
        }
        const staged = await this.stage(name, versionSpec);
        try {
          const { slug } = staged.manifest;
          const taken = this.list().find((folder) => folder.slug === slug);
          if (taken || existsSync(join(this.pluginsDir, slug))) {
            throw new PluginPackageError(
              'PLUGIN_SLUG_TAKEN',
              `${name} declares the slug "${slug}", which the plugin in ${taken?.path ?? join(this.pluginsDir, slug)} has already.`,
              { slug },
            );
          }
          this.checkRequiredPlugins(staged.manifest, slug);
          await this.swapIn(
            staged,
            {
              kind: 'plugin.installed',
              subjectUserId: null,
              detail: this.detailOf(staged),
            },
            origin,
          );
        } finally {
          rmSync(staged.staging, { recursive: true, force: true });
        }
        this.options.logger.info(
          { plugin: staged.manifest.slug, package: name, version: staged.record.version },
          `Plugin ${staged.manifest.slug} installed from ${name}@${staged.record.version}; it loads when the server restarts`,
        );
        return readPluginFolder(join(this.pluginsDir, staged.manifest.slug));
      },
      { createFolder: true },
    );
  }

  /** Installs another version (`latest` by default) of a plugin installed from a registry. */
  async update(
    slug: string,
    version: string | null | undefined,
    origin: SecurityEventOrigin,
  ): Promise<{ readonly plugin: PluginFolder; readonly fromVersion: string }> {
    return this.exclusively(async () => {
      const current = this.managedFolder(slug, 'updated');
      const record = current.record as PluginPackageRecord;
      const { name, versionSpec } = checkRequest({ package: record.package, version });
      const staged = await this.stage(name, versionSpec);
      try {
        if (staged.manifest.slug !== slug) {
          throw new PluginPackageError(
            'PLUGIN_MANIFEST_INVALID',
            `${name}@${staged.record.version} declares the slug "${staged.manifest.slug}", but the installed plugin's is "${slug}": a slug never changes between releases.`,
            { fields: { slug: `must stay "${slug}"` } },
          );
        }
        this.checkRequiredPlugins(staged.manifest, slug);
        await this.swapIn(
          staged,
          {
            kind: 'plugin.updated',
            subjectUserId: null,
            detail: { ...this.detailOf(staged), from_version: record.version },
          },
          origin,
        );
      } finally {
        rmSync(staged.staging, { recursive: true, force: true });
      }
      this.options.logger.info(
        { plugin: slug, package: name, from: record.version, to: staged.record.version },
        `Plugin ${slug} updated from ${record.version} to ${staged.record.version}; the new version loads when the server restarts`,
      );
      return { plugin: readPluginFolder(join(this.pluginsDir, slug)), fromVersion: record.version };
    });
  }

  /** Removes a plugin installed from a registry; its tables stay, as for any plugin removed. */
  async remove(slug: string, origin: SecurityEventOrigin): Promise<PluginFolder> {
    return this.exclusively(async () => {
      const current = this.managedFolder(slug, 'removed');
      const record = current.record as PluginPackageRecord;
      const requiredBy = this.list()
        .filter((folder) => folder.slug !== slug && folder.requiredPlugins.includes(slug))
        .map((folder) => folder.slug);
      if (requiredBy.length > 0) {
        throw new PluginPackageError(
          'PLUGIN_REQUIRED_BY',
          `The plugin "${slug}" is required by ${requiredBy.map((other) => `"${other}"`).join(', ')}; remove those first.`,
          { required_by: requiredBy },
        );
      }
      const parked = join(this.pluginsDir, `.removed-${slug}-${randomBytes(4).toString('hex')}`);
      renameSync(current.path, parked);
      try {
        await this.securityLog().record(
          {
            kind: 'plugin.removed',
            subjectUserId: null,
            detail: { slug, package: record.package, version: record.version, registry: record.registry },
          },
          origin,
        );
      } catch (error) {
        renameSync(parked, current.path);
        throw error;
      }
      rmSync(parked, { recursive: true, force: true });
      this.options.logger.info(
        { plugin: slug, package: record.package, version: record.version },
        `Plugin ${slug} removed; it unloads when the server restarts (its tables stay)`,
      );
      return current;
    });
  }

  /**
   * What a restart would change: plugin folders not loaded yet, loaded at another version, or
   * loaded but gone from the plugins folder. `loaded` is what this process's inventory reports.
   */
  pendingChanges(loaded: readonly PluginReport[]): PendingPluginChange[] {
    const fromFolder = loaded.filter((report) => report.source === 'directory' && report.path !== null);
    const byPath = new Map(fromFolder.map((report) => [resolve(report.path as string), report]));
    const changes: PendingPluginChange[] = [];
    const onDisk = this.list();
    for (const folder of onDisk) {
      const report = byPath.get(resolve(folder.path));
      if (report === undefined) {
        changes.push({ slug: folder.slug, change: 'install', fromVersion: null, toVersion: folder.version });
      } else if (report.version !== folder.version) {
        changes.push({
          slug: folder.slug,
          change: 'update',
          fromVersion: report.version,
          toVersion: folder.version,
        });
      }
    }
    const paths = new Set(onDisk.map((folder) => resolve(folder.path)));
    for (const [path, report] of byPath) {
      if (!paths.has(path) && resolve(path, '..') === this.pluginsDir) {
        changes.push({
          slug: report.slug ?? path,
          change: 'remove',
          fromVersion: report.version,
          toVersion: null,
        });
      }
    }
    return changes;
  }

  private managedFolder(slug: string, change: 'updated' | 'removed'): PluginFolder {
    const folder = this.list().find((candidate) => candidate.slug === slug);
    if (folder === undefined) {
      throw new PluginPackageError('NOT_FOUND', `No plugin "${slug}" is in the plugins folder.`);
    }
    if (folder.record === null) {
      throw new PluginPackageError(
        'PLUGIN_NOT_FROM_REGISTRY',
        `The plugin "${slug}" was not installed from a registry, so it is not ${change} here: change its folder ${folder.path} by hand.`,
      );
    }
    return folder;
  }

  /** Installs the package into a new staging folder and assembles the plugin folder there. */
  private async stage(name: string, versionSpec: string): Promise<StagedPlugin> {
    mkdirSync(this.pluginsDir, { recursive: true });
    const staging = mkdtempSync(join(this.pluginsDir, '.staging-'));
    try {
      const registry = this.options.registry ?? (await npmConfiguredRegistry());
      const outcome = await npmInstall(staging, `${name}@${versionSpec}`, this.options.registry);
      if (!outcome.ok) {
        const missing = outcome.npmCode === 'E404' || outcome.npmCode === 'ETARGET';
        throw missing
          ? new PluginPackageError(
              'PLUGIN_PACKAGE_NOT_FOUND',
              outcome.npmCode === 'ETARGET'
                ? `${name} has no version matching "${versionSpec}" in ${registry ?? 'the registry'}.`
                : `${name}@${versionSpec}, or a package it depends on, is not in ${registry ?? 'the registry'}.`,
              { npm_code: outcome.npmCode, output: outcome.output },
            )
          : new PluginPackageError(
              'PLUGIN_INSTALL_FAILED',
              `npm could not install ${name}@${versionSpec}${outcome.npmCode ? ` (${outcome.npmCode})` : ''}; nothing changed.`,
              { npm_code: outcome.npmCode, output: outcome.output },
            );
      }
      const packageFolder = join(staging, 'node_modules', ...name.split('/'));
      const version = readJsonObject(join(packageFolder, 'package.json'))?.version;
      const label = `${name}@${typeof version === 'string' ? version : versionSpec}`;
      const manifest = checkedManifest(packageFolder, label);
      const folder = join(staging, 'plugin');
      renameSync(packageFolder, folder);
      moveDependencies(join(staging, 'node_modules'), join(folder, 'node_modules'));
      const record: PluginPackageRecord = {
        package: name,
        version: typeof version === 'string' ? version : manifest.version,
        registry,
        installedAt: new Date().toISOString(),
      };
      writeFileSync(join(folder, packageRecordFile), packageRecordJson(record));
      return { staging, folder, manifest, record };
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw error;
    }
  }

  private checkRequiredPlugins(manifest: PluginManifest, slug: string): void {
    const present = new Set([
      ...this.list().map((folder) => folder.slug),
      ...(this.options.loaded?.() ?? [])
        .filter((report) => report.source === 'package' && report.status === 'loaded')
        .flatMap((report) => (report.slug === null ? [] : [report.slug])),
    ]);
    const missing = manifest.requiredPlugins.filter(
      (required) => required !== slug && !present.has(required),
    );
    if (missing.length > 0) {
      throw new PluginPackageError(
        'PLUGIN_REQUIRES_MISSING',
        `The plugin "${slug}" needs ${missing.map((other) => `"${other}"`).join(', ')}, which ${missing.length === 1 ? 'is' : 'are'} not installed; install ${missing.length === 1 ? 'it' : 'them'} first.`,
        { missing },
      );
    }
  }

  /**
   * Moves the staged plugin into `<plugins folder>/<slug>`, keeping the folder it replaces until
   * the change is recorded; any failure puts the previous folder back.
   */
  private async swapIn(
    staged: StagedPlugin,
    event: Parameters<SecurityLog['record']>[0],
    origin: SecurityEventOrigin,
  ): Promise<void> {
    const target = join(this.pluginsDir, staged.manifest.slug);
    const previous = existsSync(target)
      ? join(this.pluginsDir, `.previous-${staged.manifest.slug}-${randomBytes(4).toString('hex')}`)
      : null;
    if (previous !== null) renameSync(target, previous);
    try {
      renameSync(staged.folder, target);
      await this.securityLog().record(event, origin);
    } catch (error) {
      rmSync(target, { recursive: true, force: true });
      if (previous !== null) renameSync(previous, target);
      if (SporaError.isInstance(error)) throw error;
      throw new PluginPackageError(
        'PLUGIN_INSTALL_FAILED',
        `${staged.record.package}@${staged.record.version} could not be put in place (${error instanceof Error ? error.message : String(error)}); nothing changed.`,
      );
    }
    if (previous !== null) rmSync(previous, { recursive: true, force: true });
  }

  private detailOf(staged: StagedPlugin) {
    return {
      slug: staged.manifest.slug,
      package: staged.record.package,
      version: staged.record.version,
      registry: staged.record.registry,
    };
  }

  private securityLog(): SecurityLog {
    return new SecurityLog(this.options.database.db);
  }

  /**
   * One change at a time per plugins folder, across processes too (the API and `spora plugin`):
   * a lock folder holding the owner's process id; one left by a process that died is taken over.
   */
  private async exclusively<Result>(
    change: () => Promise<Result>,
    options: { readonly createFolder: boolean } = { createFolder: false },
  ): Promise<Result> {
    const busy = () =>
      new PluginPackageError(
        'PLUGIN_CHANGE_IN_PROGRESS',
        'Another plugin install, update or removal is under way; try again when it ends.',
      );
    if (changesUnderWay.has(this.pluginsDir)) throw busy();
    changesUnderWay.add(this.pluginsDir);
    try {
      // No plugins folder: nothing to update or remove, and the change says so.
      if (!existsSync(this.pluginsDir)) {
        if (!options.createFolder) return await change();
        mkdirSync(this.pluginsDir, { recursive: true });
      }
      const lock = join(this.pluginsDir, lockFolderName);
      if (!takeLock(lock)) throw busy();
      try {
        recoverInterruptedChanges(this.pluginsDir, this.options.logger);
        return await change();
      } finally {
        rmSync(lock, { recursive: true, force: true });
      }
    } finally {
      changesUnderWay.delete(this.pluginsDir);
    }
  }
}

function checkRequest(request: PluginPackageRequest): { name: string; versionSpec: string } {
  const name = request.package.trim();
  const versionSpec = request.version?.trim() || 'latest';
  const fields: Record<string, string> = {};
  if (name.length > packageNameMaxLength || !new RegExp(packageNamePattern).test(name)) {
    fields.package = 'must be an npm package name such as spora-plugin-notes or @acme/spora-notes';
  }
  if (versionSpec.length > versionSpecMaxLength || !new RegExp(versionSpecPattern).test(versionSpec)) {
    fields.version = 'must be a version, a range or a tag such as 1.2.0, ^1.2 or latest';
  }
  if (Object.keys(fields).length > 0) {
    throw new PluginPackageError(
      'VALIDATION_ERROR',
      Object.entries(fields)
        .map(([field, reason]) => `${field} ${reason}`)
        .join('; '),
      { fields },
    );
  }
  return { name, versionSpec };
}

/** The package's `plugin.json`, validated as the loader would, with an entry that exists. */
function checkedManifest(packageFolder: string, label: string): PluginManifest {
  const path = join(packageFolder, 'plugin.json');
  if (!existsSync(path)) {
    throw new PluginPackageError(
      'PLUGIN_MANIFEST_INVALID',
      `${label} is not a Spora plugin: it has no plugin.json.`,
      { fields: { 'plugin.json': 'is missing' } },
    );
  }
  let manifest: PluginManifest;
  try {
    manifest = readPluginManifest(path);
  } catch (error) {
    if (!(error instanceof PluginRefusal)) throw error;
    const fields = (error.details?.fields as Record<string, string> | undefined) ?? {
      'plugin.json': 'is not readable JSON',
    };
    const reasons = Object.entries(fields).map(([field, reason]) => `${field} ${reason}`);
    throw new PluginPackageError(
      'PLUGIN_MANIFEST_INVALID',
      `${label} has an invalid plugin.json: ${reasons.join('; ')}.`,
      { fields },
    );
  }
  if (reservedSlugs.has(manifest.slug)) {
    throw new PluginPackageError(
      'PLUGIN_MANIFEST_INVALID',
      `${label} has an invalid plugin.json: slug "${manifest.slug}" is reserved.`,
      { fields: { slug: 'is reserved' } },
    );
  }
  const entry = join(packageFolder, manifest.entry);
  if (!existsSync(entry) || !statSync(entry).isFile()) {
    throw new PluginPackageError(
      'PLUGIN_MANIFEST_INVALID',
      `${label} has an invalid plugin.json: entry names ${manifest.entry}, which the package does not contain.`,
      { fields: { entry: 'names a file the package does not contain' } },
    );
  }
  return manifest;
}

/** npm installed the dependencies beside the package; the plugin folder keeps them as its own. */
function moveDependencies(from: string, to: string): void {
  if (!existsSync(from)) return;
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    if (name === '.bin' || name === '.package-lock.json') continue;
    const source = join(from, name);
    if (name.startsWith('@') && statSync(source).isDirectory()) {
      for (const scoped of readdirSync(source)) {
        const target = join(to, name, scoped);
        if (!existsSync(target)) {
          mkdirSync(join(to, name), { recursive: true });
          renameSync(join(source, scoped), target);
        }
      }
      continue;
    }
    if (!existsSync(join(to, name))) renameSync(source, join(to, name));
  }
}

/**
 * What a change that died half-way (the process killed, the machine down) left in the plugins
 * folder, put right under the lock: a plugin folder set aside for an update whose new version
 * never arrived goes back in place; staging folders and folders set aside to be deleted go.
 */
function recoverInterruptedChanges(pluginsDir: string, logger: Logger): void {
  for (const name of readdirSync(pluginsDir)) {
    const path = join(pluginsDir, name);
    const setAside = /^\.previous-(.+)-[0-9a-f]{8}$/.exec(name);
    if (setAside?.[1] !== undefined && !existsSync(join(pluginsDir, setAside[1]))) {
      renameSync(path, join(pluginsDir, setAside[1]));
      logger.warn({ plugin: setAside[1] }, `Plugin ${setAside[1]}: an interrupted update was rolled back`);
    } else if (setAside || name.startsWith('.staging-') || name.startsWith('.removed-')) {
      rmSync(path, { recursive: true, force: true });
    }
  }
}

/** Takes the lock folder, or takes over one whose owner process no longer runs. */
function takeLock(lock: string): boolean {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      return true;
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'EEXIST') throw error;
      const owner = Number(readTextOrEmpty(join(lock, 'pid')) || Number.NaN);
      // A lock whose owner has not written its id yet is fresh: held, unless it is old.
      const fresh = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0) < 60_000;
      if (Number.isNaN(owner) ? fresh : processRuns(owner)) return false;
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return false;
}

function readTextOrEmpty(path: string): string {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return '';
  }
}

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: unknown }).code === 'EPERM';
  }
}
