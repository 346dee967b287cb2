/**
 * What validation, the catalogue and export report about a template. An `error` makes the
 * template unusable; a `warning` is something the operator should know before importing; `info`
 * says what an export left out. `docs/agent-templates.md` documents every code.
 */
export type TemplateIssueCode =
  // The template as a document
  | 'TEMPLATE_NOT_OBJECT'
  | 'TEMPLATE_PARSE_ERROR'
  | 'FIELD_REQUIRED'
  | 'FIELD_UNKNOWN'
  | 'FIELD_INVALID'
  // Catalogue files
  | 'ID_NAMESPACE_MISMATCH'
  | 'TEMPLATE_ID_DUPLICATE'
  // Tools, operations and settings, against what this server has installed
  | 'TOOL_UNKNOWN'
  | 'TOOL_DUPLICATE'
  | 'TOOL_PLUGIN_MISSING'
  | 'TOOL_NEEDS_CONFIGURATION'
  | 'OPERATION_UNKNOWN'
  | 'OPERATION_DUPLICATE'
  | 'SETTING_UNKNOWN'
  | 'SETTING_INVALID'
  | 'SETTING_SECRET_FORBIDDEN'
  | 'PLUGIN_MISSING'
  | 'SYSTEM_PROMPT_MISSING'
  // Export
  | 'SECRET_SETTING_OMITTED'
  | 'SETTINGS_OMITTED'
  | 'OPERATION_OMITTED';

export type TemplateIssueSeverity = 'error' | 'warning' | 'info';

export interface TemplateIssue {
  readonly code: TemplateIssueCode;
  readonly severity: TemplateIssueSeverity;
  readonly message: string;
  /** Where in the template, as `tools[0].operations[1].name`; absent for the template as a whole. */
  readonly path?: string;
}

export function templateError(code: TemplateIssueCode, message: string, path?: string): TemplateIssue {
  return issue(code, 'error', message, path);
}

export function templateWarning(code: TemplateIssueCode, message: string, path?: string): TemplateIssue {
  return issue(code, 'warning', message, path);
}

export function templateInfo(code: TemplateIssueCode, message: string, path?: string): TemplateIssue {
  return issue(code, 'info', message, path);
}

function issue(
  code: TemplateIssueCode,
  severity: TemplateIssueSeverity,
  message: string,
  path: string | undefined,
): TemplateIssue {
  return path === undefined ? { code, severity, message } : { code, severity, message, path };
}
