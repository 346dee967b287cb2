import { agentActivityOf, idleActivity } from '../agents/index.js';
import type { Agent, AgentShareAccess } from '../db/index.js';
import { llmReadinessOf } from '../llm/index.js';
import { sharedAgentAccess } from '../teams/index.js';
import type { ApiServices } from './api-services.js';
import { type AgentResourceView, type AgentSharing, toAgentResource } from './schemas/agent-resource.js';

type PresentationServices = Pick<ApiServices, 'agentsOf' | 'database' | 'drivers' | 'encryption' | 'tools'>;

/**
 * Agents as one viewer sees them — their own and those shared with them: tools, the viewer's
 * activity and the model readiness, each read for the whole list at once (a fixed number of queries
 * per owner, however many agents there are). Tools and models are the owner's, since the agent is.
 */
export async function presentAgents(
  services: PresentationServices,
  viewerUserId: number,
  agents: readonly Agent[],
): Promise<AgentResourceView[]> {
  const { db } = services.database;
  const owners = [...new Set(agents.map((agent) => agent.user_id))];
  const others = owners.filter((owner) => owner !== viewerUserId);
  const [activity, sharing, byOwner] = await Promise.all([
    agentActivityOf(
      db,
      viewerUserId,
      agents.map((agent) => agent.id),
    ),
    others.length === 0
      ? Promise.resolve(new Map<number, AgentSharing>())
      : sharingOf(services, viewerUserId, agents),
    Promise.all(
      owners.map(async (owner) => {
        const own = agents.filter((agent) => agent.user_id === owner);
        const [enabled, llm] = await Promise.all([
          services.agentsOf(owner).enabledToolsOf(own.map((agent) => agent.id)),
          llmReadinessOf({ db, drivers: services.drivers, encryption: services.encryption }, owner, own),
        ]);
        return { enabled, llm };
      }),
    ),
  ]);
  const enabled = new Map(byOwner.flatMap(({ enabled }) => [...enabled]));
  const llm = new Map(byOwner.flatMap(({ llm }) => [...llm]));
  return agents.map((agent) => {
    const readiness = llm.get(agent.id);
    if (readiness === undefined) throw new Error(`No LLM readiness worked out for agent ${agent.id}.`);
    return toAgentResource(
      agent,
      {
        enabledTools: enabled.get(agent.id) ?? [],
        activity: activity.get(agent.id) ?? idleActivity,
        llm: readiness,
        sharing: agent.user_id === viewerUserId ? null : (sharing.get(agent.id) ?? null),
      },
      services.tools,
    );
  });
}

export async function presentAgent(
  services: PresentationServices,
  viewerUserId: number,
  agent: Agent,
): Promise<AgentResourceView> {
  const [presented] = await presentAgents(services, viewerUserId, [agent]);
  if (presented === undefined) throw new Error(`Agent ${agent.id} was not presented.`);
  return presented;
}

/** For the agents others own: the viewer's access through their teams, and the owner's name. */
async function sharingOf(
  services: PresentationServices,
  viewerUserId: number,
  agents: readonly Agent[],
): Promise<ReadonlyMap<number, AgentSharing>> {
  const { db } = services.database;
  const others = agents.filter((agent) => agent.user_id !== viewerUserId);
  const [access, owners] = await Promise.all([
    sharedAgentAccess(db, viewerUserId),
    db
      .selectFrom('users')
      .select(['id', 'display_name', 'email'])
      .where('id', 'in', [...new Set(others.map((agent) => agent.user_id))])
      .execute(),
  ]);
  const names = new Map(owners.map((owner) => [owner.id, owner.display_name ?? owner.email]));
  const sharing = new Map<number, AgentSharing>();
  for (const agent of others) {
    const given: AgentShareAccess | undefined = access.get(agent.id);
    if (given === undefined) continue;
    sharing.set(agent.id, {
      access: given,
      owner: { user_id: agent.user_id, name: names.get(agent.user_id) ?? `user #${agent.user_id}` },
    });
  }
  return sharing;
}
