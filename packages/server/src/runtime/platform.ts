import { coreServices, type ProcessKind, type ServiceResolver } from '@spora/sdk';
import {
  ApiTokens,
  FirstRunSetup,
  RateLimiter,
  SessionStore,
  UserAccounts,
  UserAdministration,
} from '../accounts/index.js';
import { SingleSignOn } from '../accounts/sso/index.js';
import { AgentService, createAgentDirectoryCapability } from '../agents/index.js';
import { AgentTemplates, coreAgentTemplateSource } from '../agents/templates/index.js';
import type { DecisionRecordRetention } from '../approvals/index.js';
import type { SporaConfig } from '../config/index.js';
import { credentialResume } from '../credentials/credential-resume.js';
import {
  type DatabaseConnection,
  type MigrationSummary,
  migrateToLatest,
  openDatabase,
} from '../db/index.js';
import { EmailService, OutboxAgentMail } from '../email/index.js';
import { AttachmentService, FileService, fileStoreFromConfig, ToolFiles } from '../files/index.js';
import {
  createCoreDriverRegistry,
  createLlmDriverProvider,
  type LlmConfigurationActor,
  LlmConfigurationService,
  type LlmDriverRegistry,
} from '../llm/index.js';
import type { Logger } from '../logging/logger.js';
import { type McpServers, mcpToolPrefix } from '../mcp/index.js';
import { createSafeFetch } from '../network/index.js';
import { NotificationDelivery, NotificationPreferences, NotificationStore } from '../notifications/index.js';
import { Orchestrator } from '../orchestrator/index.js';
import {
  ExtensionTaskControl,
  ExtensionToolSettings,
  loadExtensions,
  type PluginInventory,
} from '../plugins/index.js';
import { defaultLiveEventsOptions, LiveEvents, type LiveEventsOptions } from '../realtime/index.js';
import { PromptTemplates, Schedules } from '../schedules/index.js';
import { FieldEncryption, loadSecretKey, reportSecretKey } from '../secrets/index.js';
import { settingsSubjectOf, ToolSettingsCascade } from '../settings/index.js';
import { SkillCatalogue, skillSourcesFor } from '../skills/index.js';
import { PlatformMetrics } from '../telemetry/metrics.js';
import { type MetricsListener, startMetricsListener } from '../telemetry/metrics-listener.js';
import { createCoreToolRegistry, DatabaseUserProfileReader, type ToolRegistry } from '../tools/index.js';
import {
  type ApprovalDeadlineRunner,
  createQueueSignal,
  type DecisionRecordRetentionJob,
  type ExtensionJobStore,
  type TaskWorker,
} from '../worker/index.js';
import { createPlatformJobs } from './platform-jobs.js';
import { startMcpServers } from './platform-mcp.js';

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
   * stopped by `close()`.
   */
  startWorker(): Promise<TaskWorker>;
  /**
   * For a process that runs tasks without a worker (sync mode, client runtime mode): requeues
   * tasks whose run was cut short, so they can be ticked or continued again, and with
   * `queueDueRetries` queues the automatic retries that are due; stopped by `close()`.
   */
  startLeaseReaper(options?: { readonly queueDueRetries?: boolean }): void;
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
}

export async function openPlatform(
  config: SporaConfig,
  logger: Logger,
  options: OpenPlatformOptions = {},
): Promise<Platform> {
  const database = openDatabase(config.database, {
    onConnectionError: (error) =>
      logger.warn({ err: error }, 'a database connection was lost; the next query opens a new one'),
  });
  let metricsListener: MetricsListener | null = null;
  try {
    const migrations =
      options.migrate === false ? { applied: [] } : await migrateToLatest(database.db, database.engine);
    if (migrations.applied.length > 0) logger.info({ applied: migrations.applied }, 'database migrated');
    const tools = createCoreToolRegistry();
    const drivers = createCoreDriverRegistry();
    const { plugins, services } = await loadExtensions({
      locations: config,
      processKind: options.processKind ?? 'server',
      database,
      tools,
      drivers,
      toolFetch: createSafeFetch({ allowedRanges: config.toolAllowedRanges }),
      logger,
      migrate: options.migrate !== false,
      // Resolved only once the platform is open, when the orchestrator and the settings exist.
      drivingServices: {
        tasks: () => new ExtensionTaskControl({ db: database.db, orchestrator }),
        toolSettings: () => new ExtensionToolSettings({ db: database.db, tools, settings: toolSettings }),
      },
    });
    const secretKey = loadSecretKey({
      keyFile: config.secretKeyFile,
      previousKeyFile: config.previousSecretKeyFile,
      databaseFile: config.database.kind === 'sqlite' ? config.database.path : null,
    });
    reportSecretKey(logger, secretKey);
    const encryption = new FieldEncryption(secretKey);
    const fileStore = await fileStoreFromConfig(config);
    const files = new FileService({ database, store: fileStore, maxBytes: config.maxFileBytes });
    const attachments = new AttachmentService({
      database,
      store: fileStore,
      limits: { maxFiles: config.maxMessageFiles, maxBytes: config.maxMessageBytes },
    });
    // Saving a tool's settings resumes tasks waiting for them; the hook exists once the orchestrator does.
    const toolSettings = new ToolSettingsCascade(database, encryption, (trx, saved) =>
      credentialSaved(trx, saved),
    );
    const userProfiles = new DatabaseUserProfileReader(database.db);
    const skills = new SkillCatalogue({
      sources: skillSourcesFor({
        projectDirectory: config.skillsDirectory,
        plugins: plugins
          .loaded()
          .flatMap(({ slug, declarations }) =>
            declarations.skillPaths.map((directory) => ({ source: slug, directory })),
          ),
      }),
    });
    const sessions = new SessionStore(database.db);
    const email = new EmailService({
      db: database.db,
      config,
      encryption,
      logger,
      sessions,
      secretKey,
      approvalLinkLifetimeMs: config.approvalLinkHours * 60 * 60_000,
      templateSources: plugins
        .loaded()
        .flatMap(({ slug, declarations }) =>
          declarations.emailTemplatePaths.map((directory) => ({ source: slug, directory })),
        ),
    });
    const notificationDelivery = new NotificationDelivery(email.notifications);
    const sendEmailTool = tools.get('core/SendEmailTool');
    // Only the administrators' layer decides whom agents may e-mail; users and agents can narrow it.
    const agentMail = new OutboxAgentMail(database.db, email.mailer, async () =>
      sendEmailTool
        ? (await toolSettings.readLayer({ layer: 'global' }, settingsSubjectOf(sendEmailTool)))
            .allowed_domains
        : '',
    );
    const liveEvents = new LiveEvents(
      config.database,
      database,
      logger,
      { ...defaultLiveEventsOptions, ...options.liveEvents },
      notificationDelivery,
    );
    const metrics = new PlatformMetrics({
      db: database.db,
      // The database's figures come from API processes only, so workers do not repeat them.
      reportsDatabase: (options.processKind ?? 'server') === 'server',
      liveSubscribers: () => liveEvents.subscriberCount,
    });
    // Every serving process has its own listener; commands (`spora migrate` …) have none. Opened
    // before the MCP servers and the plugins start, so a port in use stops the start before them.
    if (config.metrics.kind === 'port' && options.processKind !== 'cli') {
      metricsListener = await startMetricsListener(metrics, config.metrics, logger);
    }
    const mcpServers = await startMcpServers({
      config,
      logger,
      database,
      encryption,
      tools,
      liveEvents,
      notificationDelivery,
      // Called only once the platform is open, when the orchestrator exists.
      connected: (server, userId) =>
        orchestrator.resumeAwaitingConnection(userId, mcpToolPrefix(server.slug)),
    });
    const agentDirectory = createAgentDirectoryCapability(database, tools, {
      settings: toolSettings,
      pluginIconFor: plugins.iconFor,
      changes: liveEvents.agentRecorder,
    });
    const queueSignal = createQueueSignal(config.database, database.db, logger);
    const leaseTtlMs = config.leaseSeconds * 1000;
    const orchestrator = new Orchestrator({
      db: database.db,
      tools,
      drivers: metrics.llm.measured(
        createLlmDriverProvider(drivers, {
          encryption,
          defaultTimeoutMs: config.llmTimeoutSeconds * 1000,
        }),
      ),
      toolEnvironment: {
        http: services.resolve(coreServices.toolFetch),
        settingsFor: (tool, agentId, principal) =>
          toolSettings.getEffectiveSettings(settingsSubjectOf(tool), agentId, principal.ownerUserId),
        agentNames: (ids, ownerUserId) => toolSettings.agentNames(ids, ownerUserId),
        coreCapabilities: (site) => ({ userProfiles, skills, agentMail, ...agentDirectory(site) }),
        logger,
        timeoutMs: 300_000,
        services,
        files: new ToolFiles({ database, store: fileStore, files }),
        metrics: metrics.loop,
      },
      metrics: metrics.loop,
      logger,
      leaseTtlMs,
      toolConcurrency: 4,
      // Called only once the platform's jobs exist.
      onQueued: () => {
        jobs.wakeWorker();
        queueSignal.notify();
      },
      onStopped: (leaseOwner) => queueSignal.notifyStopped(leaseOwner),
      events: liveEvents.recorder,
      attachments,
      mode: config.syncMode ? 'sync' : 'worker',
    });
    // Saving a key queues the tasks that waited for it; they run here (sync mode) or on a worker.
    const credentialSaved = credentialResume({
      events: liveEvents.recorder,
      queued: (taskIds) => orchestrator.driveQueued(taskIds),
    });
    let closing: Promise<void> | null = null;
    const accounts = new UserAccounts(database.db);
    const notifications = new NotificationStore(
      database.db,
      liveEvents.notificationRecorder,
      notificationDelivery,
    );
    const jobs = createPlatformJobs({
      config,
      logger,
      database,
      orchestrator,
      notifications,
      liveEvents,
      email,
      plugins,
      services,
      queueSignal,
      leaseTtlMs,
      clock: options.clock,
    });
    await plugins.boot(services);
    return {
      config,
      logger,
      database,
      tools,
      drivers,
      toolSettings,
      encryption,
      orchestrator,
      metrics,
      metricsUrl: metricsListener?.url ?? null,
      liveEvents,
      notifications,
      notificationPreferences: new NotificationPreferences(database.db),
      email,
      skills,
      accounts,
      setup: new FirstRunSetup(database.db, accounts),
      userAdministration: new UserAdministration(database, (hashes) => attachments.releaseBlobs(hashes)),
      singleSignOn: new SingleSignOn(database.db, encryption, options.clock),
      sessions,
      apiTokens: new ApiTokens(database.db),
      rateLimiter: new RateLimiter(database.db),
      migrations,
      plugins,
      services,
      agentTemplates: new AgentTemplates({
        database,
        tools,
        settings: toolSettings,
        encryption,
        sources: [
          coreAgentTemplateSource,
          ...plugins
            .loaded()
            .flatMap(({ slug, declarations }) =>
              declarations.agentTemplatePaths.map((directory) => ({ source: slug, directory })),
            ),
        ],
        knownPluginSlugs: () => plugins.loaded().map(({ slug }) => slug),
        agentChanges: liveEvents.agentRecorder,
      }),
      extensionJobs: jobs.extensionJobs,
      approvalDeadlines: jobs.approvalDeadlines,
      decisionRecordRetention: jobs.decisionRecordRetention,
      decisionRecordArchiving: jobs.decisionRecordArchiving,
      mcpServers,
      attachments,
      files,
      agentsOf: (ownerUserId) =>
        new AgentService(
          {
            database,
            tools,
            settings: toolSettings,
            taskRemoval: orchestrator,
            changes: liveEvents.agentRecorder,
          },
          ownerUserId,
        ),
      promptTemplatesOf: (ownerUserId) => new PromptTemplates(database.db, ownerUserId),
      schedulesOf: (ownerUserId) => new Schedules({ db: database.db, orchestrator }, ownerUserId),
      llmConfigurationsOf: (actor) =>
        new LlmConfigurationService({ database, drivers, encryption, credentialSaved }, actor),
      startWorker: () => jobs.startWorker(),
      startLeaseReaper: (options) => jobs.startLeaseReaper(options),
      close() {
        closing ??= (async () => {
          // Runs hand their tasks back gracefully, a worker's and those of sync-mode requests alike.
          await Promise.all([
            jobs.stop(),
            email.sender.stop(),
            email.accounts.settled(),
            orchestrator.stopLocalRunsGracefully(config.shutdownGraceSeconds * 1000),
          ]);
          await jobs.stopLeaseReaper();
          await metricsListener?.close();
          await mcpServers.close();
          await liveEvents.close();
          await database.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await metricsListener?.close();
    await database.close();
    throw error;
  }
}
