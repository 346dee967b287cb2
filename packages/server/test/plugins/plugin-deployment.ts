/**
 * Real plugin folders for tests: a deployment directory with `plugins/`, `app/` and a
 * `node_modules/@spora/sdk` that resolves to this repository's SDK, as an installed server has.
 * Plugins are plain JavaScript modules, written as a plugin author ships them.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { loadConfig } from '../../src/config/index.js';
import type { Logger } from '../../src/logging/logger.js';
import { type OpenPlatformOptions, openPlatform, type Platform } from '../../src/runtime/index.js';
import type { TestDatabase, TestEngine } from '../support/test-databases.js';

const sdkPackage = fileURLToPath(new URL('../../../sdk', import.meta.url));

export interface Deployment {
  readonly root: string;
  readonly pluginsDir: string;
  readonly appDir: string;
  /** Writes a plugin folder: `plugin.json` (an object, or raw text) and its files. */
  addPlugin(folder: string, manifest: object | string, files: Record<string, string>): string;
  /** Writes `app/` files (`App.js`, …). */
  addApp(files: Record<string, string>): void;
  /** Writes an installed package under `node_modules/`. */
  addPackage(name: string, manifest: object, files: Record<string, string>): void;
  remove(): void;
}

export function createDeployment(): Deployment {
  const root = mkdtempSync(join(tmpdir(), 'spora-plugins-'));
  const pluginsDir = join(root, 'plugins');
  const appDir = join(root, 'app');
  mkdirSync(join(root, 'node_modules', '@spora'), { recursive: true });
  symlinkSync(sdkPackage, join(root, 'node_modules', '@spora', 'sdk'), 'dir');
  const writeFiles = (directory: string, files: Record<string, string>) => {
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(directory, name)), { recursive: true });
      writeFileSync(join(directory, name), text);
    }
  };
  return {
    root,
    pluginsDir,
    appDir,
    addPlugin(folder, manifest, files) {
      const directory = join(pluginsDir, folder);
      writeFiles(directory, {
        'plugin.json': typeof manifest === 'string' ? manifest : JSON.stringify(manifest),
        ...files,
      });
      return directory;
    },
    addApp(files) {
      writeFiles(appDir, files);
    },
    addPackage(name, manifest, files) {
      writeFiles(join(root, 'node_modules', name), { 'plugin.json': JSON.stringify(manifest), ...files });
    },
    remove() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}

export const databaseUrlOf = (database: TestDatabase): string =>
  database.location.kind === 'sqlite' ? `sqlite:${database.location.path}` : database.location.url;

/** Log lines as JSON objects, for assertions on what an operator would read. */
export interface CapturedLog {
  readonly logger: Logger;
  readonly lines: { level: number; msg: string; plugin?: string; code?: string }[];
}

export function captureLog(): CapturedLog {
  const lines: CapturedLog['lines'] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

export interface PluginPlatform {
  readonly platform: Platform;
  readonly log: CapturedLog;
  readonly database: TestDatabase;
  dispose(): Promise<void>;
}

/** A platform opened in the deployment's directory on a fresh database, its log captured. */
export async function openPluginPlatform(
  engine: TestEngine,
  deployment: Deployment,
  options: OpenPlatformOptions & { packages?: readonly string[]; database?: TestDatabase } = {},
): Promise<PluginPlatform> {
  const database = options.database ?? (await engine.create());
  const config = loadConfig({
    cwd: deployment.root,
    env: {
      SPORA_DATABASE_URL: databaseUrlOf(database),
      SPORA_SECRET_KEY_FILE: join(deployment.root, 'secrets', 'spora.key'),
      SPORA_PLUGIN_PACKAGES: (options.packages ?? []).join(','),
    },
  });
  const log = captureLog();
  const platform = await openPlatform(config, log.logger, options);
  return {
    platform,
    log,
    database,
    async dispose() {
      await platform.close();
      if (!options.database) await database.dispose();
    },
  };
}
