import { Button, Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { agentsQuery } from '../api/agents-query';
import { toolsQuery } from '../tools/tool-queries';
import { type InboxSearch, isFiltered, type WaitingChoice, waitingChoices } from './inbox-search';

/** Agent, tool and age filters; a change goes to the URL (and so back to the first page). */
export function InboxFilters({
  search,
  onChange,
}: {
  search: InboxSearch;
  onChange: (search: InboxSearch) => void;
}) {
  const { t } = useTranslation('approvals');
  const agents = useQuery(agentsQuery());
  const tools = useQuery(toolsQuery);
  const agentOptions = (agents.data ?? []).map((agent) => ({ value: String(agent.id), label: agent.name }));
  // A filter from a link for an agent not (or no longer) listed still shows what it filters by.
  if (search.agent !== undefined && !agentOptions.some((option) => option.value === String(search.agent)))
    agentOptions.push({ value: String(search.agent), label: t('filters.agentNumber', { id: search.agent }) });
  const toolOptions = (tools.data ?? []).map((tool) => ({ value: tool.tool_name, label: tool.display_name }));
  if (search.tool !== undefined && !toolOptions.some((option) => option.value === search.tool))
    toolOptions.push({ value: search.tool, label: search.tool });
  const { page: _page, ...filters } = search;
  const set = (change: Partial<Record<keyof InboxSearch, string | null>>) => {
    const next: Record<string, unknown> = { ...filters };
    for (const [key, value] of Object.entries(change)) {
      if (value === null || value === undefined) delete next[key];
      else next[key] = key === 'agent' ? Number(value) : value;
    }
    onChange(next as InboxSearch);
  };

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label={t('filters.label')}>
      <Select
        label={t('filters.agent')}
        placeholder={t('filters.everyAgent')}
        data={agentOptions}
        value={search.agent === undefined ? null : String(search.agent)}
        onChange={(value) => set({ agent: value })}
        clearable
        searchable
        w={{ base: '100%', xs: 200 }}
      />
      <Select
        label={t('filters.tool')}
        placeholder={t('filters.everyTool')}
        data={toolOptions}
        value={search.tool ?? null}
        onChange={(value) => set({ tool: value })}
        clearable
        searchable
        w={{ base: '100%', xs: 200 }}
      />
      <Select
        label={t('filters.waitingLabel')}
        placeholder={t('filters.anyTime')}
        data={Object.entries(waitingChoices).map(([value, choice]) => ({ value, label: t(choice.labelKey) }))}
        value={search.waiting ?? null}
        onChange={(value) => set({ waiting: value as WaitingChoice | null })}
        clearable
        w={{ base: '100%', xs: 170 }}
      />
      {isFiltered(search) && (
        <Button variant="subtle" onClick={() => onChange({})}>
          {t('filters.clear')}
        </Button>
      )}
    </Group>
  );
}
