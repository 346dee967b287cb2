import { effectiveOperations } from '@spora/sdk';
import Type, { type Static } from 'typebox';
import { resolveToolIcon } from '../../agents/index.js';
import { parameterSchemasOf, type RegisteredTool } from '../../tools/index.js';
import { Nullable } from './common.js';
import { named } from './named.js';

export function iconOf(tool: RegisteredTool): string | null {
  return resolveToolIcon(tool, () => (tool.origin.kind === 'core' ? null : (tool.origin.icon ?? null)));
}

/**
 * `{toolId}` in a path: the model-facing tool name, plain for core tools (`calculator`) and
 * `slug:name` for plugin tools; a plugin tool's bare name also works while no other plugin
 * tool has it (see `toolNamed`).
 */
export const ToolId = Type.String({
  minLength: 1,
  maxLength: 200,
  description:
    "The tool's model-facing name (`calculator`, `slug:name`), or a plugin tool's bare name when only one plugin tool has it (else 409 TOOL_NAME_AMBIGUOUS)",
});

/** A tool as an agent's list names it. */
export const ToolReference = Type.Object(
  { tool_class: Type.String(), tool_name: Type.String(), icon: Nullable(Type.String()) },
  { additionalProperties: false, ...named('ToolReference') },
);

export type ToolReferenceView = Static<typeof ToolReference>;

export function toToolReference(tool: RegisteredTool): ToolReferenceView {
  return { tool_class: tool.toolClass, tool_name: tool.llmName, icon: iconOf(tool) };
}

const SettingDeclaration = Type.Object(
  {
    key: Type.String(),
    label: Type.String(),
    type: Type.Enum(['text', 'password', 'select', 'toggle', 'textarea', 'multi-select']),
    description: Nullable(Type.String()),
    default: Type.Unknown(),
    required: Type.Boolean(),
    options: Type.Array(
      Type.Object({ value: Type.String(), label: Type.String() }, { additionalProperties: false }),
    ),
    validation: Nullable(Type.String()),
    expose_to_llm: Type.Boolean(),
    /** Where the choices of a `select` or `multi-select` come from at run time (a path below `/api/v1`). */
    data_source: Nullable(Type.String()),
  },
  { additionalProperties: false, ...named('ToolSettingDeclaration') },
);

/** A JSON Schema (2020-12) object schema of a call's arguments. */
const ParameterSchema = (description: string) => Type.Record(Type.String(), Type.Unknown(), { description });

const OperationDeclaration = Type.Object(
  {
    name: Type.String(),
    description: Type.String(),
    enabled_by_default: Type.Boolean(),
    requires_approval_by_default: Type.Boolean(),
    read_only: Type.Boolean({
      description:
        'The operation only reads: it changes nothing outside its result, so a call the worker was running when it stopped is simply run again',
    }),
    parameter_schema: ParameterSchema(
      "JSON Schema of a call of this operation: the tool's schema narrowed to it, the discriminator (when the tool has one) required and naming this operation",
    ),
  },
  { additionalProperties: false, ...named('ToolOperationDeclaration') },
);

/** A registered tool with what a settings form and a toolset editor need. */
export const ToolResource = Type.Object(
  {
    tool_class: Type.String(),
    tool_name: Type.String(),
    display_name: Type.String(),
    category: Type.String(),
    icon: Nullable(Type.String()),
    description: Type.String(),
    plugin_slug: Nullable(Type.String()),
    settings_schema: Type.Array(SettingDeclaration),
    parameter_schema: ParameterSchema(
      "JSON Schema of the tool's arguments with every operation allowed (the discriminator, when there is one, selects the operation); properties in declaration order",
    ),
    operations: Type.Array(OperationDeclaration),
  },
  { additionalProperties: false, ...named('Tool') },
);

export type ToolResourceView = Static<typeof ToolResource>;

export function toToolResource(tool: RegisteredTool): ToolResourceView {
  const { metadata } = tool;
  const parameters = parameterSchemasOf(tool);
  return {
    tool_class: tool.toolClass,
    tool_name: tool.llmName,
    display_name: metadata.displayName,
    category: metadata.category,
    icon: iconOf(tool),
    description: metadata.description,
    plugin_slug: tool.pluginSlug,
    settings_schema: metadata.settings.map((setting) => ({
      key: setting.key,
      label: setting.label,
      type: setting.type,
      description: setting.description,
      default: setting.default,
      required: setting.required,
      options: setting.options.map((option) => ({ value: option.value, label: option.label })),
      validation: setting.validation,
      expose_to_llm: setting.exposeToLlm,
      data_source: setting.dataSource,
    })),
    parameter_schema: parameters.tool,
    operations: effectiveOperations(metadata).map((operation) => ({
      name: operation.name,
      description: operation.description,
      enabled_by_default: operation.enabledByDefault,
      requires_approval_by_default: operation.requiresApprovalByDefault,
      read_only: operation.readOnly === true,
      parameter_schema: parameters.byOperation.get(operation.name) ?? parameters.tool,
    })),
  };
}
