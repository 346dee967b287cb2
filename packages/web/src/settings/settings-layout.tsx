import { Box, Flex, Text } from '@mantine/core';
import {
  IconBell,
  IconCoin,
  IconCpu,
  IconKey,
  IconMail,
  IconPlug,
  IconPlugConnected,
  IconShieldCheck,
  IconTool,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
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
    | '/settings/mcp-servers'
    | '/admin/users'
    | '/admin/email'
    | '/admin/decision-record'
    | '/admin/model-prices'
    | '/admin/plugins';
  readonly label: string;
  readonly icon: ReactNode;
}

const personalLinks: readonly SectionLink[] = [
  { to: '/settings/account', label: 'Account', icon: <IconUser size={18} /> },
  { to: '/settings/notifications', label: 'Notifications', icon: <IconBell size={18} /> },
  { to: '/settings/tokens', label: 'API tokens', icon: <IconKey size={18} /> },
  { to: '/settings/models', label: 'Models', icon: <IconCpu size={18} /> },
  { to: '/settings/tools', label: 'Tool settings', icon: <IconTool size={18} /> },
  { to: '/settings/mcp-servers', label: 'MCP servers', icon: <IconPlugConnected size={18} /> },
];

const administrationLinks: readonly SectionLink[] = [
  { to: '/admin/users', label: 'Users', icon: <IconUsers size={18} /> },
  { to: '/admin/email', label: 'E-mail', icon: <IconMail size={18} /> },
  { to: '/admin/decision-record', label: 'Decision record', icon: <IconShieldCheck size={18} /> },
  { to: '/admin/model-prices', label: 'Model prices', icon: <IconCoin size={18} /> },
  { to: '/admin/plugins', label: 'Plugins', icon: <IconPlug size={18} /> },
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
            label={link.label}
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
      <nav aria-label="Settings sections" className="settings-nav" ref={nav}>
        <SectionLinks heading="Your settings" links={personalLinks} pathname={pathname} />
        {user.is_admin && (
          <SectionLinks heading="Administration" links={administrationLinks} pathname={pathname} />
        )}
      </nav>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Outlet />
      </Box>
    </Flex>
  );
}
