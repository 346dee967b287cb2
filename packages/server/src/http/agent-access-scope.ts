import type { AgentService } from '../agents/index.js';
import { AgentServiceError } from '../agents/index.js';
import type { Agent } from '../db/index.js';
import { type AgentAccess, accessCovers, agentWithAccess, conversationAgentId } from '../teams/index.js';
import { ApiError } from './api-error.js';
import type { ApiServices } from './api-services.js';
import { principalOf } from './route-access.js';

/** What a request may do with one agent, and the owner's agent service to do it with. */
export interface AgentInReach {
  readonly agent: Agent;
  readonly access: AgentAccess;
  /** Scoped to the agent's owner, whose agent it stays whoever changes it. */
  readonly service: AgentService;
}

const refusals: Readonly<Record<AgentAccess, string>> = {
  use: '',
  configure: 'is shared with you to use; only its owner and members given configure access change it',
  owner: 'is shared with you; only its owner deletes it, shares it or exports it',
};

/**
 * The agent if the caller reaches it with at least `needed`: its owner always; a member of a team
 * it is shared with for use or configuration. An agent they do not reach at all is NOT_FOUND, as
 * one that does not exist; one they reach but may not change this way is FORBIDDEN.
 */
export async function agentInReach(
  services: Pick<ApiServices, 'agentsOf' | 'database'>,
  request: Parameters<typeof principalOf>[0],
  agentId: number,
  needed: AgentAccess,
): Promise<AgentInReach> {
  const reached = await agentWithAccess(services.database.db, principalOf(request).user.id, agentId);
  if (reached === null) throw AgentServiceError.notFound(agentId);
  if (!accessCovers(reached.access, needed)) {
    throw new ApiError('FORBIDDEN', `Agent "${reached.agent.name}" ${refusals[needed]}.`, {
      agent_id: agentId,
      access: reached.access,
    });
  }
  return { ...reached, service: services.agentsOf(reached.agent.user_id) };
}

/**
 * Before a task of the caller's runs again (continued, retried, given more, branched): the agent
 * it began with must still reach them. A teammate's task on an agent no longer shared with them
 * stays theirs to read, not to run. Sub-agent tasks answer for the agent of their conversation's
 * first task, which the person chose.
 */
export async function ensureTaskAgentReaches(
  services: Pick<ApiServices, 'agentsOf' | 'database'>,
  request: Parameters<typeof principalOf>[0],
  taskId: number,
): Promise<void> {
  const agentId = await conversationAgentId(services.database.db, taskId);
  if (agentId === null) throw ApiError.notFound(`Task #${taskId}`);
  await agentInReach(services, request, agentId, 'use');
}
