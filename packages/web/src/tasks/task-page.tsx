import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { usePollingInterval } from '../live/live-mode';
import { LoadError } from '../ui/load-error';
import { Page } from '../ui/page';
import { TaskStatusBadge } from '../ui/task-status-badge';
import { taskQuery } from './task-queries';

export function TaskPage() {
  const { taskId } = useParams({ from: '/signed-in/tasks/$taskId' });
  const task = useQuery({ ...taskQuery(taskId), refetchInterval: usePollingInterval(2_000) });
  return (
    <Page title={`Task #${taskId}`} actions={task.data && <TaskStatusBadge status={task.data.status} />}>
      {task.isError && <LoadError what="this task" error={task.error} onRetry={() => task.refetch()} />}
    </Page>
  );
}
