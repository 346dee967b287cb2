import { AppShell, Burger, Group, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/session';
import { useSessionExpiry } from '../auth/session-expiry';
import { useTwoFactorRequirement } from '../auth/two-factor-requirement';
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
  const { t } = useTranslation('common');
  const [navigationOpen, navigation] = useDisclosure(false);
  const queryClient = useQueryClient();
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  useSessionExpiry();
  useTwoFactorRequirement();
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
        {t('layout.skipToContent')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navigationOpen}
              onClick={navigation.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={navigationOpen ? t('layout.closeNavigation') : t('layout.openNavigation')}
            />
            <UnstyledButtonLink to="/" aria-label={t('layout.home')}>
              <Group gap={8} wrap="nowrap">
                <SporaMark size={26} />
                <Text fw={700} fz="lg">
                  {'Spora' /* i18n-exempt: the product's name */}
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
      <AppShell.Navbar aria-label={t('layout.mainNavigation')}>
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
