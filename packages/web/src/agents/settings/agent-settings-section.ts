/** The parts of an agent's settings screen, each a tab that `?section=` opens directly. */
export const agentSettingsSections = [
  'general',
  'model',
  'tools',
  'approvers',
  'sharing',
  'webhooks',
] as const;

export type AgentSettingsSection = (typeof agentSettingsSections)[number];

/**
 * The sections a person sees: all of them for their own agent; for one shared with them for
 * configuration, its general fields, tools and webhooks (its model, approvers and sharing stay its owner's).
 */
export function sectionsFor(agent: { readonly shared: unknown }): readonly AgentSettingsSection[] {
  return agent.shared === null ? agentSettingsSections : ['general', 'tools', 'webhooks'];
}

export function isAgentSettingsSection(value: unknown): value is AgentSettingsSection {
  return typeof value === 'string' && (agentSettingsSections as readonly string[]).includes(value);
}
