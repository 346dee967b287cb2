import type { JsonObject, Result, ToolContext } from '@spora/sdk';

/** One operation of a tool, as `get_available_tools` lists it (resolved against overrides). */
export type AvailableOperation = {
  readonly name: string;
  readonly description: string;
  readonly enabled: boolean;
  readonly requires_approval: boolean;
};

/** One registered tool, as `get_available_tools` lists it for the calling agent. */
export type AvailableTool = {
  /** Passed verbatim to `configure_tools` (`core/TimeTool`, `tavily/TavilySearchTool`). */
  readonly tool_class: string;
  readonly display_name: string;
  readonly description: string;
  /** `null` for core tools. */
  readonly plugin_slug: string | null;
  /** The calling agent has it enabled. */
  readonly enabled: boolean;
  readonly ready_to_enable: boolean;
  /** Keys only, never values. */
  readonly missing_required: string[];
  readonly operations: AvailableOperation[];
};

/** The `get_available_tools` payload, contract version 2. */
export type AvailableTools = {
  readonly version: 2;
  readonly count: number;
  readonly tools: AvailableTool[];
};

/**
 * One tool in an agent manifest. Slim on purpose: the model already has the tool class, so the
 * display name and description would only bloat every turn.
 */
export type ManifestTool = {
  readonly tool_class: string;
  /** The tool's icon, else its plugin's, else `null`. */
  readonly icon: string | null;
  readonly enabled: boolean;
  readonly operations: {
    readonly name: string;
    readonly enabled: boolean;
    readonly requires_approval: boolean;
  }[];
};

/** An agent's configuration as `read_agent`, `configure_tools` and `update_agent` return it. */
export type AgentManifest = {
  readonly agent_id: number;
  readonly name: string;
  readonly description: string | null;
  readonly system_prompt: string | null;
  readonly max_steps: number;
  readonly allow_followup: boolean;
  readonly retry_after_minutes: number;
  readonly max_retries: number;
  readonly is_pinned: boolean;
  readonly is_archived: boolean;
  readonly is_favorite: boolean;
  /** Every registered tool, enabled or not. */
  readonly tools: ManifestTool[];
  /** Enabled tools that still lack required settings, with the keys missing. */
  readonly missing_required: { readonly tool_class: string; readonly keys: string[] }[];
  readonly warnings: string[];
};

export type AgentSummary = {
  readonly agent_id: number;
  readonly name: string;
  readonly description: string | null;
};

/**
 * `NOT_FOUND`: no agent with that id among the owner's. `VALIDATION_ERROR`: the input was refused
 * (`details.fields` says why, per path). `FORBIDDEN`: the owner may not do this through an agent
 * (such as enabling tools on the calling agent itself, which only the operator does).
 */
export type AgentDirectoryErrorCode = 'NOT_FOUND' | 'VALIDATION_ERROR' | 'FORBIDDEN';

export type AgentDirectoryFailure = {
  readonly code: AgentDirectoryErrorCode;
  /** Written for the model: what went wrong and what to send instead. */
  readonly message: string;
  readonly details?: JsonObject;
};

export type AgentDirectoryResult<Value> = Result<Value, AgentDirectoryFailure>;

export type NotesMode = 'append' | 'prepend' | 'overwrite';

/**
 * The agents of the calling agent's owner, as a core tool may see and shape them. Bound to the
 * calling agent: `null` as an agent id means the calling agent, and no method enables a tool on
 * the calling agent itself.
 */
export interface AgentDirectory {
  /** Every registered tool, as the calling agent has it. */
  listTools(): Promise<AgentDirectoryResult<AvailableTools>>;
  /** Creates a slim agent (no tools) for the owner. */
  createAgent(payload: Readonly<Record<string, unknown>>): Promise<AgentDirectoryResult<AgentManifest>>;
  /** Applies `configure_tools` entries to another agent of the owner, all or nothing. */
  configureTools(agentId: number, entries: unknown): Promise<AgentDirectoryResult<AgentManifest>>;
  readAgent(agentId: number | null): Promise<AgentDirectoryResult<AgentManifest>>;
  updateAgent(
    agentId: number | null,
    patch: Readonly<Record<string, unknown>>,
  ): Promise<AgentDirectoryResult<AgentManifest>>;
  listAgents(): Promise<AgentDirectoryResult<AgentSummary[]>>;
  /** The calling agent's notes. */
  readNotes(): Promise<AgentDirectoryResult<string>>;
  /** Changes the calling agent's notes; returns them as stored. */
  writeNotes(content: string, mode: NotesMode): Promise<AgentDirectoryResult<string>>;
}

/** The context core tools receive when the platform offers the agent directory. */
export interface AgentDirectoryContext extends ToolContext {
  readonly agentDirectory: AgentDirectory;
}

export function hasAgentDirectory(ctx: ToolContext): ctx is AgentDirectoryContext {
  return 'agentDirectory' in ctx;
}
