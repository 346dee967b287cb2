import type { Agent } from '../db/index.js';
import type { NotesMode } from '../tools/agent-directory.js';
import type { AgentFieldsAudience } from './agent-fields.js';
import { type AgentListFilter, type AgentToolRow, enabledToolsOf, listAgents } from './agent-listing.js';
import { readNotes, writeNotes } from './agent-notes.js';
import { createAgent, deleteAgent, updateAgent } from './agent-record-writes.js';
import { operationStatusOf, toolStatusForAgent, toolStatusOf } from './agent-tool-status-reads.js';
import {
  applyToolPlan,
  disableTool,
  enableTool,
  resetOperationFlags,
  setOperationFlags,
  updateOperationFlags,
} from './agent-toolset-writes.js';
import { type AgentServiceDependencies, getOwnedAgent, type OwnedAgentScope } from './owned-agent-scope.js';
import type { OperationFlagsPatch, ToolPlanEntry } from './tool-plan.js';
import type { OperationStatus, ToolStatus } from './tool-status.js';

export type { AgentListFilter, AgentToolRow } from './agent-listing.js';
export type { AgentServiceDependencies, AgentTaskRemoval } from './owned-agent-scope.js';

/**
 * The agents of one owner and their toolsets. Every method is scoped to `ownerUserId`: another
 * owner's agent is `NOT_FOUND`, exactly like one that does not exist. Input is validated with
 * per-field reasons (`VALIDATION_ERROR`); changes that touch several rows run in one transaction.
 */
export class AgentService {
  private readonly scope: OwnedAgentScope;

  constructor(
    deps: AgentServiceDependencies,
    readonly ownerUserId: number,
  ) {
    this.scope = { deps, ownerUserId };
  }

  /** The owner's agents, newest first; each given flag keeps only the agents that match it. */
  listAgents(filter: AgentListFilter = {}): Promise<Agent[]> {
    return listAgents(this.scope, filter);
  }

  /**
   * The tools enabled for each of the given agents of the owner, in the order they were enabled;
   * an agent without tools (or not the owner's) is absent from the map.
   */
  enabledToolsOf(agentIds: readonly number[]): Promise<ReadonlyMap<number, AgentToolRow[]>> {
    return enabledToolsOf(this.scope, agentIds);
  }

  getAgent(agentId: number): Promise<Agent> {
    return getOwnedAgent(this.scope, agentId);
  }

  /**
   * Creates an agent from untrusted fields; `name` is required, the rest take the column defaults.
   * Only the operator sets notes and the model configuration (see `AgentFieldsAudience`).
   */
  createAgent(input: unknown, audience: AgentFieldsAudience = 'model'): Promise<Agent> {
    return createAgent(this.scope, input, audience);
  }

  /** Changes the given fields only; like `createAgent`, only the operator sets notes and the model configuration. */
  updateAgent(agentId: number, patch: unknown, audience: AgentFieldsAudience = 'model'): Promise<Agent> {
    return updateAgent(this.scope, agentId, patch, audience);
  }

  /**
   * Deletes the agent with its tasks, tools and settings, all or nothing; refused (INVALID_STATE)
   * while one of its tasks is RUNNING, since that run would go on without its rows.
   */
  deleteAgent(agentId: number): Promise<void> {
    return deleteAgent(this.scope, agentId);
  }

  readNotes(agentId: number): Promise<string> {
    return readNotes(this.scope, agentId);
  }

  /**
   * Appends, prepends (separated by a blank line) or overwrites, in one statement so concurrent
   * writers never lose each other's text. Appending or prepending nothing changes nothing;
   * overwriting with nothing clears the notes. Returns the notes as stored.
   */
  writeNotes(agentId: number, content: string, mode: NotesMode): Promise<string> {
    return writeNotes(this.scope, agentId, content, mode);
  }

  /** Enables a registered tool (snapshotting its name); `changed` is false when it already was. */
  enableTool(agentId: number, toolClass: string): Promise<{ readonly changed: boolean }> {
    return enableTool(this.scope, agentId, toolClass);
  }

  /** Disables a tool; its operation overrides are kept for when it is enabled again. */
  disableTool(agentId: number, toolClass: string): Promise<{ readonly changed: boolean }> {
    return disableTool(this.scope, agentId, toolClass);
  }

  /**
   * Sets one operation's flags: `true`/`false` override the declared default, `null` resets to it,
   * an omitted flag is left as it is.
   */
  setOperationFlags(
    agentId: number,
    toolClass: string,
    operation: string,
    flags: OperationFlagsPatch,
  ): Promise<void> {
    return setOperationFlags(this.scope, agentId, toolClass, operation, flags);
  }

  /**
   * `setOperationFlags` for an operation the tool declares (another name is `NOT_FOUND`); returns
   * the operation as it now resolves.
   */
  updateOperationFlags(
    agentId: number,
    toolClass: string,
    operation: string,
    flags: OperationFlagsPatch,
  ): Promise<OperationStatus> {
    return updateOperationFlags(this.scope, agentId, toolClass, operation, flags);
  }

  /** Back to the declared defaults: one operation's flags, or every operation of the tool. */
  resetOperationFlags(agentId: number, toolClass: string, operation?: string): Promise<void> {
    return resetOperationFlags(this.scope, agentId, toolClass, operation);
  }

  /**
   * Applies a whole plan or nothing: the plan is checked against the registry first, then every
   * enable, disable and flag change is written in one transaction.
   */
  applyToolPlan(agentId: number, plan: readonly ToolPlanEntry[]): Promise<void> {
    return applyToolPlan(this.scope, agentId, plan);
  }

  /**
   * Every registered tool as this agent has it: enabled or not, each operation's resolved flags,
   * and which required settings are still missing for this agent and its owner.
   */
  toolStatusForAgent(agentId: number): Promise<ToolStatus[]> {
    return toolStatusForAgent(this.scope, agentId);
  }

  /** One registered tool as this agent has it (see `toolStatusForAgent`). */
  toolStatusOf(agentId: number, toolClass: string): Promise<ToolStatus> {
    return toolStatusOf(this.scope, agentId, toolClass);
  }

  /** One operation of a tool as this agent has it; an operation the tool does not declare is `NOT_FOUND`. */
  operationStatusOf(agentId: number, toolClass: string, operation: string): Promise<OperationStatus> {
    return operationStatusOf(this.scope, agentId, toolClass, operation);
  }
}
