import { coreToolClasses } from './builtin/index.js';
import { ToolRegistry } from './tool-registry.js';

export { type AgentDirectory, hasAgentDirectory } from './agent-directory.js';
export {
  AgentTool,
  CalculatorTool,
  coreToolClasses,
  HandoverTool,
  ReadUrlTool,
  SkillTool,
  TimeTool,
  UserInfoTool,
} from './builtin/index.js';
export { DatabaseUserProfileReader } from './database-user-profile-reader.js';
export { parameterSchemasOf, type ToolParameterSchemas } from './operation-parameter-schemas.js';
export { hasSkillCatalogue, type SkillCatalogueContext } from './skill-catalogue-context.js';
export {
  type RegisteredTool,
  type ToolConstructor,
  type ToolOrigin,
  ToolRegistry,
  ToolRegistryError,
  type ToolRegistryErrorCode,
} from './tool-registry.js';
export { hasUserProfiles, type UserProfileContext, type UserProfileReader } from './user-profile-context.js';

/** A registry holding the core tools. */
export function createCoreToolRegistry(): ToolRegistry {
  const registry = new ToolRegistry();
  for (const ToolClass of coreToolClasses) registry.register({ kind: 'core' }, ToolClass);
  return registry;
}
export {
  hasTaskControl,
  type TaskControl,
  type TaskControlContext,
  type TaskControlRequest,
} from './task-control.js';
