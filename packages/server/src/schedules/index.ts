export { builtinVariables } from './builtin-variables.js';
export { maximumClaimAttempts, OccurrenceLeaseLost, OccurrenceStore } from './occurrence-store.js';
export { userNameOf } from './owned-agent.js';
export { type PromptTemplateInput, PromptTemplates, type RenderRequest } from './prompt-templates.js';
export {
  type FieldIssue,
  type FieldIssueCode,
  ScheduleError,
  type ScheduleErrorCode,
} from './schedule-error.js';
export type { ScheduleInput } from './schedule-input.js';
export { variablesOf } from './schedule-row.js';
export {
  type OccurrenceView,
  occurrenceView,
  previewedRuns,
  type ScheduleView,
  scheduleView,
} from './schedule-views.js';
export { ScheduledRunStarter, type StartOutcome } from './scheduled-run-starter.js';
export type { ScheduledTodayEntry } from './scheduled-today.js';
export { type RunNowResult, Schedules, type SchedulesDependencies } from './schedules.js';
export { renderTemplate, type TemplateVariable, valueIssues } from './template-rendering.js';
