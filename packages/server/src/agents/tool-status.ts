import { effectiveOperations } from '@spora/sdk';
import type { RegisteredTool } from '../tools/tool-registry.js';
import type { OperationFlag } from './tool-plan.js';

/** The stored flags of one operation; `null` = the operation's declared default. */
export interface StoredOperationFlags {
  readonly enabled: OperationFlag;
  readonly requiresApproval: OperationFlag;
}

const declaredDefault: StoredOperationFlags = { enabled: null, requiresApproval: null };

export interface OperationStatus {
  readonly name: string;
  readonly description: string;
  /** Resolved: the override when one is stored, else the declared default. */
  readonly enabled: boolean;
  readonly requiresApproval: boolean;
  readonly stored: StoredOperationFlags;
}

/** One registered tool as one agent has it. */
export interface ToolStatus {
  readonly tool: RegisteredTool;
  /** An `agent_tools` row exists. */
  readonly enabled: boolean;
  readonly operations: readonly OperationStatus[];
  /** Keys of required settings without an effective value; never the values. */
  readonly missingRequired: readonly string[];
  /** No required setting is missing. */
  readonly readyToEnable: boolean;
}

export function resolveToolStatus(
  tool: RegisteredTool,
  enabled: boolean,
  storedFor: (operation: string) => StoredOperationFlags | undefined,
  missingRequired: readonly string[],
): ToolStatus {
  return {
    tool,
    enabled,
    operations: effectiveOperations(tool.metadata).map((operation) => {
      const stored = storedFor(operation.name) ?? declaredDefault;
      return {
        name: operation.name,
        description: operation.description,
        enabled: stored.enabled ?? operation.enabledByDefault,
        requiresApproval: stored.requiresApproval ?? operation.requiresApprovalByDefault,
        stored,
      };
    }),
    missingRequired,
    readyToEnable: missingRequired.length === 0,
  };
}
