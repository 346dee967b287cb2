import { Stack, Text } from '@mantine/core';
import { IconLayoutDashboard, IconPin, IconStar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { agentsQuery } from '../agents/agent-queries';
import { NavLinkLink } from '../ui/links';

/** The side navigation: the dashboard, then pinned and favourite agents for quick access. */
export function AppNavigation() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const agents = useQuery(agentsQuery({ archived: false }));
  const shortcuts = (agents.data ?? []).filter((agent) => agent.is_pinned || agent.is_favorite);
  return (
    <Stack gap={2} p="sm">
      <NavLinkLink
        to="/"
        label="Agents"
        leftSection={<IconLayoutDashboard size={18} />}
        active={pathname === '/'}
      />
      {shortcuts.length > 0 && (
        <>
          <Text fz="xs" fw={600} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
            Pinned and favourites
          </Text>
          {shortcuts.map((agent) => (
            <NavLinkLink
              key={agent.id}
              to="/agents/$agentId"
              params={{ agentId: agent.id }}
              label={agent.name}
              leftSection={agent.is_pinned ? <IconPin size={16} /> : <IconStar size={16} />}
              active={pathname === `/agents/${agent.id}`}
            />
          ))}
        </>
      )}
    </Stack>
  );
}
