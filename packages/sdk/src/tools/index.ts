export { AbstractTool } from './abstract-tool.js';
export {
  type ArgumentError,
  formatArgumentErrors,
  validateToolArguments,
} from './argument-validation.js';
export type {
  ToolOperationOptions,
  ToolOptions,
  ToolParameterOptions,
  ToolParameterType,
  ToolSettingOption,
  ToolSettingOptions,
  ToolSettingReference,
  ToolSettingType,
} from './declarations.js';
export {
  type AnyClass,
  type ClassDecorator,
  Tool,
  ToolOperation,
  ToolParameter,
  ToolSetting,
} from './decorators.js';
export type {
  JsonObject,
  JsonPrimitive,
  JsonSchema,
  JsonSchemaType,
  JsonValue,
  ParametersSchema,
} from './json-schema.js';
export {
  defaultCategory,
  defaultDiscriminatorKey,
  getDeclaredSettings,
  getToolMetadata,
  type OperationMetadata,
  type ParameterMetadata,
  type SettingMetadata,
  type SettingOptionMetadata,
  type ToolMetadata,
} from './metadata.js';
export { assertValidToolName, displayNameFromToolName, isValidToolName, toolNamePattern } from './naming.js';
export { narrowParametersSchema, toProviderParametersSchema } from './operation-filter.js';
export {
  defaultOperationName,
  effectiveOperations,
  findOperation,
  resolveOperationName,
  type SelectedOperation,
  selectOperation,
  withOperation,
} from './operations.js';
export { buildParametersSchema } from './parameter-schema.js';
export { PrincipalContext, type PrincipalState } from './principal-context.js';
export type {
  EffectiveSettings,
  TaskFile,
  TaskFiles,
  TaskFileText,
  ToolContext,
  ToolFetch,
  ToolLogger,
} from './tool-context.js';
export type { ToolArguments, ToolInterface } from './tool-interface.js';
export { HasOperations, HasParameterSchema, type MixinBase } from './tool-mixins.js';
export {
  type ToolCredentialError,
  type ToolCredentialErrorCode,
  ToolResult,
  type ToolResultFile,
} from './tool-result.js';
