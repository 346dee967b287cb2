/**
 * The platform's configuration: defaults, then an optional JSON config file, then `SPORA_*`
 * environment variables (later sources win). The result is one typed, validated object.
 */
export type DatabaseLocation =
  | { readonly kind: 'sqlite'; readonly path: string }
  | {
      readonly kind: 'postgres';
      readonly url: string;
      /**
       * Whether the statements the code runs again and again are prepared once per connection
       * (`SPORA_DATABASE_PREPARED_STATEMENTS`; default true). Off for a pooler that cannot keep
       * a session's prepared statements, such as PgBouncer in transaction mode before 1.21.
       */
      readonly preparedStatements?: boolean;
    };

/**
 * Who drives queued tasks: `server` (an embedded worker in `spora serve`, or `spora worker`
 * processes), or `client` (no background work: the signed-in browser drives each task it shows
 * with `POST /api/v1/tasks/{id}/tick`).
 */
export type RuntimeMode = 'server' | 'client';

export const runtimeModes: readonly RuntimeMode[] = ['server', 'client'];

export type LogLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal' | 'silent';

/** How log lines look: `auto` is readable lines when standard output is a terminal, JSON otherwise. */
export type LogFormat = 'auto' | 'pretty' | 'json';

export const logFormats: readonly LogFormat[] = ['auto', 'pretty', 'json'];

export interface SporaConfig {
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string;
  readonly database: DatabaseLocation;
  readonly logLevel: LogLevel;
  /** Readable lines (`pretty`) or one JSON object a line (`json`); `auto` picks by terminal. */
  readonly logFormat: LogFormat;
  /** Requests that start or resume work run the agent loop before they return. */
  readonly syncMode: boolean;
  /** Who drives queued tasks: the server's workers, or the browser through `tick`. */
  readonly runtimeMode: RuntimeMode;
  /** Tasks one `spora serve` or `spora worker` process runs at once, shared among its loop threads. */
  readonly workerConcurrency: number;
  /**
   * Threads that run the agent loop beside the process's main thread (`auto`: one per core, never
   * more than `workerConcurrency`). The main thread of `spora serve` then answers requests only;
   * 0 runs the loop on the main thread, beside the requests.
   */
  readonly loopThreads: number;
  /**
   * How many nice steps below the main thread each loop thread runs (Linux; 0–19, 0: the same), so
   * that on a busy core the main thread's requests come first.
   */
  readonly loopThreadNice: number;
  /**
   * How long a claim on a task (or a scheduled job) holds without being renewed: the holder renews
   * it every third of that, and a run whose holder stopped is taken over once it lapses.
   */
  readonly leaseSeconds: number;
  /** How long one model request may take, unless its LLM configuration's `timeout` says otherwise. */
  readonly llmTimeoutSeconds: number;
  /**
   * On SIGTERM or SIGINT, how long tool calls that are running may take to finish before they are
   * cancelled; either way each task is recorded and handed back to the queue, and the process exits.
   */
  readonly shutdownGraceSeconds: number;
  /**
   * The file holding the key that encrypts stored secrets, unless `SPORA_SECRET_KEY` is set. By
   * default one per SQLite database, beside its folder: `<parent>/secrets/<folder>/<file>.key`
   * (`./secrets/data/spora.db.key` for `./data/spora.db`); `./secrets/spora.key` with PostgreSQL.
   */
  readonly secretKeyFile: string;
  /**
   * Where earlier versions kept the key by default (`./secrets/spora.key` of the working
   * directory), when that differs from `secretKeyFile` and no key file was configured: read, with
   * a warning, while `secretKeyFile` does not exist yet, so an upgrade keeps its secrets.
   */
  readonly previousSecretKeyFile: string | null;
  /** Anyone may create an account through `POST /api/v1/auth/register`. Off by default. */
  readonly allowRegistration: boolean;
  /**
   * The server runs behind a reverse proxy: client addresses and the scheme come from
   * `X-Forwarded-*` (needed for per-address rate limits and Secure cookies behind TLS).
   */
  readonly trustProxy: boolean;
  /** The deployment's own skills, one folder each; they take precedence over core and plugin skills. */
  readonly skillsDirectory: string;
  /** The folder scanned for plugins: every `<pluginsDir>/<folder>/plugin.json`. */
  readonly pluginsDir: string;
  /** Installed npm packages loaded as plugins after the folder's, in this order. */
  readonly pluginPackages: readonly string[];
  /** The folder of the operator's App (`App.js`). */
  readonly appDir: string;
  /**
   * The address people open Spora at (`https://spora.example.com`), for links in e-mails; without
   * it they point at `http://<host>:<port>`.
   */
  readonly publicUrl: string | null;
  /** How long the approve and reject links of an approval e-mail work, in hours (72 by default). */
  readonly approvalLinkHours: number;
  /**
   * Days a webhook's deliveries are listed before they are deleted (30 by default); see
   * `WebhookDeliveryRetentionJob` for what is kept longer.
   */
  readonly webhookDeliveryDays: number;
  /**
   * Where the retention job writes the decision-record rows it archives, as JSON Lines, before it
   * deletes them; null: they are deleted without a copy (the archive row still records the range).
   */
  readonly decisionArchiveDir: string | null;
  /**
   * The folder uploaded files are stored in, by content hash: `files/` beside the SQLite database
   * file by default (`./data/files` for `./data/spora.db`), `./data/files` with PostgreSQL.
   */
  readonly filesDir: string;
  /**
   * Where file content is kept: `local` (in `filesDir`) or `s3` (a bucket, with uploads staged in
   * `filesDir/.incoming` on their way there).
   */
  readonly filesStore: FilesStoreConfig;
  /** The largest file one upload may carry, in bytes (`SPORA_MAX_FILE_MB`, 25 MB by default). */
  readonly maxFileBytes: number;
  /** Most files one message may carry (`SPORA_MAX_MESSAGE_FILES`, 10 by default). */
  readonly maxMessageFiles: number;
  /** The most bytes a message's files may have together (`SPORA_MAX_MESSAGE_MB`, 50 MB by default). */
  readonly maxMessageBytes: number;
  /**
   * Private ranges tools may reach although not public (`SPORA_TOOL_ALLOWED_RANGES`, CIDRs such as
   * `10.20.0.0/16`): an intranet API, a self-hosted search. Cloud metadata addresses stay refused.
   */
  readonly toolAllowedRanges: readonly string[];
  /** Where `GET /metrics` (Prometheus) is served, and the token it needs; off unless configured. */
  readonly metrics: MetricsExposure;
  /** Where a config file was read from, if any. */
  readonly configFile: string | null;
}

/**
 * `off`: no metrics are served. `token`: `GET /metrics` on the main port, for `Authorization:
 * Bearer <token>`. `port`: a listener of its own (each process, a worker's included), which asks
 * for the token only when one is set.
 */
export type MetricsExposure =
  | { readonly kind: 'off' }
  | { readonly kind: 'token'; readonly token: string }
  | { readonly kind: 'port'; readonly port: number; readonly host: string; readonly token: string | null };

export type FilesStoreKind = 'local' | 's3';

export const filesStoreKinds: readonly FilesStoreKind[] = ['local', 's3'];

export type FilesStoreConfig =
  | { readonly kind: 'local' }
  | {
      readonly kind: 's3';
      readonly bucket: string;
      /** For S3-compatible servers (MinIO, …); null: AWS S3 in `region`. */
      readonly endpoint: string | null;
      readonly region: string;
      /** null: the AWS SDK's default credential chain (environment, profile, instance role). */
      readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | null;
      /** Put before every key; empty, or ending in `/`. */
      readonly prefix: string;
      readonly forcePathStyle: boolean;
    };

/** The settable fields, as they appear in a config file (camelCase) or `SPORA_*` variables. */
export interface SporaConfigInput {
  port?: number | string;
  host?: string;
  databaseUrl?: string;
  logLevel?: string;
  logFormat?: string;
  syncMode?: boolean | string;
  runtimeMode?: string;
  workerConcurrency?: number | string;
  loopThreads?: number | string;
  loopThreadNice?: number | string;
  databasePreparedStatements?: boolean | string;
  leaseSeconds?: number | string;
  llmTimeoutSeconds?: number | string;
  shutdownGraceSeconds?: number | string;
  secretKeyFile?: string;
  allowRegistration?: boolean | string;
  trustProxy?: boolean | string;
  skillsDirectory?: string;
  pluginsDir?: string;
  /** A list, or names separated by commas. */
  pluginPackages?: string | readonly string[];
  appDir?: string;
  publicUrl?: string;
  approvalLinkHours?: number | string;
  webhookDeliveryDays?: number | string;
  decisionArchiveDir?: string;
  filesDir?: string;
  /** Megabytes (1 MB = 1,048,576 bytes). */
  maxFileMegabytes?: number | string;
  maxMessageFiles?: number | string;
  /** Megabytes, for all of one message's files together. */
  maxMessageMegabytes?: number | string;
  /** CIDR ranges, as a list or separated by commas. */
  toolAllowedRanges?: readonly string[] | string;
  /** `local` or `s3`; the `s3*` fields apply to `s3` only. */
  filesStore?: string;
  s3Bucket?: string;
  s3Endpoint?: string;
  s3Region?: string;
  s3AccessKeyId?: string;
  s3SecretAccessKey?: string;
  s3Prefix?: string;
  /** True by default when `s3Endpoint` is set, false otherwise. */
  s3ForcePathStyle?: boolean | string;
  metricsToken?: string;
  metricsPort?: number | string;
  metricsHost?: string;
}

export const configDefaults = {
  port: 8080,
  host: '127.0.0.1',
  databaseUrl: 'sqlite:./data/spora.db',
  logLevel: 'info',
  logFormat: 'auto',
  syncMode: false,
  runtimeMode: 'server',
  workerConcurrency: 4,
  loopThreads: 'auto',
  loopThreadNice: 10,
  databasePreparedStatements: true,
  leaseSeconds: 60,
  llmTimeoutSeconds: 300,
  shutdownGraceSeconds: 30,
  allowRegistration: false,
  trustProxy: false,
  skillsDirectory: './skills',
  pluginsDir: './plugins',
  pluginPackages: [],
  appDir: './app',
  approvalLinkHours: 72,
  webhookDeliveryDays: 30,
  maxFileMegabytes: 25,
  maxMessageFiles: 10,
  maxMessageMegabytes: 50,
  toolAllowedRanges: [],
  filesStore: 'local',
  s3Region: 'us-east-1',
} as const satisfies Required<
  Omit<
    SporaConfigInput,
    | 'secretKeyFile'
    | 'publicUrl'
    | 'decisionArchiveDir'
    | 'filesDir'
    | 's3Bucket'
    | 's3Endpoint'
    | 's3AccessKeyId'
    | 's3SecretAccessKey'
    | 's3Prefix'
    | 's3ForcePathStyle'
    | 'metricsToken'
    | 'metricsPort'
    | 'metricsHost'
  >
>;

/** The key file of earlier versions, and still the default with PostgreSQL. */
export const sharedSecretKeyFile = './secrets/spora.key';

export const logLevels: readonly LogLevel[] = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];
