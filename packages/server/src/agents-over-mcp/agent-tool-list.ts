import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { Agent } from '../db/index.js';
import { agentToolInputSchema } from './call-arguments.js';
import { agentToolNames } from './tool-names.js';

/** An agent offered as a tool. */
export interface AgentTool {
  readonly agent: Agent;
  readonly tool: Tool;
}

const howItAnswers =
  'Runs a Spora agent on the prompt and answers with its final answer. A run that needs a person to approve a tool call answers "pending approval" with a link; call again with its task_id once it is decided.';

/** The owner's agents that are not archived, oldest first, as MCP tools. */
export function agentTools(agents: readonly Agent[]): AgentTool[] {
  const names = agentToolNames(agents);
  return [...agents]
    .filter((agent) => agent.is_archived === 0)
    .sort((a, b) => a.id - b.id)
    .map((agent) => {
      const described = agent.description?.trim();
      return {
        agent,
        tool: {
          name: names.get(agent.id) ?? `agent_${agent.id}`,
          title: agent.name,
          description: described ? `${described}\n\n${howItAnswers}` : howItAnswers,
          inputSchema: agentToolInputSchema,
          annotations: { title: agent.name, readOnlyHint: false, destructiveHint: true, openWorldHint: true },
        },
      };
    });
}
