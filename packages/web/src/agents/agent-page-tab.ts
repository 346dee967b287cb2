/** The tabs of the agent page, as `?tab=` names them; conversations when absent. */
export const agentPageTabs = ['conversations', 'tools', 'schedules', 'templates', 'rehearsals'] as const;

export type AgentPageTab = (typeof agentPageTabs)[number];

export function isAgentPageTab(value: unknown): value is AgentPageTab {
  return typeof value === 'string' && (agentPageTabs as readonly string[]).includes(value);
}
