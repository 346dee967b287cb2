import type { ProcessKind, ServiceResolver } from '@spora/sdk';
import type {
  ApiTokens,
  FirstRunSetup,
  RateLimiter,
  SessionStore,
  UserAccounts,
  UserAdministration,
} from '../accounts/index.js';
import type { SingleSignOn } from '../accounts/sso/index.js';
import type { AgentService } from '../agents/index.js';
import type { AgentTemplates } from '../agents/templates/index.js';
import type { DecisionRecordRetention } from '../approvals/index.js';
import type { SporaConfig } from '../config/index.js';
import type { DatabaseConnection, MigrationSummary } from '../db/index.js';
import type { SqliteLockReleases } from '../db/sqlite-busy-retry.js';
import type { SqliteSignalScope } from '../db/thread-channel.js';
import type { EmailService } from '../email/index.js';
import type { AttachmentService, FileService } from '../files/index.js';
import type { LlmConfigurationActor, LlmConfigurationService, LlmDriverRegistry } from '../llm/index.js';
import type { Logger } from '../logging/logger.js';
import type { McpServers } from '../mcp/index.js';
import type { NotificationPreferences, NotificationStore } from '../notifications/index.js';
import type { Orchestrator } from '../orchestrator/index.js';
import type { PluginInventory } from '../plugins/index.js';
import type { LiveEvents, LiveEventsOptions } from '../realtime/index.js';
import type { PromptTemplates, Schedules } from '../schedules/index.js';
import type { FieldEncryption } from '../secrets/index.js';
import type { ToolSettingsCascade } from '../settings/index.js';
import type { SkillCatalogue } from '../skills/index.js';
import type { PlatformMetrics } from '../telemetry/metrics.js';
import type { ToolRegistry } from '../tools/index.js';
import type {
  ApprovalDeadlineRunner,
  DecisionRecordRetentionJob,
  ExtensionJobStore,
  TaskWorker,
} from '../worker/index.js';
import type { LoopThreads } from './loop-threads.js';

/**
 * The services every process kind (server, worker, CLI) shares: configuration, the database with
 * its migrations applied, the tool and driver registries, and the orchestrator. Opened once,
 * closed once.
 */
export interface Platform {
  readonly config: SporaConfig;
  readonly logger: Logger;
  readonly database: DatabaseConnection;
  readonly tools: ToolRegistry;
  readonly drivers: LlmDriverRegistry;
  /** Tool settings: schema defaults → global → user → agent, secrets encrypted. */
  readonly toolSettings: ToolSettingsCascade;
  /** Encrypts and decrypts stored secrets (tool settings, LLM configurations). */
  readonly encryption: FieldEncryption;
  readonly orchestrator: Orchestrator;
  /** Prometheus metrics: served by `GET /metrics`, or on their own port (`SPORA_METRICS_PORT`). */
  readonly metrics: PlatformMetrics;
  /** Where this process's own metrics listener answers (`SPORA_METRICS_PORT`); null without one. */
  readonly metricsUrl: string | null;
  /** Live updates: the event log the orchestrator records into, and the streams that follow it. */
  readonly liveEvents: LiveEvents;
  readonly notifications: NotificationStore;
  /** Which notifications reach each user, and by which channel. */
  readonly notificationPreferences: NotificationPreferences;
  /** SMTP settings, templates, the outbox and its sender, and the account mails. */
  readonly email: EmailService;
  /** Skills: project, then core, then plugin folders. */
  readonly skills: SkillCatalogue;
  readonly accounts: UserAccounts;
  /** The first run: the setup code `spora serve` prints, and the first administrator. */
  readonly setup: FirstRunSetup;
  /** Administrators managing other accounts. */
  readonly userAdministration: UserAdministration;
  /** OpenID Connect providers, the sign-in through them, and whether passwords still work. */
  readonly singleSignOn: SingleSignOn;
  readonly sessions: SessionStore;
  readonly apiTokens: ApiTokens;
  readonly rateLimiter: RateLimiter;
  readonly migrations: MigrationSummary;
  /** Plugins and the App: what loaded, what was refused and why, and their lifecycle events. */
  readonly plugins: PluginInventory;
  /** The service container, built: core services and what extensions registered. */
  readonly services: ServiceResolver;
  /** The template catalogue (core's, then the plugins'), template import and agent export. */
  readonly agentTemplates: AgentTemplates;
  /** MCP servers registered as tool sources, their pooled connections and their tools. */
  readonly mcpServers: McpServers;
  /** Users' uploaded files: rows in `files`, content by SHA-256 in `config.filesDir` or an S3 bucket. */
  readonly files: FileService;
  /** Files sent with messages: checked when sent, read for the model when a request is built. */
  readonly attachments: AttachmentService;
  /** The agents of one owner, every method scoped to them. */
  agentsOf(ownerUserId: number): AgentService;
  /** The LLM configurations one user sees and manages. */
  llmConfigurationsOf(actor: LlmConfigurationActor): LlmConfigurationService;
  /** One owner's prompt templates, per agent. */
  promptTemplatesOf(ownerUserId: number): PromptTemplates;
  /** One owner's schedules, per agent, with their occurrences and "run now". */
  schedulesOf(ownerUserId: number): Schedules;
  /** The App's and the plugins' scheduled jobs: when each is due and how its last run went. */
  readonly extensionJobs: ExtensionJobStore;
  /**
   * Approval deadlines: escalates or rejects calls that waited too long. Polled by workers and lease
   * reapers once started; `runDue()` is one pass (tests call it with a moved clock).
   */
  readonly approvalDeadlines: ApprovalDeadlineRunner;
  /** How long the decision record keeps rows; administrators set it. */
  readonly decisionRecordRetention: DecisionRecordRetention;
  /**
   * The decision record's retention job: archives months past the retention period. Run by workers
   * and lease reapers once started; `runOnce()` is one pass (tests call it with a moved clock).
   */
  readonly decisionRecordArchiving: DecisionRecordRetentionJob;
  /**
   * Starts a worker that runs queued tasks, and the extensions' scheduled jobs, in this process;
   * stopped by `close()`. With `processJobs` (the default) it also runs what one copy per process
   * does: schedules, approval deadlines, the retention jobs and the mail sender.
   */
  startWorker(options?: WorkerStartOptions): Promise<TaskWorker>;
  /**
   * For a process whose thread runs tasks without a worker (sync mode, client runtime mode, or the
   * main thread of a process whose loop runs on threads): requeues tasks whose run was cut short, so
   * they can be ticked or continued again, and with `queueDueRetries` queues the automatic retries
   * that are due; and runs what one copy per process does (schedules, approval deadlines, the
   * retention jobs, the mail sender). Stopped by `close()`.
   */
  startLeaseReaper(options?: { readonly queueDueRetries?: boolean }): void;
  /**
   * Runs the agent loop on threads of this process instead, one per entry, each running that many
   * tasks at once on a database connection of its own; stopped by `close()`. Needs the platform
   * opened with `sqliteSignalScope: 'threads'` on SQLite.
   */
  startLoopThreads(concurrencies: readonly number[]): Promise<LoopThreads>;
  close(): Promise<void>;
}

export interface OpenPlatformOptions {
  /** Apply pending migrations while opening (the default; `spora migrate` does it explicitly). */
  migrate?: boolean;
  /** Retention, pruning and heartbeat of live updates. */
  liveEvents?: Partial<LiveEventsOptions>;
  /** The process this is; extensions learn it from the lifecycle events. `server` by default. */
  processKind?: ProcessKind;
  /** The time now for approval deadlines and ID token checks; tests move it. The system clock by default. */
  clock?: () => Date;
  /**
   * Serve the metrics on a port of their own when configured (the default). A loop thread does
   * not: the main thread serves its series with its own.
   */
  metricsListener?: boolean;
  /** Whether the queue's and live events' signals on SQLite cross to loop threads; `process` by default. */
  sqliteSignalScope?: SqliteSignalScope;
  /** What the main thread logged loading the plugins, for a loop thread not to log it again. */
  extensionLinesLoggedElsewhere?: readonly string[];
  /** A loop thread's: the main thread's counter of SQLite write-lock releases (`SqliteLockReleases`). */
  sqliteLockReleases?: SqliteLockReleases;
  /** PostgreSQL: the most connections the platform's pool opens (10 by default). */
  databasePoolSize?: number;
  /**
   * PostgreSQL: the connections the pool keeps open through quiet spells (2 by default: the API's
   * requests, a decision's transaction and the answer's reads, find them warm).
   */
  databaseKeptConnections?: number;
  /** Called with every statement the platform's database runs (tests count a request's). */
  onDatabaseQuery?: (sql: string, parameters: readonly unknown[]) => void;
  /** Begins the lease owner of each run the orchestrator makes; random by default. */
  processId?: string;
}

export interface WorkerStartOptions {
  /** False for loop threads: their process's main thread runs those jobs (`startLeaseReaper`). */
  readonly processJobs?: boolean;
}
