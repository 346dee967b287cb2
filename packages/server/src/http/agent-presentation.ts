import { agentActivityOf, idleActivity } from '../agents/index.js';
import type { Agent } from '../db/index.js';
import { llmReadinessOf } from '../llm/index.js';
import type { ApiServices } from './api-services.js';
import { type AgentResourceView, toAgentResource } from './schemas/agent-resource.js';

type PresentationServices = Pick<ApiServices, 'agentsOf' | 'database' | 'drivers' | 'encryption' | 'tools'>;

/**
 * One owner's agents as the API shows them: their tools, activity and model readiness, each read
 * for the whole list at once (a fixed number of queries, however many agents there are).
 */
export async function presentAgents(
  services: PresentationServices,
  ownerUserId: number,
  agents: readonly Agent[],
): Promise<AgentResourceView[]> {
  const ids = agents.map((agent) => agent.id);
  const { db } = services.database;
  const [enabled, activity, llm] = await Promise.all([
    services.agentsOf(ownerUserId).enabledToolsOf(ids),
    agentActivityOf(db, ownerUserId, ids),
    llmReadinessOf({ db, drivers: services.drivers, encryption: services.encryption }, ownerUserId, agents),
  ]);
  return agents.map((agent) => {
    const readiness = llm.get(agent.id);
    if (readiness === undefined) throw new Error(`No LLM readiness worked out for agent ${agent.id}.`);
    return toAgentResource(
      agent,
      {
        enabledTools: enabled.get(agent.id) ?? [],
        activity: activity.get(agent.id) ?? idleActivity,
        llm: readiness,
      },
      services.tools,
    );
  });
}

export async function presentAgent(
  services: PresentationServices,
  ownerUserId: number,
  agent: Agent,
): Promise<AgentResourceView> {
  const [presented] = await presentAgents(services, ownerUserId, [agent]);
  if (presented === undefined) throw new Error(`Agent ${agent.id} was not presented.`);
  return presented;
}
