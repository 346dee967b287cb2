import { describe, expect, it } from 'vitest';
import { dashboardSections } from '../src/agents/dashboard/agent-filter';
import type { AgentListItem } from '../src/api/api-types';

function agent(id: number, fields: Partial<AgentListItem> = {}): AgentListItem {
  return {
    id,
    name: `Agent ${id}`,
    description: null,
    system_prompt: null,
    notes: null,
    llm_driver_config_id: null,
    max_steps: 10,
    is_active: true,
    allow_followup: true,
    retry_after_minutes: 0,
    max_retries: 0,
    is_pinned: false,
    is_archived: false,
    is_favorite: false,
    tools: [],
    activity: { running: 0, pending_approval: 0, failed: 0, aborted: 0, last_activity_at: null },
    llm: { status: 'ready', source: 'agent', configuration: null, problem: null },
    created_at: '2030-01-01T00:00:00.000Z',
    updated_at: `2030-01-0${id}T00:00:00.000Z`,
    ...fields,
  } as AgentListItem;
}

const names = (sections: ReturnType<typeof dashboardSections>) =>
  sections.map((section) => [section.title, section.agents.map((a) => a.id)]);

describe('dashboardSections', () => {
  it('puts pinned agents first, each group most recently active first, archived ones out of view', () => {
    const agents = [
      agent(1),
      agent(2, { is_pinned: true }),
      agent(3, {
        activity: {
          running: 1,
          pending_approval: 0,
          failed: 0,
          aborted: 0,
          last_activity_at: '2030-02-01T00:00:00.000Z',
        },
      }),
      agent(4, { is_archived: true }),
    ];
    expect(names(dashboardSections(agents, 'active', ''))).toEqual([
      ['Pinned', [2]],
      ['All agents', [3, 1]],
    ]);
    expect(names(dashboardSections(agents, 'archived', ''))).toEqual([['Archived', [4]]]);
  });

  it('matches every word of the search in the name, description or a tool name, ignoring case', () => {
    const agents = [
      agent(1, { name: 'Invoice clerk' }),
      agent(2, { description: 'Sorts support mail' }),
      agent(3, { tools: [{ tool_class: 'core/CalculatorTool', tool_name: 'calculator', icon: null }] }),
    ];
    expect(names(dashboardSections(agents, 'active', 'INVOICE'))).toEqual([['All agents', [1]]]);
    expect(names(dashboardSections(agents, 'active', 'support mail'))).toEqual([['All agents', [2]]]);
    expect(names(dashboardSections(agents, 'active', 'calc'))).toEqual([['All agents', [3]]]);
    expect(dashboardSections(agents, 'active', 'support invoice')).toEqual([]);
  });

  it('shows only favourites that are not archived in the favourites view', () => {
    const agents = [
      agent(1, { is_favorite: true }),
      agent(2, { is_favorite: true, is_archived: true }),
      agent(3),
    ];
    expect(names(dashboardSections(agents, 'favorites', ''))).toEqual([['Favourites', [1]]]);
  });
});
