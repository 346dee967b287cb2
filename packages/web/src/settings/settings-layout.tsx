import { Box, Flex, Text } from '@mantine/core';
import {
  IconBell,
  IconCoin,
  IconCpu,
  IconKey,
  IconLogin2,
  IconMail,
  IconPlug,
  IconPlugConnected,
  IconShieldCheck,
  IconShieldLock,
  IconTool,
  IconUser,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import type { ParseKeys } from 'i18next';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../auth/session';
import { NavLinkLink } from '../ui/links';
import './settings.css';

interface SectionLink {
  readonly to:
    | '/settings/account'
    | '/settings/notifications'
    | '/settings/tokens'
    | '/settings/models'
    | '/settings/tools'
    | '/settings/teams'
    | '/settings/mcp-servers'
    | '/admin/users'
    | '/admin/email'
    | '/admin/single-sign-on'
    | '/admin/security'
    | '/admin/decision-record'
    | '/admin/model-prices'
    | '/admin/plugins';
  readonly label: ParseKeys<'settings'>;
  readonly icon: ReactNode;
}

const personalLinks: readonly SectionLink[] = [
  { to: '/settings/account', label: 'nav.account', icon: <IconUser size={18} /> },
  { to: '/settings/notifications', label: 'nav.notifications', icon: <IconBell size={18} /> },
  { to: '/settings/tokens', label: 'nav.apiTokens', icon: <IconKey size={18} /> },
  { to: '/settings/models', label: 'nav.models', icon: <IconCpu size={18} /> },
  { to: '/settings/tools', label: 'nav.toolSettings', icon: <IconTool size={18} /> },
  { to: '/settings/teams', label: 'nav.teams', icon: <IconUsersGroup size={18} /> },
  { to: '/settings/mcp-servers', label: 'nav.mcpServers', icon: <IconPlugConnected size={18} /> },
];

const administrationLinks: readonly SectionLink[] = [
  { to: '/admin/users', label: 'nav.users', icon: <IconUsers size={18} /> },
  { to: '/admin/email', label: 'nav.email', icon: <IconMail size={18} /> },
  { to: '/admin/single-sign-on', label: 'nav.singleSignOn', icon: <IconLogin2 size={18} /> },
  { to: '/admin/security', label: 'nav.securityLog', icon: <IconShieldLock size={18} /> },
  { to: '/admin/decision-record', label: 'nav.decisionRecord', icon: <IconShieldCheck size={18} /> },
  { to: '/admin/model-prices', label: 'nav.modelPrices', icon: <IconCoin size={18} /> },
  { to: '/admin/plugins', label: 'nav.plugins', icon: <IconPlug size={18} /> },
];

function SectionLinks({
  heading,
  links,
  pathname,
}: {
  heading: string;
  links: readonly SectionLink[];
  pathname: string;
}) {
  const { t } = useTranslation('settings');
  return (
    <>
      <Text
        className="settings-nav-heading"
        fz="xs"
        fw={600}
        c="dimmed"
        tt="uppercase"
        px="sm"
        pt="xs"
        pb={4}
      >
        {heading}
      </Text>
      {links.map((link) => {
        const active = pathname.startsWith(link.to);
        return (
          <NavLinkLink
            key={link.to}
            to={link.to}
            label={t(link.label)}
            leftSection={link.icon}
            active={active}
            aria-current={active ? 'page' : undefined}
            // Filled, like the side navigation: the light variant's label misses AA contrast.
            variant="filled"
            className="settings-nav-link"
          />
        );
      })}
    </>
  );
}

/**
 * Settings and administration share one frame: a section list beside the section's page (a
 * scrolling row above it on phones). Administration appears only to administrators.
 */
export function SettingsLayout() {
  const { t } = useTranslation('settings');
  const user = useCurrentUser();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const nav = useRef<HTMLElement>(null);
  // On a phone the sections are a scrolling row: the current one is brought into it.
  useEffect(() => {
    const row = nav.current;
    const current = row?.querySelector<HTMLElement>(`a[href="${CSS.escape(pathname)}"]`);
    if (row === null || current === null || current === undefined || row.scrollWidth <= row.clientWidth)
      return;
    row.scrollLeft = current.offsetLeft - row.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <Flex
      direction={{ base: 'column', sm: 'row' }}
      gap={{ base: 'xs', sm: 'lg' }}
      align={{ base: 'stretch', sm: 'flex-start' }}
      px={{ base: 0, sm: 'lg' }}
      maw={1240}
      mx="auto"
    >
      <nav aria-label={t('nav.label')} className="settings-nav" ref={nav}>
        <SectionLinks heading={t('nav.yourSettings')} links={personalLinks} pathname={pathname} />
        {user.is_admin && (
          <SectionLinks heading={t('nav.administration')} links={administrationLinks} pathname={pathname} />
        )}
      </nav>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Outlet />
      </Box>
    </Flex>
  );
}
