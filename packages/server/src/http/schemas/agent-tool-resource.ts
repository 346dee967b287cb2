import Type, { type Static } from 'typebox';
import type { OperationFlagsPatch, OperationStatus, ToolStatus } from '../../agents/index.js';
import type { RegisteredTool } from '../../tools/index.js';
import { Id, Nullable } from './common.js';
import { named } from './named.js';
import { iconOf, ToolId } from './tool-resource.js';

export const AgentToolParams = Type.Object({ id: Id, toolId: ToolId }, { additionalProperties: false });

export const AgentToolOperationParams = Type.Object(
  { id: Id, toolId: ToolId, operation: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);

/** One registered tool as one agent has it. */
export const ToolStatusResource = Type.Object(
  {
    tool_class: Type.String(),
    tool_name: Type.String(),
    display_name: Type.String(),
    icon: Nullable(Type.String()),
    is_enabled: Type.Boolean(),
    /** Keys of required settings without an effective value; never the values. */
    missing_required: Type.Array(Type.String()),
    can_enable: Type.Boolean(),
  },
  { additionalProperties: false, ...named('AgentTool') },
);

export function toToolStatusResource(status: ToolStatus): Static<typeof ToolStatusResource> {
  return {
    tool_class: status.tool.toolClass,
    tool_name: status.tool.llmName,
    display_name: status.tool.metadata.displayName,
    icon: iconOf(status.tool),
    is_enabled: status.enabled,
    missing_required: [...status.missingRequired],
    can_enable: status.readyToEnable,
  };
}

/**
 * One operation of one tool for one agent: the stored flags (`null` = the declared default) and
 * what they resolve to.
 */
export const OperationResource = Type.Object(
  {
    tool_class: Type.String(),
    tool_name: Type.String(),
    operation: Type.String(),
    description: Type.String(),
    enabled: Nullable(Type.Boolean()),
    requires_approval: Nullable(Type.Boolean()),
    effective_enabled: Type.Boolean(),
    effective_requires_approval: Type.Boolean(),
  },
  { additionalProperties: false, ...named('AgentToolOperation') },
);

export function toOperationResource(
  tool: RegisteredTool,
  operation: OperationStatus,
): Static<typeof OperationResource> {
  return {
    tool_class: tool.toolClass,
    tool_name: tool.llmName,
    operation: operation.name,
    description: operation.description,
    enabled: operation.stored.enabled,
    requires_approval: operation.stored.requiresApproval,
    effective_enabled: operation.enabled,
    effective_requires_approval: operation.requiresApproval,
  };
}

/** `true`/`false` override the declared default, `null` resets to it, an omitted flag stays. */
export const OperationPatchBody = Type.Object(
  {
    enabled: Type.Optional(Nullable(Type.Boolean())),
    requires_approval: Type.Optional(Nullable(Type.Boolean())),
  },
  { additionalProperties: false, minProperties: 1, ...named('AgentToolOperationPatch') },
);

export function toOperationFlagsPatch(body: Static<typeof OperationPatchBody>): OperationFlagsPatch {
  return {
    ...(body.enabled === undefined ? {} : { enabled: body.enabled }),
    ...(body.requires_approval === undefined ? {} : { requiresApproval: body.requires_approval }),
  };
}
