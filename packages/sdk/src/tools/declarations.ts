import type { JsonSchema, JsonValue } from './json-schema.js';

/** What `@Tool` declares: the tool's identity as the model and the UI see it. */
export interface ToolOptions {
  /** LLM-facing snake_case name, `/^[a-z][a-z0-9_]*$/`. */
  name: string;
  /** Sent to the model as the function description. */
  description: string;
  /** Human name for the UI; derived from `name` when omitted. */
  displayName?: string;
  /** UI grouping; `general` when omitted. */
  category?: string;
  /** Kebab-case key from the bundled icon palette. */
  icon?: string;
}

/** What `@ToolOperation` declares: one operation with its enablement and approval defaults. */
export interface ToolOperationOptions {
  name: string;
  description: string;
  /** Default true. */
  enabledByDefault?: boolean;
  /** Default false. */
  requiresApprovalByDefault?: boolean;
  /**
   * Default false. True when the operation only reads: it changes nothing outside its own result,
   * so running it twice is as good as once. The loop then records the call together with its
   * result instead of marking it executing first, and after a crash simply runs it again; an
   * operation with effects is never run twice.
   */
  readOnly?: boolean;
  /** The argument that selects the operation; default `action`. The first operation's key is used. */
  discriminatorKey?: string;
}

export type ToolParameterType = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';

/** What `@ToolParameter` declares: one argument the model sends. */
export interface ToolParameterOptions {
  name: string;
  type: ToolParameterType;
  description: string;
  /**
   * `true` (the default) or `false`, or a list of operation names that binds the parameter to those
   * operations only. An empty list counts as `true`. A parameter with a `default` is never required.
   */
  required?: boolean | readonly string[];
  default?: JsonValue;
  enum?: readonly (string | number)[];
  minimum?: number;
  maximum?: number;
  format?: string;
  items?: JsonSchema;
}

export type ToolSettingType = 'text' | 'password' | 'select' | 'toggle' | 'textarea' | 'multi-select';

export type ToolSettingOption = string | { readonly value: string; readonly label: string };

/** What `@ToolSetting` declares: a configurable value, stored per tool class. */
export interface ToolSettingOptions {
  /** Bare field name (`api_key`), scoped to the declaring tool class. */
  key: string;
  label: string;
  type: ToolSettingType;
  description?: string;
  default?: JsonValue;
  required?: boolean;
  /** Choices for `select` and `multi-select`. */
  options?: readonly ToolSettingOption[];
  /** A regular expression the value must match. */
  validation?: string;
  /** Include the effective value in the tool description sent to the model. Default false. */
  exposeToLlm?: boolean;
  /**
   * Where a settings form finds the choices known only at run time: a path of the REST API below
   * `/api/v1`, e.g. `/skills?select=name,description`.
   */
  dataSource?: string;
  /**
   * What the values name. `agent`: a multi-select of agent ids; a layer may store only ids of
   * agents its owner owns, and ids are stored as integers.
   */
  resolveAs?: ToolSettingReference;
}

/** The kinds of record a setting's values may name. */
export type ToolSettingReference = 'agent';

export const toolSettingTypes: readonly ToolSettingType[] = [
  'text',
  'password',
  'select',
  'toggle',
  'textarea',
  'multi-select',
];

export const toolParameterTypes: readonly ToolParameterType[] = [
  'string',
  'number',
  'integer',
  'boolean',
  'array',
  'object',
];
