import { Button, Divider, Stack, Text } from '@mantine/core';
import {
  IconChartBar,
  IconChecklist,
  IconHelp,
  IconLayoutDashboard,
  IconPigMoney,
  IconPin,
  IconPlus,
  IconSettings,
  IconStar,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { openCreateAgentDialog } from '../agents/create/create-agent-dialog';
import { CreateAgentModal } from '../agents/create/create-agent-modal';
import { agentsQuery } from '../api/agents-query';
import { appsQuery } from '../apps/app-queries';
import { NavLinkLink } from '../ui/links';
import { ToolIcon } from '../ui/tool-icon';

/**
 * The side navigation: a new agent, the dashboard, the approvals waiting on the user, pinned and favourite agents for quick access,
 * then the plugins' panels (an "Apps" group, absent when there are none), and last Settings and Help
 * (the documentation, bundled with the UI so it reads offline), so neither hides behind the avatar.
 * It is always mounted, so it also hosts the one "New agent" dialog.
 */
export function AppNavigation() {
  const { t } = useTranslation('common');
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const agents = useQuery(agentsQuery({ archived: false }));
  const shortcuts = (agents.data ?? []).filter((agent) => agent.is_pinned || agent.is_favorite);
  const apps = useQuery(appsQuery).data ?? [];
  return (
    <Stack gap={2} p="sm">
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        justify="flex-start"
        mb="xs"
        onClick={() => openCreateAgentDialog('blank')}
      >
        {t('navigation.newAgent')}
      </Button>
      <NavLinkLink
        to="/"
        label={t('navigation.agents')}
        leftSection={<IconLayoutDashboard size={18} />}
        active={pathname === '/'}
        variant="filled"
      />
      <NavLinkLink
        to="/approvals"
        label={t('navigation.approvals')}
        leftSection={<IconChecklist size={18} />}
        active={pathname === '/approvals' || pathname === '/approvals/rules'}
        variant="filled"
      />
      <NavLinkLink
        to="/usage"
        label={t('navigation.usage')}
        leftSection={<IconChartBar size={18} />}
        active={pathname === '/usage'}
        variant="filled"
      />
      <NavLinkLink
        to="/budgets"
        label={t('navigation.budgets')}
        leftSection={<IconPigMoney size={18} />}
        active={pathname === '/budgets'}
        variant="filled"
      />
      {shortcuts.length > 0 && (
        <>
          <Text fz="xs" fw={600} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
            {t('navigation.shortcuts')}
          </Text>
          {shortcuts.map((agent) => (
            <NavLinkLink
              key={agent.id}
              to="/agents/$agentId"
              params={{ agentId: agent.id }}
              label={agent.name}
              leftSection={agent.is_pinned ? <IconPin size={16} /> : <IconStar size={16} />}
              active={pathname === `/agents/${agent.id}`}
              variant="filled"
            />
          ))}
        </>
      )}
      {apps.length > 0 && (
        <nav aria-label={t('navigation.apps')}>
          <Text fz="xs" fw={600} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
            {t('navigation.apps')}
          </Text>
          {apps.map((app) => (
            <NavLinkLink
              key={`${app.plugin_slug}/${app.name}`}
              to="/apps/$slug/$panel"
              params={{ slug: app.plugin_slug, panel: app.name }}
              label={app.display_name}
              leftSection={<ToolIcon iconKey={app.icon} size={16} />}
              active={pathname === `/apps/${app.plugin_slug}/${app.name}`}
              variant="filled"
            />
          ))}
        </nav>
      )}
      <Divider my="sm" />
      <NavLinkLink
        to="/settings/account"
        label={t('navigation.settings')}
        leftSection={<IconSettings size={18} />}
        active={pathname.startsWith('/settings')}
        variant="filled"
      />
      <NavLinkLink
        to="/help"
        label={t('navigation.help')}
        leftSection={<IconHelp size={18} />}
        active={pathname === '/help' || pathname.startsWith('/help/')}
        variant="filled"
      />
      <CreateAgentModal />
    </Stack>
  );
}
