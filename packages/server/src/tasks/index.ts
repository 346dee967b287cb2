// The task read model: what the API, live events and agents over MCP show of a task. It reads the
// tables the orchestrator writes through the orchestrator's stored-format files, never through its
// index, which would bring in the loop.
export { type AutoRetryView, autoRetryView } from './auto-retry-view.js';
export {
  type BranchRequest,
  branchableStatuses,
  branchConversation,
  lastUserSequence,
} from './conversation-branch.js';
export { ConversationError, type ConversationErrorCode } from './conversation-error.js';
export {
  type ConversationExport,
  conversationMarkdown,
  type ExportedMessage,
  type ExportedToolCall,
  exportConversation,
  exportFileName,
} from './conversation-export.js';
export { type AnsweringModel, type ConversationFacts, loadConversationFacts } from './conversation-facts.js';
export { mentioning, searchTextMaxLength } from './conversation-search.js';
export { type ConversationChanges, changeConversation } from './conversation-settings.js';
export {
  conversationTitle,
  derivedTitle,
  loadConversationTitles,
  titleMaxLength,
} from './conversation-title.js';
export { listPausedTasks, type PausedTask, type PauseReason } from './paused-tasks.js';
export { taskDetailOnOneConnection } from './task-detail-on-one-connection.js';
export type { DelegationRelation, RelatedTask, TaskRelations } from './task-relations.js';
export {
  type ConversationSummaryView,
  conversationSummaryView,
  type HistoryRowView,
  historyRowView,
  type TaskSummaryView,
  type ToolCallDecisionView,
  type ToolCallView,
  taskSummaryView,
  toolCallView,
} from './task-views.js';
export { loadTurnUsage, type TurnUsageView } from './turn-usage.js';
export {
  type ConversationBranch,
  type TaskDetail,
  type TaskListFilter,
  type TaskListPage,
  type TaskTokenTotals,
  UserTasks,
} from './user-tasks.js';
