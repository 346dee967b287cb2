import { AppShell, Burger, Group, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSession } from '../auth/session';
import { useSessionExpiry } from '../auth/session-expiry';
import { openEventStream } from '../live/event-stream';
import { NotificationBell } from '../notifications/notification-bell';
import { startClientTickDriver } from '../runtime/client-tick-driver';
import { UnstyledButtonLink } from '../ui/links';
import { SporaMark } from '../ui/spora-mark';
import { AppNavigation } from './app-navigation';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { ConnectionIndicator } from './connection-indicator';
import { usePublicConfig } from './public-config';
import { UserMenu } from './user-menu';

/** The signed-in app: header, navigation (a drawer on phones), and the page. */
export function AppLayout() {
  const [navigationOpen, navigation] = useDisclosure(false);
  const queryClient = useQueryClient();
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  useSessionExpiry();
  useEffect(() => openEventStream(queryClient), [queryClient]);
  const clientMode = usePublicConfig()?.runtime_mode === 'client';
  useEffect(() => (clientMode ? startClientTickDriver(queryClient) : undefined), [clientMode, queryClient]);
  // Following a link in the drawer closes it, as a phone user expects.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation, by design
  useEffect(() => navigation.close(), [pathname]);

  // Signing out (or a session that ended) clears the user before the router has left for sign-in:
  // the shell and page go at once, so nothing inside reads a user that is no longer there.
  const user = useSession();
  if (user === null) return null;

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !navigationOpen } }}
      padding={0}
    >
      <a href="#main" className="visually-hidden">
        Skip to content
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navigationOpen}
              onClick={navigation.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={navigationOpen ? 'Close navigation' : 'Open navigation'}
            />
            <UnstyledButtonLink to="/" aria-label="Spora, home">
              <Group gap={8} wrap="nowrap">
                <SporaMark size={26} />
                <Text fw={700} fz="lg">
                  Spora
                </Text>
              </Group>
            </UnstyledButtonLink>
          </Group>
          <Group gap={6} wrap="nowrap">
            <ConnectionIndicator />
            <NotificationBell />
            <ColorSchemeToggle />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar aria-label="Main navigation">
        <ScrollArea type="auto" h="100%">
          <AppNavigation />
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main id="main">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
