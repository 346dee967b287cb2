import { Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { agentQuery } from '../api/agents-query';
import { isApiError } from '../api/api-error';
import { usePollingInterval } from '../live/live-mode';
import { ButtonLink } from '../ui/links';
import { LoadError } from '../ui/load-error';
import { NotFoundState } from '../ui/not-found-state';
import { taskQuery } from './task-queries';
import { TaskView } from './task-view';
import './task-page.css';

/** `/tasks/$taskId`: one conversation with an agent, live. */
export function TaskPage() {
  const { t } = useTranslation('tasks');
  const { taskId } = useParams({ from: '/signed-in/tasks/$taskId' });
  const task = useQuery({ ...taskQuery(taskId), refetchInterval: usePollingInterval(2_000) });
  const agentId = task.data?.agent_id;
  const lastAgentId = useRef<number | undefined>(undefined);
  if (agentId !== undefined) lastAgentId.current = agentId;
  // An approver deciding someone else's task may not read their agent: it is not asked for.
  const ownAgent = agentId !== undefined && task.data?.viewer !== 'approver';
  const agent = useQuery({ ...agentQuery(agentId ?? 0), enabled: ownAgent });
  const navigate = useNavigate();

  if (task.isError && isApiError(task.error) && task.error.status === 404) {
    const backTo = lastAgentId.current;
    return (
      <NotFoundState
        title={backTo === undefined ? t('page.notFound') : t('page.deleted')}
        back={
          backTo === undefined ? undefined : (
            <ButtonLink to="/agents/$agentId" params={{ agentId: backTo }}>
              {t('page.backToAgent')}
            </ButtonLink>
          )
        }
      >
        {t('page.notFoundText')}
      </NotFoundState>
    );
  }
  if (task.isError && task.data === undefined) {
    return (
      <Stack p="lg" maw={920} mx="auto">
        <LoadError what={t('page.loadWhat')} error={task.error} onRetry={() => task.refetch()} />
      </Stack>
    );
  }
  if (task.data === undefined) return <TaskSkeleton />;
  return (
    <TaskView
      key={task.data.id}
      task={task.data}
      agent={agent.data}
      onDeleted={() => navigate({ to: '/agents/$agentId', params: { agentId: task.data.agent_id } })}
    />
  );
}

function TaskSkeleton() {
  const { t } = useTranslation('tasks');
  return (
    <Stack p="lg" maw={920} mx="auto" gap="md" aria-busy="true" aria-label={t('page.loading')}>
      <Skeleton h={14} w={220} />
      <Skeleton h={28} w="70%" />
      <Skeleton h={18} w={160} />
      <Stack gap="lg" mt="lg">
        <Skeleton h={48} w="55%" ml="auto" radius="lg" />
        <Skeleton h={96} w="80%" radius="md" />
        <Skeleton h={72} w="75%" radius="md" />
      </Stack>
    </Stack>
  );
}
