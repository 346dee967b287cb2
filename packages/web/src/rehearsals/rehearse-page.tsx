import { Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { agentQuery } from '../api/agents-query';
import { isApiError } from '../api/api-error';
import { agentOperationsQuery, agentToolStatusQuery, toolsQuery } from '../tools/tool-queries';
import { LoadError } from '../ui/load-error';
import { NotFoundState } from '../ui/not-found-state';
import { Page } from '../ui/page';
import type { ProposalDraft, ToolDraft } from './proposal-draft';
import { RehearsalForm } from './rehearsal-form';

const pageWidth = 880;

/**
 * `/agents/$agentId/rehearse`: the form that starts a rehearsal, once the agent, its tools and
 * their operations are read (the proposal starts as the agent is).
 */
export function RehearsePage() {
  const { t } = useTranslation('rehearsals');
  const { agentId } = useParams({ from: '/signed-in/agents/$agentId/rehearse' });
  const agent = useQuery(agentQuery(agentId));
  const tools = useQuery(toolsQuery);
  const statuses = useQuery(agentToolStatusQuery(agentId));
  const operations = useQuery(agentOperationsQuery(agentId));
  const queries = [agent, tools, statuses, operations];
  const failed = queries.find((query) => query.isError);

  if (agent.isError && isApiError(agent.error) && agent.error.status === 404)
    return <NotFoundState title={t('form.agentNotFound')}>{t('report.notFoundText')}</NotFoundState>;
  if (failed?.error)
    return (
      <Page title={t('form.title')} width={pageWidth}>
        <LoadError what={t('form.loadWhat')} error={failed.error} onRetry={() => failed.refetch()} />
      </Page>
    );
  if (
    agent.data === undefined ||
    tools.data === undefined ||
    statuses.data === undefined ||
    operations.data === undefined
  )
    return (
      <Page title={t('form.title')} width={pageWidth}>
        <Stack gap="lg" aria-busy="true">
          <Skeleton h={120} radius="md" />
          <Skeleton h={240} radius="md" />
        </Stack>
      </Page>
    );
  const enabled = (toolClass: string) =>
    statuses.data.some((status) => status.tool_class === toolClass && status.is_enabled);
  // The agent's own tools first, then the others it could be given.
  const usable = tools.data
    .filter((tool) =>
      statuses.data.some(
        (status) => status.tool_class === tool.tool_class && (status.is_enabled || status.can_enable),
      ),
    )
    .sort((a, b) => Number(enabled(b.tool_class)) - Number(enabled(a.tool_class)));
  const initialTools: Record<string, ToolDraft> = Object.fromEntries(
    usable.map((tool) => {
      const flags = Object.fromEntries(
        tool.operations.map((operation) => [
          operation.name,
          operations.data.find(
            (row) => row.tool_class === tool.tool_class && row.operation === operation.name,
          )?.effective_enabled ?? operation.enabled_by_default,
        ]),
      );
      return [tool.tool_class, { enabled: enabled(tool.tool_class), operations: flags }];
    }),
  );
  const initial: ProposalDraft = {
    systemPrompt: agent.data.system_prompt ?? '',
    modelId: null,
    tools: initialTools,
  };
  return <RehearsalForm agent={agent.data} tools={usable} initial={initial} />;
}
