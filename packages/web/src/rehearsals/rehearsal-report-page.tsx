import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { agentQuery } from '../api/agents-query';
import { isApiError } from '../api/api-error';
import { formatDateTime } from '../i18n/format';
import { useLiveMode } from '../live/live-mode';
import { AnchorLink } from '../ui/links';
import { LoadError } from '../ui/load-error';
import { NotFoundState } from '../ui/not-found-state';
import { Page } from '../ui/page';
import { ProposalSummary } from './proposal-summary';
import { RehearsalActions } from './rehearsal-actions';
import { rehearsalQuery } from './rehearsal-queries';
import { RehearsalRunCard } from './rehearsal-run-card';
import { RehearsalStatusBadge, useSourceText } from './rehearsal-status-badge';
import { RehearsalTotals } from './rehearsal-totals';
import './rehearsals.css';

const pageWidth = 1200;

/**
 * A rehearsal's report (`/agents/$agentId/rehearsals/$rehearsalId`, or `/rehearsals/$rehearsalId`
 * from a task of a sub-agent): its status, what was rehearsed with which changes, its totals, and
 * one card per prompt. While it runs, its tasks' live events refresh it (see apply-live-event);
 * it is read again every few seconds as well, since a sub-agent's events do not name it.
 */
export function RehearsalReportPage() {
  const { t } = useTranslation('rehearsals');
  const params = useParams({ strict: false });
  const rehearsalId = Number(params.rehearsalId);
  const live = useLiveMode() === 'live';
  const rehearsal = useQuery({
    ...rehearsalQuery(rehearsalId),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? (live ? 5_000 : 2_000) : false),
  });
  const agentId = rehearsal.data?.agent_id;
  const agent = useQuery({ ...agentQuery(agentId ?? 0), enabled: agentId !== undefined });
  const sourceText = useSourceText();
  const navigate = useNavigate();

  if (rehearsal.isError && isApiError(rehearsal.error) && rehearsal.error.status === 404)
    return <NotFoundState title={t('report.notFound')}>{t('report.notFoundText')}</NotFoundState>;
  if (rehearsal.isError && rehearsal.data === undefined)
    return (
      <Page title={t('report.title')} width={pageWidth}>
        <LoadError what={t('report.loadWhat')} error={rehearsal.error} onRetry={() => rehearsal.refetch()} />
      </Page>
    );
  if (rehearsal.data === undefined)
    return (
      <Page title={<span className="visually-hidden">{t('report.loading')}</span>} width={pageWidth}>
        <Stack gap="lg" aria-busy="true">
          <Skeleton h={120} radius="md" />
          <Skeleton h={320} radius="md" />
        </Stack>
      </Page>
    );
  const current = rehearsal.data;
  return (
    <Page
      width={pageWidth}
      title={t('report.heading', { id: current.id })}
      breadcrumb={
        <AnchorLink
          to="/agents/$agentId"
          params={{ agentId: current.agent_id }}
          search={{ tab: 'rehearsals' }}
          fz="sm"
          fw={500}
          c="dimmed"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}
        >
          <IconArrowLeft size={14} aria-hidden />{' '}
          {t('report.back', { agent: agent.data?.name ?? t('report.theAgent') })}
        </AnchorLink>
      }
      actions={
        <RehearsalActions
          rehearsal={current}
          onDeleted={() =>
            navigate({
              to: '/agents/$agentId',
              params: { agentId: current.agent_id },
              search: { tab: 'rehearsals' },
            })
          }
        />
      }
    >
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Group gap="sm" wrap="wrap" role="status" aria-live="polite">
            <RehearsalStatusBadge status={current.status} />
            <Text fz="sm">{sourceText(current.source)}</Text>
            <Text fz="sm" c="dimmed">
              {t('report.started', { time: formatDateTime(current.created_at) })}
            </Text>
          </Group>
          <Text fz="sm" c="dimmed">
            {t('report.explainer')}
          </Text>
          <ProposalSummary proposal={current.proposal} agent={agent.data} />
          <RehearsalTotals totals={current.totals} />
        </Stack>
      </Card>
      {current.runs.map((run, index) => (
        <RehearsalRunCard key={run.task_id} run={run} index={index} rehearsedAgentId={current.agent_id} />
      ))}
    </Page>
  );
}
