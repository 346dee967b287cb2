import {
  effectiveOperations,
  type LlmToolDefinition,
  narrowParametersSchema,
  type OperationMetadata,
  type ParametersSchema,
  toProviderParametersSchema,
} from '@spora/sdk';
import type { Kysely } from 'kysely';
import { type Database, PrecompiledQuery } from '../db/index.js';
import type { RegisteredTool, ToolRegistry } from '../tools/index.js';

/** One tool as a given agent may use it: allowed operations, approval flags, schemas. */
export interface EnabledTool {
  readonly registered: RegisteredTool;
  readonly allowedOperations: readonly OperationMetadata[];
  /** Arguments are validated against this: the schema narrowed to the allowed operations. */
  readonly validationSchema: ParametersSchema;
  readonly definition: LlmToolDefinition;
  isOperationEnabled(operation: string): boolean;
  requiresApproval(operation: string): boolean;
}

export interface AgentToolset {
  readonly tools: readonly EnabledTool[];
  /** Tool classes enabled for the agent that this process's registry does not hold. */
  readonly unregistered: readonly string[];
  /** Exact lookup by canonical name among the agent's enabled tools. */
  find(llmName: string): EnabledTool | undefined;
  readonly definitions: readonly LlmToolDefinition[];
}

/** The description the model reads for a tool (with its exposed configuration, say). */
export type ToolDescriber = (registered: RegisteredTool) => Promise<string>;

interface OperationOverride {
  readonly enabled: 0 | 1 | null;
  readonly requires_approval: 0 | 1 | null;
}

/**
 * Tools switched on or off on top of the agent's own list (a rehearsal's proposal), with
 * operations switched per name.
 */
export type ToolToggles = readonly {
  readonly tool_class: string;
  readonly enabled: boolean;
  readonly operations?: Readonly<Record<string, boolean>>;
}[];

/**
 * The tools an agent has enabled, with per-operation overrides applied (`NULL` = the operation's
 * declared default), and then any `toggles`. Tools no longer registered, tools the agent's owner
 * may not see, and tools with no allowed operation are left out.
 */
export async function loadAgentToolset(
  db: Kysely<Database>,
  registry: ToolRegistry,
  agent: { readonly id: number; readonly ownerUserId: number },
  describe: ToolDescriber = (registered) => Promise.resolve(registered.metadata.description),
  toggles: ToolToggles = [],
): Promise<AgentToolset> {
  const agentId = agent.id;
  const [{ rows: enabledRows }, { rows: overrideRows }] = await Promise.all([
    enabledToolsOf.execute(db, { agentId }),
    operationOverridesOf.execute(db, { agentId }),
  ]);
  const overrides = new Map<string, OperationOverride>(
    overrideRows.map((row) => [`${row.tool_class}\u0000${row.operation}`, row]),
  );
  for (const toggle of toggles) {
    for (const [operation, enabled] of Object.entries(toggle.operations ?? {})) {
      const key = `${toggle.tool_class}\u0000${operation}`;
      overrides.set(key, {
        requires_approval: overrides.get(key)?.requires_approval ?? null,
        enabled: enabled ? 1 : 0,
      });
    }
  }
  const toggledOff = new Set(toggles.flatMap((toggle) => (toggle.enabled ? [] : [toggle.tool_class])));
  const toolClasses = [
    ...new Set([
      ...enabledRows.map((row) => row.tool_class),
      ...toggles.flatMap((toggle) => (toggle.enabled ? [toggle.tool_class] : [])),
    ]),
  ].filter((toolClass) => !toggledOff.has(toolClass));
  const tools: EnabledTool[] = [];
  const unregistered: string[] = [];
  for (const toolClass of toolClasses) {
    // Another user's MCP tool never runs for this agent, even if a row says it is enabled.
    const registered = registry.getFor(agent.ownerUserId, toolClass);
    if (!registered) {
      unregistered.push(toolClass);
      continue;
    }
    const tool = buildAgentTool(
      registered,
      (operation) => overrides.get(`${toolClass}\u0000${operation}`),
      await describe(registered),
    );
    if (tool) tools.push(tool);
  }
  const byName = new Map(tools.map((tool) => [tool.registered.llmName, tool]));
  return {
    tools,
    unregistered,
    find: (llmName) => byName.get(llmName),
    definitions: tools.map((tool) => tool.definition),
  };
}

function buildAgentTool(
  registered: RegisteredTool,
  overrideFor: (operation: string) => OperationOverride | undefined,
  description: string,
): EnabledTool | null {
  const operations = effectiveOperations(registered.metadata);
  const isOperationEnabled = (name: string) => {
    const operation = operations.find((candidate) => candidate.name === name);
    if (!operation) return false;
    const override = overrideFor(name)?.enabled;
    return override === null || override === undefined ? operation.enabledByDefault : override === 1;
  };
  // An operation the tool does not declare needs approval: never run something unexpected unasked.
  const requiresApproval = (name: string) => {
    const operation = operations.find((candidate) => candidate.name === name);
    if (!operation) return true;
    const override = overrideFor(name)?.requires_approval;
    return override === null || override === undefined ? operation.requiresApprovalByDefault : override === 1;
  };
  const allowedOperations = operations.filter((operation) => isOperationEnabled(operation.name));
  if (allowedOperations.length === 0) return null;
  const { metadata, instance } = registered;
  const validationSchema = narrowParametersSchema(
    instance.getParametersSchema(),
    metadata,
    allowedOperations.map((operation) => operation.name),
  );
  return {
    registered,
    allowedOperations,
    validationSchema,
    definition: {
      name: registered.llmName,
      description,
      parameters: toProviderParametersSchema(validationSchema, metadata.discriminatorKey),
    },
    isOperationEnabled,
    requiresApproval,
  };
}

// Read at every claim that reaches a model request: compiled once.
const enabledToolsOf = new PrecompiledQuery<{ agentId: number }, { tool_class: string }>((db, slots) =>
  db.selectFrom('agent_tools').select('tool_class').where('agent_id', '=', slots.agentId).orderBy('id'),
);

const operationOverridesOf = new PrecompiledQuery<
  { agentId: number },
  OperationOverride & { tool_class: string; operation: string }
>((db, slots) =>
  db
    .selectFrom('agent_tool_operation_overrides')
    .select(['tool_class', 'operation', 'enabled', 'requires_approval'])
    .where('agent_id', '=', slots.agentId),
);
