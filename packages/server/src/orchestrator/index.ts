export type { BudgetAllowance } from './actions/budget-actions.js';
export type { OverdueCall } from './actions/deadline-rejection.js';
export { type CallReconciliation, reconciledResultLimit } from './actions/reconcile-actions.js';
export type { AgentToolset, EnabledTool } from './agent-toolset.js';
export { loadAgentToolset } from './agent-toolset.js';
export { autoRetryableCodes, friendlyFailureMessages, type TaskErrorCode } from './failure-messages.js';
export { type HistoryEntry, loadHistory, type NewHistoryEntry, type SystemMarker } from './history.js';
export type { AppendableHistoryRole, HistoryMessageContext } from './history-message-context.js';
export { historyToMessages } from './history-to-messages.js';
export { type LeaseHeartbeatOptions, startLeaseHeartbeat } from './lease-heartbeat.js';
export { type NewTaskRequest, queuedTaskValues } from './new-task.js';
export {
  type ApprovalDecision,
  type ExecutionMode,
  maxStepsLimit,
  Orchestrator,
  type OrchestratorDependencies,
  type StartOptions,
} from './orchestrator.js';
export { type PendingCall, readPendingCalls } from './pending-state.js';
export { allowedTaskActions, type TaskAction, taskActions } from './task-actions.js';
export { parseTaskData, type TaskData } from './task-data.js';
export type { TaskDecisions } from './task-decisions.js';
export type { HeldText, TaskChange, TaskDeletion, TaskEventRecorder, TaskTextStream } from './task-events.js';
export {
  claimNextQueuedTask,
  claimTask,
  extendLease,
  queueDueRetries,
  reapExpiredLeases,
} from './task-leases.js';
export {
  defaultSystemPrompt,
  type LlmDriverProvider,
  type TaskRunDependencies,
  type TaskRunOptions,
} from './task-run.js';
export {
  abortableStatuses,
  continuableStatuses,
  isSettled,
  OrchestratorError,
  type OrchestratorErrorCode,
  quiescentStatuses,
  type TaskStatus,
  terminalStatuses,
} from './task-status.js';
export { taskTransitions } from './task-transitions.js';
export {
  type DecisionToRecord,
  latestDecisionByCall,
  loadDecisions,
} from './tool-call-decisions.js';
export {
  type CoreCapabilitySite,
  declaredDefaultSettings,
  refuseNetwork,
  type ToolEnvironment,
} from './tool-execution.js';
