import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { availableCores } from './available-cores.js';
import {
  configDefaults,
  type DatabaseLocation,
  type LogFormat,
  type LogLevel,
  logFormats,
  logLevels,
  type RuntimeMode,
  runtimeModes,
  type SporaConfig,
  type SporaConfigInput,
  sharedSecretKeyFile,
} from './config.js';
import { ConfigError } from './config-error.js';
import {
  parseBoolean,
  parseCidrList,
  parsePackageNames,
  parsePublicUrl,
  wholeNumber,
} from './config-values.js';
import { defaultFilesDir, parseFilesStore } from './files-store-config.js';
import { parseMetricsExposure } from './metrics-config.js';

export const defaultConfigFileName = 'spora.config.json';

const environmentVariables = {
  port: 'SPORA_PORT',
  host: 'SPORA_HOST',
  databaseUrl: 'SPORA_DATABASE_URL',
  logLevel: 'SPORA_LOG_LEVEL',
  logFormat: 'SPORA_LOG_FORMAT',
  syncMode: 'SPORA_SYNC_MODE',
  runtimeMode: 'SPORA_RUNTIME_MODE',
  workerConcurrency: 'SPORA_WORKER_CONCURRENCY',
  loopThreads: 'SPORA_LOOP_THREADS',
  loopThreadNice: 'SPORA_LOOP_THREAD_NICE',
  databasePreparedStatements: 'SPORA_DATABASE_PREPARED_STATEMENTS',
  leaseSeconds: 'SPORA_LEASE_SECONDS',
  llmTimeoutSeconds: 'SPORA_LLM_TIMEOUT',
  shutdownGraceSeconds: 'SPORA_SHUTDOWN_GRACE_SECONDS',
  secretKeyFile: 'SPORA_SECRET_KEY_FILE',
  allowRegistration: 'SPORA_ALLOW_REGISTRATION',
  trustProxy: 'SPORA_TRUST_PROXY',
  skillsDirectory: 'SPORA_SKILLS_DIR',
  pluginsDir: 'SPORA_PLUGINS_DIR',
  pluginPackages: 'SPORA_PLUGIN_PACKAGES',
  appDir: 'SPORA_APP_DIR',
  publicUrl: 'SPORA_PUBLIC_URL',
  approvalLinkHours: 'SPORA_APPROVAL_LINK_HOURS',
  webhookDeliveryDays: 'SPORA_WEBHOOK_DELIVERY_DAYS',
  decisionArchiveDir: 'SPORA_DECISION_ARCHIVE_DIR',
  filesDir: 'SPORA_FILES_DIR',
  maxFileMegabytes: 'SPORA_MAX_FILE_MB',
  maxMessageFiles: 'SPORA_MAX_MESSAGE_FILES',
  maxMessageMegabytes: 'SPORA_MAX_MESSAGE_MB',
  toolAllowedRanges: 'SPORA_TOOL_ALLOWED_RANGES',
  filesStore: 'SPORA_FILES_STORE',
  s3Bucket: 'SPORA_S3_BUCKET',
  s3Endpoint: 'SPORA_S3_ENDPOINT',
  s3Region: 'SPORA_S3_REGION',
  s3AccessKeyId: 'SPORA_S3_ACCESS_KEY_ID',
  s3SecretAccessKey: 'SPORA_S3_SECRET_ACCESS_KEY',
  s3Prefix: 'SPORA_S3_PREFIX',
  s3ForcePathStyle: 'SPORA_S3_FORCE_PATH_STYLE',
  metricsToken: 'SPORA_METRICS_TOKEN',
  metricsPort: 'SPORA_METRICS_PORT',
  metricsHost: 'SPORA_METRICS_HOST',
} as const satisfies Record<keyof SporaConfigInput, string>;

export interface LoadConfigOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Explicit values that win over every other source (command-line flags). */
  overrides?: SporaConfigInput;
}

/**
 * Reads the config file named by `SPORA_CONFIG` (or `./spora.config.json` when present), overlays
 * `SPORA_*` variables and explicit overrides, and validates the result.
 */
export function loadConfig(options: LoadConfigOptions = {}): SporaConfig {
  const env = options.env ?? process.env;
  const cwd = options.cwd ?? process.cwd();
  const configFile = findConfigFile(env, cwd);
  const fromFile = configFile === null ? {} : readConfigFile(configFile);
  const fromEnv = Object.fromEntries(
    Object.entries(environmentVariables)
      .map(([field, variable]) => [field, env[variable]] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  ) as SporaConfigInput;
  const merged: SporaConfigInput = { ...configDefaults, ...fromFile, ...fromEnv, ...options.overrides };
  return validateConfig(merged, configFile, cwd);
}

function findConfigFile(env: NodeJS.ProcessEnv, cwd: string): string | null {
  const named = env.SPORA_CONFIG;
  if (named) {
    const path = resolve(cwd, named);
    if (!existsSync(path)) {
      throw new ConfigError('CONFIG_FILE_UNREADABLE', `SPORA_CONFIG names ${path}, which does not exist.`, {
        path,
      });
    }
    return path;
  }
  const implicit = resolve(cwd, defaultConfigFileName);
  return existsSync(implicit) ? implicit : null;
}

function readConfigFile(path: string): SporaConfigInput {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ConfigError(
      'CONFIG_FILE_UNREADABLE',
      `Cannot read config file ${path}: ${(error as Error).message}`,
      {
        path,
      },
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ConfigError('CONFIG_INVALID', `Config file ${path} must hold a JSON object.`, { path });
  }
  const known = new Set(Object.keys(environmentVariables));
  const unknown = Object.keys(parsed).filter((key) => !known.has(key));
  if (unknown.length > 0) {
    throw new ConfigError(
      'CONFIG_INVALID',
      `Config file ${path} has unknown keys: ${unknown.join(', ')}. Known keys: ${[...known].join(', ')}.`,
      { path, unknown },
    );
  }
  return parsed as SporaConfigInput;
}

function validateConfig(input: SporaConfigInput, configFile: string | null, cwd: string): SporaConfig {
  const problems: string[] = [];
  const port = wholeNumber(problems, input.port, 0, 65_535, 'port', 'an integer');
  const host = String(input.host ?? '');
  if (host.trim() === '') problems.push('host must not be empty');
  const logLevel = String(input.logLevel) as LogLevel;
  if (!logLevels.includes(logLevel)) {
    problems.push(`logLevel must be one of ${logLevels.join(', ')}, got ${JSON.stringify(input.logLevel)}`);
  }
  const logFormat = String(input.logFormat).trim().toLowerCase() as LogFormat;
  if (!logFormats.includes(logFormat)) {
    problems.push(
      `logFormat (SPORA_LOG_FORMAT) must be one of ${logFormats.join(', ')}, got ${JSON.stringify(input.logFormat)}`,
    );
  }
  const databaseUrl = String(input.databaseUrl ?? '');
  const database = parseDatabaseUrl(databaseUrl, cwd);
  if (database === null) {
    problems.push(
      `databaseUrl must be "sqlite:<path>" or "postgres://…", got ${JSON.stringify(withoutCredentials(databaseUrl))}`,
    );
  }
  const syncMode = parseBoolean(input.syncMode);
  if (syncMode === null)
    problems.push(`syncMode must be true or false, got ${JSON.stringify(input.syncMode)}`);
  const runtimeMode = String(input.runtimeMode ?? '')
    .trim()
    .toLowerCase() as RuntimeMode;
  if (!runtimeModes.includes(runtimeMode)) {
    problems.push(
      `runtimeMode must be one of ${runtimeModes.join(', ')}, got ${JSON.stringify(input.runtimeMode)}`,
    );
  } else if (runtimeMode === 'client' && syncMode === true) {
    problems.push(
      'runtimeMode client and syncMode exclude each other: in client mode the browser runs tasks',
    );
  }
  const preparedStatements = parseBoolean(input.databasePreparedStatements);
  if (preparedStatements === null) {
    problems.push(
      `databasePreparedStatements must be true or false, got ${JSON.stringify(input.databasePreparedStatements)}`,
    );
  }
  const allowRegistration = parseBoolean(input.allowRegistration);
  if (allowRegistration === null) {
    problems.push(`allowRegistration must be true or false, got ${JSON.stringify(input.allowRegistration)}`);
  }
  const trustProxy = parseBoolean(input.trustProxy);
  if (trustProxy === null) {
    problems.push(`trustProxy must be true or false, got ${JSON.stringify(input.trustProxy)}`);
  }
  const workerConcurrency = wholeNumber(
    problems,
    input.workerConcurrency,
    1,
    256,
    'workerConcurrency',
    'an integer',
  );
  const loopThreads =
    input.loopThreads === 'auto'
      ? availableCores()
      : wholeNumber(problems, input.loopThreads, 0, 256, 'loopThreads', '"auto" or an integer');
  const loopThreadNice = wholeNumber(problems, input.loopThreadNice, 0, 19, 'loopThreadNice', 'an integer');
  const leaseSeconds = wholeNumber(problems, input.leaseSeconds, 5, 3600, 'leaseSeconds', 'an integer');
  const llmTimeoutSeconds = wholeNumber(
    problems,
    input.llmTimeoutSeconds,
    1,
    3600,
    'llmTimeoutSeconds (SPORA_LLM_TIMEOUT)',
    'a whole number of seconds',
  );
  const shutdownGraceSeconds = wholeNumber(
    problems,
    input.shutdownGraceSeconds,
    0,
    3600,
    'shutdownGraceSeconds (SPORA_SHUTDOWN_GRACE_SECONDS)',
    'a whole number of seconds',
  );
  const configuredKeyFile = input.secretKeyFile === undefined ? null : String(input.secretKeyFile).trim();
  if (configuredKeyFile === '') problems.push('secretKeyFile must not be empty');
  const pluginsDir = String(input.pluginsDir ?? '').trim();
  if (pluginsDir === '') problems.push('pluginsDir must not be empty');
  const appDir = String(input.appDir ?? '').trim();
  if (appDir === '') problems.push('appDir must not be empty');
  const pluginPackages = parsePackageNames(input.pluginPackages);
  if (pluginPackages === null) {
    problems.push(
      `pluginPackages must be npm package names (a list, or separated by commas), got ${JSON.stringify(input.pluginPackages)}`,
    );
  }
  const publicUrl = parsePublicUrl(input.publicUrl);
  if (publicUrl === false) {
    problems.push(
      `publicUrl (SPORA_PUBLIC_URL) must be an http:// or https:// address without query or fragment, got ${JSON.stringify(input.publicUrl)}`,
    );
  }
  const skillsDirectory = String(input.skillsDirectory ?? '').trim();
  if (skillsDirectory === '') problems.push('skillsDirectory must not be empty');
  const approvalLinkHours = wholeNumber(
    problems,
    input.approvalLinkHours,
    1,
    720,
    'approvalLinkHours (SPORA_APPROVAL_LINK_HOURS)',
    'a whole number of hours',
  );
  const webhookDeliveryDays = wholeNumber(
    problems,
    input.webhookDeliveryDays,
    1,
    3650,
    'webhookDeliveryDays (SPORA_WEBHOOK_DELIVERY_DAYS)',
    'a whole number of days',
  );
  const decisionArchiveDir =
    input.decisionArchiveDir === undefined ? null : String(input.decisionArchiveDir).trim();
  if (decisionArchiveDir === '') problems.push('decisionArchiveDir must not be empty when set');
  const filesDir = input.filesDir === undefined ? null : String(input.filesDir).trim();
  if (filesDir === '') problems.push('filesDir (SPORA_FILES_DIR) must not be empty when set');
  const maxFileMegabytes = wholeNumber(
    problems,
    input.maxFileMegabytes,
    1,
    10_240,
    'maxFileMegabytes (SPORA_MAX_FILE_MB)',
    'a whole number of megabytes',
  );
  const maxMessageFiles = wholeNumber(
    problems,
    input.maxMessageFiles,
    1,
    100,
    'maxMessageFiles (SPORA_MAX_MESSAGE_FILES)',
    'a whole number',
  );
  const maxMessageMegabytes = wholeNumber(
    problems,
    input.maxMessageMegabytes,
    1,
    102_400,
    'maxMessageMegabytes (SPORA_MAX_MESSAGE_MB)',
    'a whole number of megabytes',
  );
  const toolAllowedRanges = parseCidrList(input.toolAllowedRanges);
  if (toolAllowedRanges === null) {
    problems.push(
      `toolAllowedRanges (SPORA_TOOL_ALLOWED_RANGES) must be CIDR ranges such as 10.20.0.0/16 (a list, or separated by commas), got ${JSON.stringify(input.toolAllowedRanges)}`,
    );
  }
  const filesStore = parseFilesStore(input, problems);
  const metrics = parseMetricsExposure(input, problems);
  if (
    problems.length > 0 ||
    filesStore === null ||
    metrics === null ||
    database === null ||
    preparedStatements === null ||
    syncMode === null ||
    allowRegistration === null ||
    trustProxy === null ||
    pluginPackages === null ||
    publicUrl === false ||
    toolAllowedRanges === null
  ) {
    throw new ConfigError('CONFIG_INVALID', `Invalid configuration: ${problems.join('; ')}.`, { problems });
  }
  return {
    port,
    host,
    databaseUrl,
    database: database.kind === 'postgres' ? { ...database, preparedStatements } : database,
    logLevel,
    logFormat,
    syncMode,
    runtimeMode,
    workerConcurrency,
    loopThreads,
    loopThreadNice,
    leaseSeconds,
    llmTimeoutSeconds,
    shutdownGraceSeconds,
    ...secretKeyFiles(configuredKeyFile, database, cwd),
    allowRegistration,
    trustProxy,
    skillsDirectory: resolve(cwd, skillsDirectory),
    pluginsDir: resolve(cwd, pluginsDir),
    pluginPackages,
    appDir: resolve(cwd, appDir),
    publicUrl,
    approvalLinkHours,
    webhookDeliveryDays,
    decisionArchiveDir: decisionArchiveDir === null ? null : resolve(cwd, decisionArchiveDir),
    filesDir: filesDir === null ? defaultFilesDir(database, cwd) : resolve(cwd, filesDir),
    filesStore,
    maxFileBytes: maxFileMegabytes * 1024 * 1024,
    maxMessageFiles,
    maxMessageBytes: maxMessageMegabytes * 1024 * 1024,
    toolAllowedRanges,
    metrics,
    configFile,
  };
}

/**
 * The key file: the configured one, or one per SQLite database, beside the database's folder (not
 * in it: a copy of that folder alone must not carry the key with the secrets it protects).
 */
function secretKeyFiles(
  configured: string | null,
  database: DatabaseLocation,
  cwd: string,
): Pick<SporaConfig, 'secretKeyFile' | 'previousSecretKeyFile'> {
  if (configured !== null) return { secretKeyFile: resolve(cwd, configured), previousSecretKeyFile: null };
  const previous = resolve(cwd, sharedSecretKeyFile);
  if (database.kind !== 'sqlite' || database.path === ':memory:') {
    return { secretKeyFile: previous, previousSecretKeyFile: null };
  }
  const folder = dirname(database.path);
  const secretKeyFile = join(dirname(folder), 'secrets', basename(folder), `${basename(database.path)}.key`);
  return { secretKeyFile, previousSecretKeyFile: secretKeyFile === previous ? null : previous };
}

/**
 * A database URL fit for an error message or a log line: the user and password before the host
 * (`scheme://user:password@`, all up to the last `@`) and any `password=` value (a query string,
 * key=value settings) are replaced by `***`. It errs on the side of hiding: a malformed URL has no
 * reliable boundaries.
 */
export function withoutCredentials(url: string): string {
  return url
    .replace(/^((?:[a-z][a-z0-9+.-]*:(?:\/\/)?)?).*@/i, '$1***@')
    .replace(/(password=)[^&\s]*/gi, '$1***');
}

/** `sqlite:<path>` (relative to the working directory; `sqlite::memory:` for tests) or `postgres://…`. */
export function parseDatabaseUrl(url: string, cwd: string = process.cwd()): DatabaseLocation | null {
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (path === '') return null;
    return { kind: 'sqlite', path: path === ':memory:' ? path : resolve(cwd, path) };
  }
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  return null;
}
