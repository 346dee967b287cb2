import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { LoadError } from '../ui/load-error';
import { Page } from '../ui/page';
import { agentQuery } from './agent-queries';

export function AgentPage() {
  const { agentId } = useParams({ from: '/signed-in/agents/$agentId' });
  const agent = useQuery(agentQuery(agentId));
  return (
    <Page title={agent.data?.name ?? 'Agent'}>
      {agent.isError && <LoadError what="this agent" error={agent.error} onRetry={() => agent.refetch()} />}
    </Page>
  );
}
