export type {
  AgentTemplateSource,
  CatalogueTemplate,
} from './agent-template-catalogue.js';
export { AgentTemplateError, type AgentTemplateErrorCode } from './agent-template-error.js';
export { type AgentTemplateExport, exportedTemplateVersion } from './agent-template-exporter.js';
export type { ImportedAgent, ImportedTool } from './agent-template-importer.js';
export {
  type AgentTemplate,
  type AgentTemplateOperation,
  AgentTemplateSchema,
  type AgentTemplateTool,
  agentTemplateJsonSchema,
  templateCategories,
} from './agent-template-schema.js';
export type {
  CheckedTemplate,
  ResolvedTemplateTool,
  TemplateValidation,
} from './agent-template-validator.js';
export {
  AgentTemplates,
  type AgentTemplatesDependencies,
  type CatalogueTemplateReport,
  type TemplateImport,
  type TemplateRequest,
} from './agent-templates.js';
export { coreAgentTemplateSource } from './core-template-source.js';
export type { TemplateIssue, TemplateIssueCode, TemplateIssueSeverity } from './template-issue.js';
