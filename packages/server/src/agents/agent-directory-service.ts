import { fail, type JsonObject, ok } from '@spora/sdk';
import type {
  AgentDirectory,
  AgentDirectoryFailure,
  AgentDirectoryResult,
  AgentManifest,
  AgentSummary,
  AvailableTools,
  NotesMode,
} from '../tools/agent-directory.js';
import type { ToolRegistry } from '../tools/tool-registry.js';
import { buildAgentManifest } from './agent-manifest.js';
import type { AgentService } from './agent-service.js';
import { AgentServiceError, type FieldErrors } from './agent-service-error.js';
import { availableToolsPayload } from './available-tools.js';
import { readSlimAgentPayload } from './slim-agent-payload.js';
import type { PluginIconLookup } from './tool-icon.js';
import { parseToolPlan, type ToolPlanEntry } from './tool-plan.js';
import type { ToolStatus } from './tool-status.js';

/**
 * Tool classes an agent may never enable on another agent. The agent tool is one: an agent
 * holding it could configure any agent of the owner, including the one that configured it, which
 * would turn "tool activation for yourself is operator-only" into a two-step detour.
 */
export type OperatorOnlyToolClasses = ReadonlySet<string>;

/**
 * The agent directory of one calling agent, over the owner-scoped agent service. Service errors
 * become failures written for the model; anything else (a database failure) is thrown, and the
 * orchestrator reports it as a system error.
 */
export class AgentDirectoryService implements AgentDirectory {
  constructor(
    private readonly agents: AgentService,
    private readonly tools: ToolRegistry,
    private readonly callingAgentId: number,
    private readonly pluginIconFor: PluginIconLookup,
    private readonly operatorOnly: OperatorOnlyToolClasses,
  ) {}

  listTools(): Promise<AgentDirectoryResult<AvailableTools>> {
    return attempt(async () =>
      availableToolsPayload(await this.agents.toolStatusForAgent(this.callingAgentId)),
    );
  }

  async createAgent(
    payload: Readonly<Record<string, unknown>>,
  ): Promise<AgentDirectoryResult<AgentManifest>> {
    const slim = readSlimAgentPayload(payload);
    if (!slim.ok) return slim;
    return attempt(async () => this.manifest((await this.agents.createAgent(slim.value)).id));
  }

  async configureTools(agentId: number, entries: unknown): Promise<AgentDirectoryResult<AgentManifest>> {
    if (agentId === this.callingAgentId) {
      return fail({
        code: 'FORBIDDEN',
        message: `Tools of the calling agent itself (agent #${agentId}) are enabled by the operator only, in the agent settings or through POST /api/v1/agents/${agentId}/tools/{toolId}/enable. To use other tools, create a sub-agent with create_agent and configure that one.`,
      });
    }
    const plan = parseToolPlan(entries, this.tools);
    if (!plan.ok) return fail(invalid(plan.error));
    return attempt(async () => {
      const refused = this.refusedEnablements(plan.value, await this.agents.toolStatusForAgent(agentId));
      if (Object.keys(refused).length > 0) throw AgentServiceError.invalid(refused);
      await this.agents.applyToolPlan(agentId, plan.value);
      return this.manifest(agentId);
    });
  }

  readAgent(agentId: number | null): Promise<AgentDirectoryResult<AgentManifest>> {
    return attempt(() => this.manifest(agentId ?? this.callingAgentId));
  }

  updateAgent(
    agentId: number | null,
    patch: Readonly<Record<string, unknown>>,
  ): Promise<AgentDirectoryResult<AgentManifest>> {
    return attempt(async () =>
      this.manifest((await this.agents.updateAgent(agentId ?? this.callingAgentId, patch)).id),
    );
  }

  listAgents(): Promise<AgentDirectoryResult<AgentSummary[]>> {
    return attempt(async () =>
      (await this.agents.listAgents()).map((agent) => ({
        agent_id: agent.id,
        name: agent.name,
        description: agent.description,
      })),
    );
  }

  readNotes(): Promise<AgentDirectoryResult<string>> {
    return attempt(() => this.agents.readNotes(this.callingAgentId));
  }

  writeNotes(content: string, mode: NotesMode): Promise<AgentDirectoryResult<string>> {
    return attempt(() => this.agents.writeNotes(this.callingAgentId, content, mode));
  }

  private async manifest(agentId: number): Promise<AgentManifest> {
    const [agent, statuses] = await Promise.all([
      this.agents.getAgent(agentId),
      this.agents.toolStatusForAgent(agentId),
    ]);
    return buildAgentManifest(agent, statuses, this.pluginIconFor);
  }

  /**
   * An agent cannot enable what needs configuration first (only the operator can configure it),
   * nor what stays under operator control. Tools already enabled may keep being enabled.
   */
  private refusedEnablements(plan: readonly ToolPlanEntry[], statuses: readonly ToolStatus[]): FieldErrors {
    const byClass = new Map(statuses.map((status) => [status.tool.toolClass, status]));
    const refused: Record<string, string> = {};
    plan.forEach((entry, index) => {
      const status = byClass.get(entry.toolClass);
      if (!entry.enabled || !status) return;
      const field = `tools[${index}].tool_class`;
      if (this.operatorOnly.has(entry.toolClass)) {
        refused[field] = `${entry.toolClass} can only be enabled by the operator`;
      } else if (!status.enabled && !status.readyToEnable) {
        refused[field] =
          `${entry.toolClass} needs configuration before it can be enabled (missing: ${status.missingRequired.join(', ')}); only the operator can configure it`;
      }
    });
    return refused;
  }
}

async function attempt<Value>(work: () => Promise<Value>): Promise<AgentDirectoryResult<Value>> {
  try {
    return ok(await work());
  } catch (error) {
    if (!(error instanceof AgentServiceError)) throw error;
    return fail(
      error.code === 'NOT_FOUND'
        ? {
            code: 'NOT_FOUND',
            message: `${error.message} Use list_agents to see the agents you can reach.`,
          }
        : invalid(error.fields),
    );
  }
}

function invalid(fields: FieldErrors): AgentDirectoryFailure {
  const reasons = Object.entries(fields).map(([field, reason]) => `${field} ${reason}`);
  return {
    code: 'VALIDATION_ERROR',
    message: `Nothing was changed. ${reasons.join('; ')}.`,
    details: { fields: fields as JsonObject },
  };
}
