import { join, resolve } from 'node:path';
import {
  coreServices,
  type ProcessKind,
  type ServiceFactory,
  type TaskControl,
  type ToolFetch,
  type ToolSettingsReader,
} from '@spora/sdk';
import type { DatabaseConnection, PortableMigration } from '../db/index.js';
import type { LlmDriverRegistry } from '../llm/index.js';
import type { Logger } from '../logging/logger.js';
import type { ToolOrigin, ToolRegistry } from '../tools/index.js';
import {
  type ExtensionCandidate,
  type ExtensionLocations,
  findExtensionCandidates,
} from './extension-candidates.js';
import { checkDrivers, checkTools } from './extension-checks.js';
import { collectContainerContributions } from './extension-contributions.js';
import { type ExtensionDeclarations, readExtensionDeclarations } from './extension-declarations.js';
import { extensionLogger } from './extension-logger.js';
import { instantiateEntry } from './extension-module.js';
import { type LoadedExtension, PluginInventory } from './plugin-inventory.js';
import { type PluginManifest, readPluginManifest } from './plugin-manifest.js';
import {
  applyMigrations,
  importMigrations,
  listMigrationFiles,
  type MigrationReport,
  noMigrations,
  readMigrationReport,
} from './plugin-migrations.js';
import { describeError, PluginRefusal } from './plugin-refusal.js';
import { type PluginReport, pluginLabelOf } from './plugin-report.js';
import { ServiceContainer, ServiceContainerError } from './service-container.js';

/** Slugs plugins cannot take: `core` names core tools (`core/TimeTool`), `app` the App. */
const reservedSlugs = new Set(['core', 'app']);

export interface LoadExtensionsOptions {
  readonly locations: ExtensionLocations;
  readonly processKind: ProcessKind;
  readonly database: DatabaseConnection;
  readonly tools: ToolRegistry;
  readonly drivers: LlmDriverRegistry;
  /** The HTTP layer tools use unless an extension overrides `core.tool_fetch`. */
  readonly toolFetch: ToolFetch;
  readonly logger: Logger;
  /** Apply pending plugin migrations (off when the platform opens without migrating). */
  readonly migrate: boolean;
  /**
   * The lines another thread of this process logged loading the same folders (a loop thread gets
   * the main thread's): the same line again is logged at debug level, so each shows once, while a
   * plugin that fails only here (a native module that loads once per process) is still reported.
   */
  readonly linesLoggedElsewhere?: ReadonlySet<string>;
  /**
   * The services through which extensions drive tasks and read tool settings. Built on first
   * use, which is after the platform is open: they need the orchestrator, made after the plugins.
   */
  readonly drivingServices: {
    readonly tasks: ServiceFactory<TaskControl>;
    readonly toolSettings: ServiceFactory<ToolSettingsReader>;
  };
}

export interface LoadedExtensions {
  readonly plugins: PluginInventory;
  /** Built: services resolve, nothing registers any more. */
  readonly services: ServiceContainer;
  /** What loading logged, one line per extension (see `linesLoggedElsewhere`). */
  readonly logLines: readonly string[];
}

/**
 * Loads the App and the plugins, in load order, each all or nothing: its manifest, its entry
 * class, its data hooks and its `ContainerBuildingEvent` contributions are checked, its
 * migrations applied, and only then are its tools, drivers and services registered. Anything
 * that fails refuses that extension alone, with one log line naming it and the reason; the
 * others still load.
 */
export async function loadExtensions(options: LoadExtensionsOptions): Promise<LoadedExtensions> {
  const { database, logger } = options;
  const services = new ServiceContainer();
  services.apply(
    'core',
    [
      {
        kind: 'register',
        token: coreServices.database,
        factory: () => ({ engine: database.engine, db: database.db }),
      },
      { kind: 'register', token: coreServices.logger, factory: () => extensionLogger(logger) },
      // Fixed: they check every call against the acting user's access, for every extension.
      { kind: 'register', token: coreServices.tasks, factory: options.drivingServices.tasks },
      { kind: 'register', token: coreServices.toolSettings, factory: options.drivingServices.toolSettings },
    ],
    { overridable: false },
  );
  services.apply('core', [
    { kind: 'register', token: coreServices.toolFetch, factory: () => options.toolFetch },
  ]);

  const loaded: LoadedExtension[] = [];
  const reports: PluginReport[] = [];
  const claimedSlugs = new Map<string, string>();
  const logLines: string[] = [];
  const logOnce = (level: 'info' | 'error', fields: object, line: string) => {
    logLines.push(line);
    if (options.linesLoggedElsewhere?.has(line)) logger.debug(fields, line);
    else logger[level](fields, line);
  };
  for (const candidate of findExtensionCandidates(options.locations)) {
    const attempt = new LoadAttempt(candidate);
    try {
      const result = await attempt.run(options, services, claimedSlugs);
      loaded.push(result.extension);
      reports.push(await attempt.report(options, services, result));
      logOnce(
        'info',
        { plugin: result.extension.slug, tools: result.tools.length },
        `Plugin ${result.extension.slug} loaded`,
      );
    } catch (error) {
      const refusal =
        error instanceof PluginRefusal ? error : new PluginRefusal('ENTRY_LOAD_FAILED', describeError(error));
      reports.push(await attempt.refusedReport(options, refusal));
      logOnce(
        'error',
        { plugin: attempt.label, code: refusal.code, path: candidate.directory },
        `Plugin ${attempt.label} refused: ${refusal.code}: ${refusal.message}`,
      );
    }
  }
  services.finishBuilding();
  return {
    plugins: new PluginInventory(loaded, reports, options.processKind, logger),
    services,
    logLines,
  };
}

interface LoadResult {
  readonly extension: LoadedExtension;
  readonly tools: readonly string[];
  readonly drivers: readonly string[];
}

/** One candidate's way through loading, keeping what it learned for the report. */
class LoadAttempt {
  private slug: string | null = null;
  private manifest: PluginManifest | null = null;
  private declarations: ExtensionDeclarations | null = null;
  private migrationNames: readonly string[] = [];
  private migrationsAppliedNow: readonly string[] = [];

  constructor(private readonly candidate: ExtensionCandidate) {}

  /** How log lines name the candidate: its slug, else its folder or package. */
  get label(): string {
    return pluginLabelOf({
      slug: this.slug,
      packageName: this.candidate.packageName,
      path: this.candidate.directory,
    });
  }

  async run(
    options: LoadExtensionsOptions,
    services: ServiceContainer,
    claimedSlugs: Map<string, string>,
  ): Promise<LoadResult> {
    const { candidate } = this;
    const directory = candidate.directory;
    if (directory === null) {
      throw new PluginRefusal(
        'PACKAGE_NOT_FOUND',
        `Package ${candidate.packageName} is not installed, or has no plugin.json.`,
      );
    }
    let entryPath: string;
    if (candidate.appEntry !== null) {
      this.slug = 'app';
      entryPath = candidate.appEntry;
    } else {
      this.manifest = readPluginManifest(join(directory, 'plugin.json'));
      const { slug } = this.manifest;
      this.slug = slug;
      if (reservedSlugs.has(slug)) {
        throw new PluginRefusal('RESERVED_SLUG', `The slug "${slug}" is reserved; choose another.`);
      }
      const claimedBy = claimedSlugs.get(slug);
      if (claimedBy !== undefined) {
        throw new PluginRefusal('DUPLICATE_SLUG', `The slug "${slug}" is already taken by ${claimedBy}.`);
      }
      claimedSlugs.set(slug, directory);
      entryPath = resolve(directory, this.manifest.entry);
    }
    const slug = this.slug;
    const icon = this.manifest?.icon ?? null;
    const origin: ToolOrigin =
      candidate.source === 'app' ? { kind: 'app', slug, icon } : { kind: 'plugin', slug, icon };
    const extension = await instantiateEntry(entryPath, candidate.source === 'app' ? 'app' : 'plugin');
    const declarations = readExtensionDeclarations(extension, directory);
    this.declarations = declarations;
    const contributions = await collectContainerContributions(extension, declarations, options.processKind);
    try {
      services.check(contributions.services);
    } catch (error) {
      if (error instanceof ServiceContainerError) throw new PluginRefusal('SERVICE_CONFLICT', error.message);
      throw error;
    }
    checkTools(options.tools, origin, declarations.tools);
    checkDrivers(options.drivers, origin, contributions.drivers);
    const migrations = await this.prepareMigrations(declarations);
    if (options.migrate && migrations !== null) {
      const applied = await applyMigrations(options.database, slug, migrations);
      this.migrationsAppliedNow = applied;
      if (applied.length > 0) options.logger.info({ plugin: slug, applied }, `Plugin ${slug} migrated`);
    }
    // Everything is checked: from here on nothing is refused.
    const tools = declarations.tools.map((ToolClass) => options.tools.register(origin, ToolClass).toolClass);
    const drivers = contributions.drivers.map(
      (DriverClass) => options.drivers.register(origin, DriverClass).driverClass,
    );
    services.apply(slug, contributions.services);
    return {
      extension: {
        slug,
        source: candidate.source,
        directory,
        manifest: this.manifest,
        extension,
        declarations,
      },
      tools,
      drivers,
    };
  }

  async report(
    options: LoadExtensionsOptions,
    services: ServiceContainer,
    result: LoadResult,
  ): Promise<PluginReport> {
    const { extension } = result;
    return {
      ...this.identity(),
      status: 'loaded',
      refusal: null,
      problems: [],
      tools: result.tools,
      drivers: result.drivers,
      jobs: extension.declarations.scheduledJobs.map(({ job, schedule }) => ({
        name: job.name,
        schedule: schedule.expression,
        timezone: schedule.timezone,
      })),
      apps: extension.declarations.apps.map((app) => app.name),
      services: services.servicesOf(extension.slug),
      events: [...extension.declarations.subscriptions.keys()],
      migrations: await this.migrationReport(options, false),
    };
  }

  async refusedReport(options: LoadExtensionsOptions, refusal: PluginRefusal): Promise<PluginReport> {
    return {
      ...this.identity(),
      status: 'refused',
      refusal: { code: refusal.code, message: refusal.message },
      problems: [],
      tools: [],
      drivers: [],
      jobs: [],
      apps: [],
      services: [],
      events: [],
      migrations: await this.migrationReport(options, refusal.code === 'MIGRATION_FAILED'),
    };
  }

  private identity() {
    const { candidate, manifest, declarations } = this;
    return {
      slug: this.slug,
      name: manifest?.name ?? declarations?.name ?? null,
      version: manifest?.version ?? null,
      description: manifest?.description ?? '',
      icon: manifest?.icon ?? null,
      source: candidate.source,
      path: candidate.directory,
      packageName: candidate.packageName,
    };
  }

  /** The migration files, checked and imported; `null` when the extension has none. */
  private async prepareMigrations(
    declarations: ExtensionDeclarations,
  ): Promise<Record<string, PortableMigration> | null> {
    const { migrationsPath, schemaVersion } = declarations;
    if (migrationsPath === null) {
      if (schemaVersion > 0) {
        throw new PluginRefusal(
          'MIGRATIONS_INVALID',
          `schemaVersion() is ${schemaVersion}, but migrationsPath() names no folder.`,
        );
      }
      return null;
    }
    const files = listMigrationFiles(migrationsPath, schemaVersion);
    const migrations = await importMigrations(files);
    this.migrationNames = files.map((file) => file.name);
    return migrations;
  }

  private async migrationReport(options: LoadExtensionsOptions, failed: boolean): Promise<MigrationReport> {
    const schemaVersion = this.declarations?.schemaVersion ?? 0;
    if (this.slug === null || (this.migrationNames.length === 0 && !failed))
      return { ...noMigrations, schemaVersion };
    try {
      return await readMigrationReport(options.database, this.slug, this.migrationNames, {
        schemaVersion,
        failed,
        appliedNow: this.migrationsAppliedNow,
      });
    } catch (error) {
      options.logger.warn({ plugin: this.slug, err: error }, 'plugin migration status unreadable');
      return {
        ...noMigrations,
        schemaVersion,
        state: failed ? 'failed' : 'pending',
        appliedNow: this.migrationsAppliedNow,
      };
    }
  }
}
