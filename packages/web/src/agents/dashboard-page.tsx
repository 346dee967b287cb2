import {
  Button,
  CloseButton,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArchive, IconPlus, IconRobot, IconSearch, IconTemplate } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agentsQuery } from '../api/agents-query';
import type { AgentListItem } from '../api/api-types';
import { useCurrentUser } from '../auth/session';
import { usePollingInterval } from '../live/live-mode';
import { ScheduledToday } from '../schedules/scheduled-today';
import { EmptyState } from '../ui/empty-state';
import { LoadError } from '../ui/load-error';
import { Page } from '../ui/page';
import { tasksAwaitingApprovalQuery } from './agent-queries';
import { openCreateAgentDialog } from './create/create-agent-dialog';
import { AgentCard } from './dashboard/agent-card';
import { type AgentView, dashboardSections } from './dashboard/agent-filter';
import { DashboardSkeleton } from './dashboard/dashboard-skeleton';
import { SetupChecklist } from './dashboard/setup-checklist';
import { DeleteAgentModal } from './delete-agent-modal';
import './agents.css';

function FirstAgentInvitation() {
  const { t } = useTranslation('agents');
  return (
    <EmptyState
      icon={<IconRobot size={28} />}
      title={t('dashboard.first.title')}
      action={
        <Group gap="sm" justify="center" mt="xs">
          <Button leftSection={<IconPlus size={16} />} onClick={() => openCreateAgentDialog('blank')}>
            {t('blank.create')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconTemplate size={16} />}
            onClick={() => openCreateAgentDialog('template')}
          >
            {t('dashboard.first.fromTemplate')}
          </Button>
        </Group>
      }
    >
      {t('dashboard.first.body')}
    </EmptyState>
  );
}

/** The person's agents: search, pinned first, favourites, the archive, and each one's live activity. */
export function DashboardPage() {
  const { t } = useTranslation('agents');
  const user = useCurrentUser();
  const polling = usePollingInterval(10_000);
  const agents = useQuery({ ...agentsQuery(), refetchInterval: polling });
  const awaiting = useQuery({ ...tasksAwaitingApprovalQuery, refetchInterval: polling });
  const [view, setView] = useState<AgentView>('active');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 120);
  const [deleting, setDeleting] = useState<AgentListItem | null>(null);

  const all = agents.data ?? [];
  const sections = useMemo(() => dashboardSections(all, view, debouncedSearch), [all, view, debouncedSearch]);
  // The newest task waiting for approval per agent, so its badge opens it directly.
  const approvalTaskOf = useMemo(() => {
    const byAgent = new Map<number, number>();
    for (const task of awaiting.data ?? [])
      if (!byAgent.has(task.agent_id)) byAgent.set(task.agent_id, task.id);
    return byAgent;
  }, [awaiting.data]);
  const archivedCount = all.filter((agent) => agent.is_archived).length;
  const favoriteCount = all.filter((agent) => agent.is_favorite && !agent.is_archived).length;
  const activeCount = all.length - archivedCount;
  const shownCount = sections.reduce((sum, section) => sum + section.agents.length, 0);

  const newAgent = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => openCreateAgentDialog('blank')}>
      {t('create.title')}
    </Button>
  );

  let body: ReactNode;
  if (agents.isPending) body = <DashboardSkeleton />;
  else if (agents.isError)
    body = <LoadError what={t('dashboard.loadWhat')} error={agents.error} onRetry={() => agents.refetch()} />;
  else if (all.length === 0) body = <FirstAgentInvitation />;
  else if (shownCount === 0)
    body =
      debouncedSearch.trim() !== '' ? (
        <EmptyState
          icon={<IconSearch size={28} />}
          title={t('dashboard.noMatchTitle')}
          action={
            <Button variant="default" onClick={() => setSearch('')}>
              {t('dashboard.clearSearch')}
            </Button>
          }
        >
          {view === 'archived'
            ? t('dashboard.noMatchArchive', { query: debouncedSearch.trim() })
            : t('dashboard.noMatchView', { query: debouncedSearch.trim() })}
        </EmptyState>
      ) : view === 'archived' ? (
        <EmptyState icon={<IconArchive size={28} />} title={t('dashboard.archiveEmptyTitle')}>
          {t('dashboard.archiveEmpty')}
        </EmptyState>
      ) : view === 'favorites' ? (
        <EmptyState icon={<IconRobot size={28} />} title={t('dashboard.noFavoritesTitle')}>
          {t('dashboard.noFavorites')}
        </EmptyState>
      ) : (
        <EmptyState
          icon={<IconArchive size={28} />}
          title={t('dashboard.allArchivedTitle')}
          action={
            <Button variant="default" onClick={() => setView('archived')}>
              {t('dashboard.showArchive')}
            </Button>
          }
        >
          {t('dashboard.allArchived')}
        </EmptyState>
      );
  else
    body = (
      <Stack gap="xl">
        {sections.map((section) => (
          <section key={section.title} aria-labelledby={`agents-${section.title}`}>
            <Title
              order={2}
              id={`agents-${section.title}`}
              fz="sm"
              fw={650}
              c="dimmed"
              tt="uppercase"
              mb="sm"
              className={sections.length === 1 ? 'visually-hidden' : undefined}
            >
              {section.title}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {section.agents.map((agent) => (
                <AgentCard
                  key={agent.id}
                  agent={agent}
                  approvalTaskId={approvalTaskOf.get(agent.id)}
                  onDelete={setDeleting}
                />
              ))}
            </SimpleGrid>
          </section>
        ))}
      </Stack>
    );

  return (
    <Page title={t('dashboard.title')} actions={all.length > 0 ? newAgent : undefined}>
      {agents.data !== undefined && <SetupChecklist user={user} agents={agents.data} />}
      {all.length > 0 && (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <TextInput
            aria-label={t('dashboard.search')}
            placeholder={t('dashboard.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            rightSection={
              search === '' ? undefined : (
                <CloseButton
                  size="sm"
                  aria-label={t('dashboard.clearSearch')}
                  onClick={() => setSearch('')}
                />
              )
            }
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: '1 1 260px', maxWidth: 420 }}
          />
          <SegmentedControl
            aria-label={t('dashboard.viewLabel')}
            value={view}
            onChange={(value) => setView(value as AgentView)}
            data={[
              { value: 'active', label: t('dashboard.views.active', { n: activeCount }) },
              { value: 'favorites', label: t('dashboard.views.favorites', { n: favoriteCount }) },
              { value: 'archived', label: t('dashboard.views.archived', { n: archivedCount }) },
            ]}
          />
        </Group>
      )}
      {all.length > 0 && (
        <Text className="visually-hidden" role="status">
          {t('dashboard.shown', { count: shownCount })}
        </Text>
      )}
      {all.length > 0 && <ScheduledToday />}
      {body}
      <DeleteAgentModal agent={deleting} onClose={() => setDeleting(null)} />
    </Page>
  );
}
