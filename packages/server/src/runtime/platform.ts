import { coreServices } from '@spora/sdk';
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
import type { SporaConfig } from '../config/index.js';
import { credentialResume } from '../credentials/credential-resume.js';
import { migrateToLatest, openDatabase } from '../db/index.js';
import { newSqliteLockReleases } from '../db/sqlite-busy-retry.js';
import { EmailService, OutboxAgentMail } from '../email/index.js';
import { AttachmentService, FileService, fileStoreFromConfig, ToolFiles } from '../files/index.js';
import { createCoreDriverRegistry, createLlmDriverProvider, LlmConfigurationService } from '../llm/index.js';
import type { Logger } from '../logging/logger.js';
import { mcpToolPrefix } from '../mcp/index.js';
import { createSafeFetch } from '../network/index.js';
import { NotificationDelivery, NotificationPreferences, NotificationStore } from '../notifications/index.js';
import { Orchestrator } from '../orchestrator/index.js';
import { ExtensionTaskControl, ExtensionToolSettings, loadExtensions } from '../plugins/index.js';
import { defaultLiveEventsOptions, LiveEvents } from '../realtime/index.js';
import { PromptTemplates, Schedules } from '../schedules/index.js';
import { FieldEncryption, loadSecretKey, reportSecretKey } from '../secrets/index.js';
import { settingsSubjectOf, ToolSettingsCascade } from '../settings/index.js';
import { SkillCatalogue, skillSourcesFor } from '../skills/index.js';
import { PlatformMetrics } from '../telemetry/metrics.js';
import { type MetricsListener, startMetricsListener } from '../telemetry/metrics-listener.js';
import { createCoreToolRegistry, DatabaseUserProfileReader } from '../tools/index.js';
import { createQueueSignal } from '../worker/index.js';
import { handBackRunsOf } from './loop-thread-runs.js';
import { type LoopThreads, startLoopThreads } from './loop-threads.js';
import type { OpenPlatformOptions, Platform } from './platform-interface.js';
import { createPlatformJobs } from './platform-jobs.js';
import { catchUpMcpTools, startMcpServers } from './platform-mcp.js';

export async function openPlatform(
  config: SporaConfig,
  logger: Logger,
  options: OpenPlatformOptions = {},
): Promise<Platform> {
  const sqliteSignalScope = options.sqliteSignalScope ?? 'process';
  // Made by the main thread of a process with loop threads, which hand it on to theirs.
  const sqliteLockReleases =
    options.sqliteLockReleases ?? (sqliteSignalScope === 'threads' ? newSqliteLockReleases() : null);
  const database = openDatabase(config.database, {
    onConnectionError: (error) =>
      logger.warn({ err: error }, 'a database connection was lost; the next query opens a new one'),
    ...(sqliteLockReleases && { sqliteLockReleases }),
    ...(options.databasePoolSize !== undefined && { maxConnections: options.databasePoolSize }),
    keptConnections: options.databaseKeptConnections ?? 2,
    ...(options.onDatabaseQuery && { onQuery: options.onDatabaseQuery }),
  });
  let metricsListener: MetricsListener | null = null;
  try {
    const migrations =
      options.migrate === false ? { applied: [] } : await migrateToLatest(database.db, database.engine);
    if (migrations.applied.length > 0) {
      // A first start applies every migration: their count and range read better than the list.
      const { applied } = migrations;
      logger.info({ count: applied.length, first: applied[0], last: applied.at(-1) }, 'database migrated');
      logger.debug({ applied }, 'migrations applied');
    }
    const tools = createCoreToolRegistry();
    const drivers = createCoreDriverRegistry();
    const extensions = await loadExtensions({
      locations: config,
      processKind: options.processKind ?? 'server',
      database,
      tools,
      drivers,
      toolFetch: createSafeFetch({ allowedRanges: config.toolAllowedRanges }),
      logger,
      migrate: options.migrate !== false,
      linesLoggedElsewhere: new Set(options.extensionLinesLoggedElsewhere ?? []),
      // Resolved only once the platform is open, when the orchestrator and the settings exist.
      drivingServices: {
        tasks: () => new ExtensionTaskControl({ db: database.db, orchestrator }),
        toolSettings: () => new ExtensionToolSettings({ db: database.db, tools, settings: toolSettings }),
      },
    });
    const { plugins, services } = extensions;
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
      sqliteSignalScope,
    );
    const metrics = new PlatformMetrics({
      db: database.db,
      // The database's figures come from API processes only, so workers do not repeat them.
      reportsDatabase: (options.processKind ?? 'server') === 'server',
      liveSubscribers: () => liveEvents.subscriberCount,
      log: logger,
    });
    // Every serving process has its own listener; commands (`spora migrate` …) have none. Opened
    // before the MCP servers and the plugins start, so a port in use stops the start before them.
    if (
      config.metrics.kind === 'port' &&
      options.processKind !== 'cli' &&
      options.metricsListener !== false
    ) {
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
    const queueSignal = createQueueSignal(config.database, database.db, logger, sqliteSignalScope);
    const leaseTtlMs = config.leaseSeconds * 1000;
    const orchestrator = new Orchestrator({
      ...(options.processId !== undefined && { processId: options.processId }),
      db: database.db,
      tools,
      catchUpTools: catchUpMcpTools(mcpServers),
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
    // Kept from the start on, so that a close during the threads' start stops them once started.
    let loopThreads: Promise<LoopThreads> | null = null;
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
      startWorker: (options) => jobs.startWorker(options),
      startLeaseReaper: (options) => jobs.startLeaseReaper(options),
      startLoopThreads(concurrencies) {
        loopThreads ??= startLoopThreads(config, concurrencies, logger, {
          shared: {
            extensionLogLines: extensions.logLines,
            sqliteLockReleases,
            processKind: options.processKind === 'worker' ? 'worker' : 'server',
          },
          // Its runs are over: taken over now, not once their leases lapse.
          ended: (processId) => handBackRunsOf(database.db, orchestrator, processId),
        }).then((started) => {
          metrics.includeThreads(() => started.metrics());
          return started;
        });
        return loopThreads;
      },
      close() {
        closing ??= (async () => {
          // Runs hand their tasks back gracefully, a worker's, loop threads' and those of sync-mode
          // requests alike.
          await Promise.all([
            loopThreads?.then(
              (started) => started.stop(),
              () => {},
            ),
            jobs.stop(),
            email.sender.stop(),
            email.accounts.settled(),
            orchestrator.stopLocalRunsGracefully(config.shutdownGraceSeconds * 1000),
          ]);
          await jobs.stopLeaseReaper();
          queueSignal.close();
          await metricsListener?.close();
          await mcpServers.close();
          await liveEvents.close();
          fileStore.close();
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
