import type { AgentListItem } from '../../api/api-types';
import { i18n } from '../../i18n/i18n';

/** Which agents the dashboard shows: the working ones, only favourites, or the archived ones. */
export type AgentView = 'active' | 'favorites' | 'archived';

export interface AgentSection {
  readonly title: string;
  readonly agents: readonly AgentListItem[];
}

/** When the agent last did something: its latest task change, else its own last edit. */
export function lastActivityOf(agent: AgentListItem): string {
  return agent.activity.last_activity_at ?? agent.updated_at;
}

function matchesSearch(agent: AgentListItem, words: readonly string[]): boolean {
  const haystack = [agent.name, agent.description ?? '', ...agent.tools.map((tool) => tool.tool_name)]
    .join('\n')
    .toLocaleLowerCase();
  return words.every((word) => haystack.includes(word));
}

function inView(agent: AgentListItem, view: AgentView): boolean {
  if (view === 'archived') return agent.is_archived;
  if (view === 'favorites') return !agent.is_archived && agent.is_favorite;
  return !agent.is_archived;
}

const byLastActivity = (a: AgentListItem, b: AgentListItem) =>
  lastActivityOf(b).localeCompare(lastActivityOf(a)) || b.id - a.id;

/**
 * The agents in view that match every word of the search (name, description or tool), grouped
 * pinned first, each group most recently active first. Empty groups are left out.
 */
export function dashboardSections(
  agents: readonly AgentListItem[],
  view: AgentView,
  search: string,
): AgentSection[] {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const shown = agents
    .filter((agent) => inView(agent, view) && matchesSearch(agent, words))
    .sort(byLastActivity);
  const pinned = shown.filter((agent) => agent.is_pinned);
  const rest = shown.filter((agent) => !agent.is_pinned);
  const restTitle =
    view === 'archived'
      ? i18n.t('agents:dashboard.sections.archived')
      : view === 'favorites'
        ? i18n.t('agents:dashboard.sections.favorites')
        : i18n.t('agents:dashboard.sections.all');
  return [
    { title: i18n.t('agents:dashboard.sections.pinned'), agents: pinned },

    { title: restTitle, agents: rest },
  ].filter((section) => section.agents.length > 0);
}
