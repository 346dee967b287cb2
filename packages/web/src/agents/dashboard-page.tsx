import { SimpleGrid, Text } from '@mantine/core';
import { IconRobot } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../ui/empty-state';
import { CardLink } from '../ui/links';
import { LoadError } from '../ui/load-error';
import { Page } from '../ui/page';
import { agentsQuery } from './agent-queries';

export function DashboardPage() {
  const agents = useQuery(agentsQuery({ archived: false }));
  return (
    <Page title="Agents">
      {agents.isError && (
        <LoadError what="your agents" error={agents.error} onRetry={() => agents.refetch()} />
      )}
      {agents.data?.length === 0 && <EmptyState icon={<IconRobot size={28} />} title="No agents yet" />}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {(agents.data ?? []).map((agent) => (
          <CardLink key={agent.id} withBorder to="/agents/$agentId" params={{ agentId: agent.id }}>
            <Text fw={600}>{agent.name}</Text>
          </CardLink>
        ))}
      </SimpleGrid>
    </Page>
  );
}
