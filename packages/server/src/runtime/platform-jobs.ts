import type { ServiceResolver } from '@spora/sdk';
import { DecisionRecordRetention } from '../approvals/index.js';
import type { SporaConfig } from '../config/index.js';
import type { DatabaseConnection } from '../db/index.js';
import type { EmailService } from '../email/index.js';
import type { Logger } from '../logging/logger.js';
import type { NotificationStore } from '../notifications/index.js';
import type { Orchestrator } from '../orchestrator/index.js';
import type { PluginInventory } from '../plugins/index.js';
import type { LiveEvents } from '../realtime/index.js';
import {
  ApprovalDeadlineRunner,
  DecisionRecordRetentionJob,
  defaultApprovalDeadlineRunnerOptions,
  defaultDecisionRecordRetentionJobOptions,
  defaultScheduleRunnerOptions,
  defaultSecurityLogRetentionJobOptions,
  defaultWebhookDeliveryRetentionJobOptions,
  defaultWorkerOptions,
  ExtensionJobRunner,
  ExtensionJobStore,
  type LeaseReaper,
  type QueueSignal,
  ScheduleRunner,
  SecurityLogRetentionJob,
  startLeaseReaper,
  TaskWorker,
  WebhookDeliveryRetentionJob,
} from '../worker/index.js';
import type { WorkerStartOptions } from './platform-interface.js';

/** What the platform's background jobs are built from. */
export interface PlatformJobsDeps {
  readonly config: SporaConfig;
  readonly logger: Logger;
  readonly database: DatabaseConnection;
  readonly orchestrator: Orchestrator;
  readonly notifications: NotificationStore;
  readonly liveEvents: LiveEvents;
  readonly email: EmailService;
  readonly plugins: PluginInventory;
  readonly services: ServiceResolver;
  readonly queueSignal: QueueSignal;
  readonly leaseTtlMs: number;
  /** The time now for approval deadlines and the retention job; the system clock by default. */
  readonly clock?: () => Date;
}

/**
 * The work a process runs beside its requests: the task worker, the extensions' scheduled jobs,
 * schedules, approval deadlines, the retention jobs of the decision record and the security log,
 * and the lease reaper. Each starts when the process asks for it, at most once, and stops with
 * `stop()`.
 */
export interface PlatformJobs {
  readonly extensionJobs: ExtensionJobStore;
  readonly approvalDeadlines: ApprovalDeadlineRunner;
  readonly decisionRecordRetention: DecisionRecordRetention;
  readonly decisionRecordArchiving: DecisionRecordRetentionJob;
  /** Wakes this process's worker, if it started one. */
  wakeWorker(): void;
  startWorker(options?: WorkerStartOptions): Promise<TaskWorker>;
  startLeaseReaper(options?: { readonly queueDueRetries?: boolean }): void;
  /** Stops the worker, the job and schedule runners, approval deadlines and the retention jobs. */
  stop(): Promise<void>;
  /** Stops the lease reaper; once the runs have been handed back (`stop()`). */
  stopLeaseReaper(): Promise<void>;
}

export function createPlatformJobs(deps: PlatformJobsDeps): PlatformJobs {
  const { config, logger, database, orchestrator, email, plugins, services, leaseTtlMs } = deps;
  let worker: TaskWorker | null = null;
  let leaseReaper: LeaseReaper | null = null;
  let jobRunner: ExtensionJobRunner | null = null;
  let scheduleRunner: ScheduleRunner | null = null;
  const extensionJobs = new ExtensionJobStore(database.db);
  // Sync and client modes have no worker, yet schedules still come due: their tasks are queued
  // (client mode: for the browser to tick) or, in sync mode, run where they are started.
  const startScheduleRunner = () => {
    scheduleRunner ??= new ScheduleRunner(database.db, orchestrator, logger, {
      ...defaultScheduleRunnerOptions,
      leaseTtlMs,
    });
    scheduleRunner.start();
  };
  const approvalDeadlines = new ApprovalDeadlineRunner(
    database.db,
    orchestrator.decisions,
    deps.notifications,
    deps.liveEvents.recorder,
    logger,
    {
      ...defaultApprovalDeadlineRunnerOptions,
      clock: deps.clock ?? defaultApprovalDeadlineRunnerOptions.clock,
    },
  );
  const decisionRecordRetention = new DecisionRecordRetention(database.db);
  const decisionRecordArchiving = new DecisionRecordRetentionJob(
    database.db,
    decisionRecordRetention,
    logger,
    {
      ...defaultDecisionRecordRetentionJobOptions,
      exportDirectory: config.decisionArchiveDir,
      clock: deps.clock ?? defaultDecisionRecordRetentionJobOptions.clock,
    },
  );
  const securityLogRetention = new SecurityLogRetentionJob(database.db, logger, {
    ...defaultSecurityLogRetentionJobOptions,
    clock: deps.clock ?? defaultSecurityLogRetentionJobOptions.clock,
  });
  const webhookDeliveryRetention = new WebhookDeliveryRetentionJob(database.db, logger, {
    ...defaultWebhookDeliveryRetentionJobOptions,
    days: config.webhookDeliveryDays,
    clock: deps.clock ?? defaultWebhookDeliveryRetentionJobOptions.clock,
  });
  return {
    extensionJobs,
    approvalDeadlines,
    decisionRecordRetention,
    decisionRecordArchiving,
    wakeWorker() {
      worker?.wake();
    },
    async startWorker({ processJobs = true } = {}) {
      if (worker) return worker;
      worker = new TaskWorker(database.db, database.engine, orchestrator, logger, {
        ...defaultWorkerOptions,
        concurrency: config.workerConcurrency,
        leaseTtlMs,
        shutdownGraceMs: config.shutdownGraceSeconds * 1000,
      });
      await worker.start(deps.queueSignal);
      jobRunner = new ExtensionJobRunner(extensionJobs, plugins.loaded(), services, logger, {
        pollIntervalMs: defaultWorkerOptions.pollIntervalMs,
        leaseTtlMs,
        newLeaseOwner: () => orchestrator.newLeaseOwner(),
      });
      await jobRunner.start();
      if (!processJobs) return worker;
      startScheduleRunner();
      approvalDeadlines.start();
      decisionRecordArchiving.start();
      securityLogRetention.start();
      webhookDeliveryRetention.start();
      email.sender.start();
      return worker;
    },
    startLeaseReaper(options = {}) {
      startScheduleRunner();
      approvalDeadlines.start();
      leaseReaper ??= startLeaseReaper(orchestrator, logger, {
        ...defaultWorkerOptions,
        leaseTtlMs,
        queueDueRetries: options.queueDueRetries === true,
      });
      email.sender.start();
      decisionRecordArchiving.start();
      securityLogRetention.start();
      webhookDeliveryRetention.start();
    },
    async stop() {
      await Promise.all([
        worker?.stop(),
        jobRunner?.stop(),
        scheduleRunner?.stop(),
        approvalDeadlines.stop(),
        decisionRecordArchiving.stop(),
        securityLogRetention.stop(),
        webhookDeliveryRetention.stop(),
      ]);
    },
    async stopLeaseReaper() {
      await leaseReaper?.stop();
    },
  };
}
