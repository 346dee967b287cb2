import { useQuery } from '@tanstack/react-query';
import { agentsQuery } from '../../api/agents-query';
import { api, unwrap } from '../../api/client';
import { useEditedAgent } from './edited-agent';
import type { SettingDeclaration } from './setting-types';

export interface ChoiceOption {
  readonly value: string;
  readonly label: string;
}

const skillsQuery = {
  queryKey: ['skills'] as const,
  queryFn: async () => (await unwrap(api.GET('/api/v1/skills'))).skills,
};

/**
 * The choices of a select or multi-select: the declared options, or those of its data source
 * (the person's agents for `/agents…` but the edited agent itself, the installed skills for `/skills…`). Values already
 * stored but no longer offered stay choosable, so nothing is dropped silently.
 */
export function useChoiceOptions(
  declaration: SettingDeclaration,
  current: readonly string[],
): { options: ChoiceOption[]; loading: boolean; error: unknown } {
  const source = declaration.data_source ?? '';
  const editedAgent = useEditedAgent();
  const agents = useQuery({ ...agentsQuery(), enabled: source.startsWith('/agents') });
  const skills = useQuery({ ...skillsQuery, enabled: source.startsWith('/skills') });
  let options: ChoiceOption[] = declaration.options.map((option) => ({ ...option }));
  let loading = false;
  let error: unknown = null;
  if (source.startsWith('/agents')) {
    options = (agents.data ?? [])
      .filter((agent) => agent.id !== editedAgent)
      .map((agent) => ({ value: String(agent.id), label: `${agent.name} (#${agent.id})` }));
    loading = agents.isPending;
    error = agents.error;
  } else if (source.startsWith('/skills')) {
    options = (skills.data ?? []).flatMap((skill) =>
      skill.name === undefined ? [] : [{ value: skill.name, label: skill.name }],
    );
    loading = skills.isPending;
    error = skills.error;
  }
  const known = new Set(options.map((option) => option.value));
  const extra = current.filter((value) => !known.has(value)).map((value) => ({ value, label: value }));
  return { options: [...options, ...extra], loading, error };
}
