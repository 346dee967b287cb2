export {
  ApprovalDeadlineRunner,
  type ApprovalDeadlineRunnerOptions,
  type DeadlineAct,
  defaultApprovalDeadlineRunnerOptions,
} from './approval-deadline-runner.js';
export {
  DecisionRecordRetentionJob,
  type DecisionRecordRetentionJobOptions,
  defaultDecisionRecordRetentionJobOptions,
} from './decision-record-retention-job.js';
export { ExtensionJobRunner, type ExtensionJobRunnerOptions } from './extension-job-runner.js';
export { type ExtensionJobRow, ExtensionJobStore, type JobDeclaration } from './extension-job-store.js';
export { type LeaseReaper, type LeaseReaperOptions, startLeaseReaper } from './lease-reaper.js';
export { createQueueSignal, type QueueSignal } from './queue-signal.js';
export {
  defaultScheduleRunnerOptions,
  ScheduleRunner,
  type ScheduleRunnerOptions,
} from './schedule-runner.js';
export {
  defaultSecurityLogRetentionJobOptions,
  SecurityLogRetentionJob,
  type SecurityLogRetentionJobOptions,
} from './security-log-retention-job.js';
export { TaskWorker } from './task-worker.js';
export { defaultWorkerOptions, type TaskWorkerOptions } from './task-worker-options.js';
export {
  defaultWebhookDeliveryRetentionJobOptions,
  WebhookDeliveryRetentionJob,
  type WebhookDeliveryRetentionJobOptions,
} from './webhook-delivery-retention-job.js';
