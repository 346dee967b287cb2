import { Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { llmConfigsQuery } from '../agents/settings/llm-queries';
import type { Agent } from '../api/api-types';
import type { Proposal } from './rehearsal-types';
import { SystemPromptDiff } from './system-prompt-diff';

/**
 * What the rehearsal changed against the agent: the system prompt as a diff against the agent's
 * current one, the model, and tools switched on or off; "the agent as it is" when nothing.
 */
export function ProposalSummary({ proposal, agent }: { proposal: Proposal; agent: Agent | undefined }) {
  const { t } = useTranslation('rehearsals');
  const configs = useQuery({ ...llmConfigsQuery, enabled: proposal.llm_configuration_id !== undefined });
  const modelName =
    proposal.llm_configuration_id === undefined
      ? null
      : (configs.data?.find((config) => config.id === proposal.llm_configuration_id)?.name ??
        t('proposal.modelId', { id: proposal.llm_configuration_id }));
  const tools = proposal.tools ?? [];
  const rules = proposal.approval_rules ?? [];
  // Rules are tried in order, so their number is what names them (and keys them).
  const numbered = rules.map((rule, position) => ({ rule, number: position + 1 }));
  const unchanged =
    proposal.system_prompt === undefined && modelName === null && tools.length === 0 && rules.length === 0;
  return (
    <Stack gap="xs" data-testid="proposal-summary">
      <Text fz="sm" fw={600}>
        {t('proposal.title')}
      </Text>
      {unchanged && (
        <Text fz="sm" c="dimmed">
          {t('proposal.unchanged')}
        </Text>
      )}
      {proposal.system_prompt !== undefined && (
        <Stack gap={4}>
          <Text fz="sm">{t('proposal.systemPrompt')}</Text>
          <SystemPromptDiff before={agent?.system_prompt ?? ''} after={proposal.system_prompt} />
        </Stack>
      )}
      {modelName !== null && <Text fz="sm">{t('proposal.model', { name: modelName })}</Text>}
      {tools.length > 0 && (
        <Group gap={6} wrap="wrap">
          <Text fz="sm">{t('proposal.tools')}</Text>
          {tools.flatMap((tool) => [
            <Badge key={tool.tool_class} variant="light" color={tool.enabled ? 'teal' : 'gray'} tt="none">
              {t(tool.enabled ? 'proposal.toolOn' : 'proposal.toolOff', { tool: tool.tool_class })}
            </Badge>,
            ...Object.entries(tool.operations ?? {}).map(([operation, on]) => (
              <Badge
                key={`${tool.tool_class}/${operation}`}
                variant="outline"
                color={on ? 'teal' : 'gray'}
                tt="none"
              >
                {t(on ? 'proposal.toolOn' : 'proposal.toolOff', {
                  tool: `${tool.tool_class} · ${operation}`,
                })}
              </Badge>
            )),
          ])}
        </Group>
      )}
      {rules.length > 0 && (
        <Stack gap={2} data-testid="proposed-rules-summary">
          <Text fz="sm">{t('proposal.rules')}</Text>
          {numbered.map(({ rule, number }) => (
            <Text key={number} fz="sm" ff="monospace">
              {t('proposal.rule', {
                number,
                outcome: t(`rules.outcomes.${rule.outcome}`),
                target: [rule.tool_name ?? t('proposal.anyTool'), rule.operation].filter(Boolean).join(' · '),
              })}
              {rule.condition ? ` ${t('proposal.when', { condition: rule.condition })}` : ''}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
