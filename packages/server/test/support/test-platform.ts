import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SporaConfig } from '../../src/config/index.js';
import { createLogger } from '../../src/logging/logger.js';
import { type OpenPlatformOptions, openPlatform, type Platform } from '../../src/runtime/index.js';
import type { TestDatabase, TestEngine } from './test-databases.js';

export interface TestPlatform {
  readonly platform: Platform;
  dispose(): Promise<void>;
}

/** A platform on a fresh database of the given engine, migrated, with logging silenced. */
export async function openTestPlatform(
  engine: TestEngine,
  overrides: Partial<SporaConfig> = {},
  options: OpenPlatformOptions = {},
): Promise<TestPlatform> {
  const database: TestDatabase = await engine.createMigrated();
  const scratch = mkdtempSync(join(tmpdir(), 'spora-key-'));
  const config: SporaConfig = {
    port: 0,
    host: '127.0.0.1',
    databaseUrl:
      database.location.kind === 'sqlite' ? `sqlite:${database.location.path}` : database.location.url,
    database: database.location,
    logLevel: 'silent',
    logFormat: 'json',
    syncMode: false,
    runtimeMode: 'server',
    workerConcurrency: 4,
    // Tests start the worker they need on the platform they hold.
    loopThreads: 0,
    loopThreadNice: 10,
    leaseSeconds: 60,
    llmTimeoutSeconds: 300,
    // Closing a test platform hands its running tasks back at once, their tool calls cancelled.
    shutdownGraceSeconds: 0,
    secretKeyFile: join(scratch, 'spora.key'),
    previousSecretKeyFile: null,
    // No project skills unless a test provides them; core skills are always there.
    skillsDirectory: join(scratch, 'skills'),
    allowRegistration: false,
    trustProxy: false,
    // No plugins and no App unless a test provides them.
    pluginsDir: join(tmpdir(), 'spora-test-no-plugins'),
    pluginPackages: [],
    appDir: join(tmpdir(), 'spora-test-no-app'),
    publicUrl: null,
    approvalLinkHours: 72,
    webhookDeliveryDays: 30,
    decisionArchiveDir: null,
    filesDir: join(scratch, 'files'),
    filesStore: { kind: 'local' },
    maxFileBytes: 25 * 1024 * 1024,
    maxMessageFiles: 10,
    maxMessageBytes: 50 * 1024 * 1024,
    toolAllowedRanges: [],
    metrics: { kind: 'off' },
    configFile: null,
    ...overrides,
  };
  const platform = await openPlatform(config, createLogger('silent', false), options).catch(
    async (error: unknown) => {
      // A platform that fails to open leaves no database behind either.
      await database.dispose();
      throw error;
    },
  );
  return {
    platform,
    async dispose() {
      await platform.close();
      await database.dispose();
    },
  };
}
