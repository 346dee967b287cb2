import { Alert, Button, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconArchive,
  IconCalendarTime,
  IconFlask,
  IconMessages,
  IconSettings,
  IconTemplate,
  IconTool,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agentQuery } from '../api/agents-query';
import { isApiError } from '../api/api-error';
import {
  ConversationsDrawerButton,
  useSidebarShown,
  WithConversationSidebar,
} from '../conversations/sidebar-layout';
import { usePollingInterval } from '../live/live-mode';
import { RehearsalsTab } from '../rehearsals/rehearsals-tab';
import { PromptTemplatesTab } from '../schedules/prompt-templates-tab';
import { SchedulesTab } from '../schedules/schedules-tab';
import { AgentToolsSection } from '../tools/agent-tools-section';
import { AnchorLink, ButtonLink } from '../ui/links';
import { LoadError } from '../ui/load-error';
import { NotFoundState } from '../ui/not-found-state';
import { Page } from '../ui/page';
import { ToolIcon } from '../ui/tool-icon';
import { AgentActivityBadges } from './agent-activity-badges';
import { useSetAgentFlags } from './agent-mutations';
import { AgentChats } from './agent-page/agent-chats';
import { AgentHeaderActions } from './agent-page/agent-header-actions';
import { LlmReadinessBanner } from './agent-page/llm-readiness-banner';
import { TaskComposer } from './agent-page/task-composer';
import { isAgentPageTab } from './agent-page-tab';
import { DeleteAgentModal } from './delete-agent-modal';
import { SharedAgentBadge } from './settings/sharing-section';
import './agents.css';

const pageWidth = 880;

function AgentNotFound() {
  const { t } = useTranslation('agents');
  return <NotFoundState title={t('notFound.title')}>{t('notFound.body')}</NotFoundState>;
}

function AgentPageSkeleton() {
  const { t } = useTranslation('agents');
  return (
    <Page title={<span className="visually-hidden">{t('page.loading')}</span>} width={pageWidth}>
      <Stack gap="lg" aria-busy="true" mt={-52}>
        <Skeleton h={32} w={240} />
        <Skeleton h={14} w="50%" />
        <Skeleton h={150} radius="lg" />
        <Skeleton h={18} w={160} />
        <Skeleton h={64} radius="lg" />
        <Skeleton h={64} radius="lg" />
      </Stack>
    </Page>
  );
}

/** The settings tab is a way to the agent's settings page, which keeps its own sections. */
const settingsTab = 'settings';

/**
 * One agent: who it is, whether it can reach a model, and its tabs (`?tab=`), all in sight rather
 * than behind a menu: a composer for a new task with its conversations, its tools, its schedules,
 * its prompt templates, and a last tab that opens its settings.
 */
export function AgentPage() {
  const { t } = useTranslation('agents');
  const { agentId } = useParams({ from: '/signed-in/agents/$agentId' });
  const search = useSearch({ from: '/signed-in/agents/$agentId' });
  const tab = search.tab ?? 'conversations';
  const phone = useMediaQuery('(max-width: 36em)'); // i18n-exempt: a CSS media query
  const navigate = useNavigate();
  const polling = usePollingInterval(10_000);
  const agent = useQuery({ ...agentQuery(agentId), refetchInterval: polling });
  const setFlags = useSetAgentFlags();
  const [deleting, setDeleting] = useState(false);
  const sidebar = useSidebarShown();
  // Beside the conversations sidebar (and on a phone) the tabs go without icons, so they fit one row.
  const compactTabs = phone === true || sidebar;

  if (agent.isPending) return <AgentPageSkeleton />;
  if (agent.isError) {
    if (isApiError(agent.error, 'NOT_FOUND') || (isApiError(agent.error) && agent.error.status === 404))
      return <AgentNotFound />;
    return (
      <Page title={t('page.title')} width={pageWidth}>
        <LoadError what={t('settings.loadWhat')} error={agent.error} onRetry={() => agent.refetch()} />
      </Page>
    );
  }
  const current = agent.data;
  const tools = current.tools;
  // A shared agent shows only what its access allows: its schedules stay its owner's.
  const owns = current.shared === null;
  const configures = owns || current.shared?.access === 'configure';
  const shownTab =
    tab === 'conversations' || (tab === 'schedules' ? owns : configures) ? tab : 'conversations';

  return (
    <WithConversationSidebar agentId={current.id}>
      <Page
        title={current.name}
        width={pageWidth}
        actions={
          <>
            <ConversationsDrawerButton agentId={current.id} />
            {configures && (
              <ButtonLink
                to="/agents/$agentId/rehearse"
                params={{ agentId: current.id }}
                variant="default"
                leftSection={<IconFlask size={16} aria-hidden />}
              >
                {t('page.rehearse')}
              </ButtonLink>
            )}
            {current.shared === null && (
              <AgentHeaderActions agent={current} onDelete={() => setDeleting(true)} />
            )}
          </>
        }
      >
        <Stack gap={10} mt={-8}>
          <Text c={current.description ? undefined : 'dimmed'}>
            {current.description || t('page.noDescription')}
          </Text>
          <Group gap="md" wrap="wrap">
            <SharedAgentBadge agent={current} />
            <AgentActivityBadges agentId={current.id} activity={current.activity} />
            <Group gap={6} c="dimmed" wrap="wrap">
              {tools.map((tool) => (
                <Group key={tool.tool_class} gap={4} wrap="nowrap">
                  <ToolIcon iconKey={tool.icon} size={14} />
                  <Text fz="xs">{tool.tool_name}</Text>
                </Group>
              ))}
              {tools.length === 0 && configures && (
                <AnchorLink
                  to="/agents/$agentId"
                  params={{ agentId: current.id }}
                  search={{ tab: 'tools' }}
                  fz="xs"
                >
                  {t('page.noTools')}
                </AnchorLink>
              )}
            </Group>
          </Group>
        </Stack>
        {current.is_archived && (
          <Alert
            color="gray"
            variant="light"
            icon={<IconArchive size={18} />}
            title={t('page.archivedTitle')}
          >
            <Group justify="space-between" gap="sm">
              <Text fz="sm">{t('page.archivedBody')}</Text>
              <Button
                size="xs"
                variant="default"
                loading={setFlags.isPending}
                onClick={() => setFlags.mutate({ agent: current, flags: { is_archived: false } })}
              >
                {t('page.restore')}
              </Button>
            </Group>
          </Alert>
        )}
        <LlmReadinessBanner agent={current} />
        <Tabs
          value={shownTab}
          keepMounted={false}
          styles={phone ? { tab: { paddingInline: 10, flexShrink: 0 } } : undefined}
          onChange={(value) => {
            if (value === settingsTab)
              navigate({ to: '/agents/$agentId/settings', params: { agentId: current.id } });
            else if (isAgentPageTab(value))
              navigate({
                to: '/agents/$agentId',
                params: { agentId: current.id },
                search: value === 'conversations' ? {} : { tab: value },
                replace: true,
              });
          }}
        >
          {/* On a phone the row scrolls sideways, its names without icons, rather than wrapping. */}
          <Tabs.List mb="lg" className="spora-agent-tabs" data-phone={phone === true || undefined}>
            <Tabs.Tab
              value="conversations"
              leftSection={compactTabs ? undefined : <IconMessages size={16} />}
            >
              {t('page.tabs.conversations')}
            </Tabs.Tab>
            {configures && (
              <Tabs.Tab value="tools" leftSection={compactTabs ? undefined : <IconTool size={16} />}>
                {t('page.tabs.tools')}
              </Tabs.Tab>
            )}
            {owns && (
              <Tabs.Tab
                value="schedules"
                leftSection={compactTabs ? undefined : <IconCalendarTime size={16} />}
              >
                {t('page.tabs.schedules')}
              </Tabs.Tab>
            )}
            {configures && (
              <Tabs.Tab value="templates" leftSection={compactTabs ? undefined : <IconTemplate size={16} />}>
                {t('page.tabs.templates')}
              </Tabs.Tab>
            )}
            {configures && (
              <Tabs.Tab value="rehearsals" leftSection={compactTabs ? undefined : <IconFlask size={16} />}>
                {t('page.tabs.rehearsals')}
              </Tabs.Tab>
            )}
            {configures && (
              <Tabs.Tab
                value={settingsTab}
                leftSection={compactTabs ? undefined : <IconSettings size={16} />}
              >
                {t('page.tabs.settings')}
              </Tabs.Tab>
            )}
          </Tabs.List>
          <Tabs.Panel value="conversations">
            <Stack gap="xl">
              <TaskComposer
                agentId={current.id}
                agentName={current.name}
                llmConfigId={current.llm.configuration?.id ?? null}
              />
              {/* Beside a sidebar the conversations are listed there, not twice. */}
              {!sidebar && <AgentChats agentId={current.id} />}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="tools">
            <AgentToolsSection agentId={current.id} />
          </Tabs.Panel>
          <Tabs.Panel value="schedules">
            <SchedulesTab agentId={current.id} />
          </Tabs.Panel>
          <Tabs.Panel value="templates">
            <PromptTemplatesTab agentId={current.id} />
          </Tabs.Panel>
          <Tabs.Panel value="rehearsals">
            <RehearsalsTab agentId={current.id} />
          </Tabs.Panel>
        </Tabs>
        <DeleteAgentModal
          agent={deleting ? current : null}
          onClose={() => setDeleting(false)}
          onDeleted={() => navigate({ to: '/' })}
        />
      </Page>
    </WithConversationSidebar>
  );
}
