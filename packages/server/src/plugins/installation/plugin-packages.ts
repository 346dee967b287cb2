import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SporaError } from '@spora/sdk';
import type { DatabaseConnection } from '../../db/index.js';
import type { Logger } from '../../logging/logger.js';
import { type SecurityEventOrigin, SecurityLog } from '../../security-log/index.js';
import type { PluginManifest } from '../plugin-manifest.js';
import type { PluginReport } from '../plugin-report.js';
import { npmConfiguredRegistry, npmInstall } from './npm-install.js';
import { checkedManifest, moveDependencies } from './package-manifest-check.js';
import { exclusively } from './plugin-change-lock.js';
import {
  type PluginFolder,
  type PluginPackageRecord,
  packageRecordFile,
  packageRecordJson,
  readJsonObject,
  readPluginFolder,
  readPluginFolders,
} from './plugin-folders.js';
import { PluginPackageError } from './plugin-package-error.js';
import { checkRequest, type PluginPackageRequest } from './plugin-package-request.js';

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

interface StagedPlugin {
  readonly staging: string;
  readonly folder: string;
  readonly manifest: PluginManifest;
  readonly record: PluginPackageRecord;
}

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
    return exclusively(
      this.pluginsDir,
      this.options.logger,
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
    return exclusively(this.pluginsDir, this.options.logger, async () => {
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
    return exclusively(this.pluginsDir, this.options.logger, async () => {
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
}
