export { type AgentActivity, agentActivityOf, idleActivity } from './agent-activity.js';
export type { AgentChange, AgentChangeRecorder } from './agent-change.js';
export {
  type AgentDirectoryCapabilityOptions,
  createAgentDirectoryCapability,
} from './agent-directory-capability.js';
export { AgentDirectoryService, type OperatorOnlyToolClasses } from './agent-directory-service.js';
export {
  type AgentField,
  type AgentFields,
  type AgentFieldsAudience,
  agentDescriptionMaxLength,
  agentNameMaxLength,
  maxStepsRange,
  readAgentFields,
  retryFieldMax,
} from './agent-fields.js';
export { listSharedAgents } from './agent-listing.js';
export { buildAgentManifest } from './agent-manifest.js';
export {
  type AgentListFilter,
  AgentService,
  type AgentServiceDependencies,
  type AgentTaskRemoval,
  type AgentToolRow,
} from './agent-service.js';
export { AgentServiceError, type AgentServiceErrorCode, type FieldErrors } from './agent-service-error.js';
export { AgentToolSettings } from './agent-tool-settings.js';
export { availableToolsPayload } from './available-tools.js';
export { readSlimAgentPayload, slimAgentFields } from './slim-agent-payload.js';
export { type PluginIconLookup, resolveToolIcon } from './tool-icon.js';
export {
  checkToolPlan,
  type OperationFlag,
  type OperationFlagsPatch,
  type OperationPlan,
  parseToolPlan,
  type ToolPlanEntry,
} from './tool-plan.js';
export { declaredDefaultsReader, type ToolSettingsReader } from './tool-settings-reader.js';
export {
  type OperationStatus,
  resolveToolStatus,
  type StoredOperationFlags,
  type ToolStatus,
} from './tool-status.js';
