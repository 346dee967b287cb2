import { Button, Skeleton, Stack, Tabs } from '@mantine/core';
import {
  IconAdjustments,
  IconArrowLeft,
  IconCpu,
  IconDownload,
  IconShare,
  IconTool,
  IconUserCheck,
  IconWebhook,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agentQuery } from '../../api/agents-query';
import { isApiError } from '../../api/api-error';
import { AgentToolsSection } from '../../tools/agent-tools-section';
import { AnchorLink } from '../../ui/links';
import { LoadError } from '../../ui/load-error';
import { NotFoundState } from '../../ui/not-found-state';
import { Page } from '../../ui/page';
import { WebhooksSection } from '../../webhooks/webhooks-section';
import { ExportAgentModal } from '../templates/export-agent-modal';
import { type AgentSettingsSection, isAgentSettingsSection, sectionsFor } from './agent-settings-section';
import { ApproversSection } from './approvers-section';
import { GeneralSettingsForm } from './general-settings-form';
import { LlmChoiceSection } from './llm-choice-section';
import { SharedAgentBadge, SharingSection } from './sharing-section';
import './agent-settings.css';

const pageWidth = 880;

function SettingsSkeleton() {
  const { t } = useTranslation('agents');
  return (
    <Page title={<span className="visually-hidden">{t('settings.loading')}</span>} width={pageWidth}>
      <Stack gap="lg" aria-busy="true" mt={-52}>
        <Skeleton h={14} w={140} />
        <Skeleton h={32} w={280} />
        <Skeleton h={36} w="60%" />
        <Skeleton h={180} radius="lg" />
        <Skeleton h={240} radius="lg" />
      </Stack>
    </Page>
  );
}

function NoSuchAgent() {
  const { t } = useTranslation('agents');
  return <NotFoundState title={t('notFound.title')}>{t('notFound.body')}</NotFoundState>;
}

/**
 * One agent's settings: general fields, the model it uses, its tools, who approves its actions and
 * the teams it is shared with and its inbound webhooks, each a tab (`?section=`), with export as a
 * template in the header. Someone the agent is shared with for configuration sees its general
 * fields, tools and webhooks only.
 */
export function AgentSettingsPage() {
  const { t } = useTranslation('agents');
  const { agentId } = useParams({ from: '/signed-in/agents/$agentId/settings' });
  const search = useSearch({ from: '/signed-in/agents/$agentId/settings' });
  const navigate = useNavigate({ from: '/agents/$agentId/settings' });
  const agent = useQuery(agentQuery(agentId));
  const [exporting, setExporting] = useState(false);

  if (agent.isPending) return <SettingsSkeleton />;
  if (agent.isError) {
    if (isApiError(agent.error) && agent.error.status === 404) return <NoSuchAgent />;
    return (
      <Page title={t('settings.title')} width={pageWidth}>
        <LoadError what={t('settings.loadWhat')} error={agent.error} onRetry={() => agent.refetch()} />
      </Page>
    );
  }
  const current = agent.data;
  const sections = sectionsFor(current);
  const section: AgentSettingsSection =
    search.section !== undefined && sections.includes(search.section) ? search.section : 'general';
  const tab = (value: AgentSettingsSection, icon: ReactNode, label: string) =>
    sections.includes(value) && (
      <Tabs.Tab value={value} leftSection={icon}>
        {label}
      </Tabs.Tab>
    );

  return (
    <Page
      width={pageWidth}
      title={t('settings.heading')}
      breadcrumb={
        <AnchorLink
          to="/agents/$agentId"
          params={{ agentId }}
          fz="sm"
          fw={500}
          c="dimmed"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}
        >
          <IconArrowLeft size={14} aria-hidden /> {current.name}
        </AnchorLink>
      }
      actions={
        current.shared === null ? (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => setExporting(true)}
          >
            {t('settings.export')}
          </Button>
        ) : (
          <SharedAgentBadge agent={current} />
        )
      }
    >
      <Tabs
        value={section}
        onChange={(value) =>
          isAgentSettingsSection(value) &&
          navigate({ search: value === 'general' ? {} : { section: value }, replace: true })
        }
      >
        <Tabs.List mb="lg">
          {tab('general', <IconAdjustments size={16} />, t('settings.tabs.general'))}
          {tab('model', <IconCpu size={16} />, t('settings.tabs.model'))}
          {tab('tools', <IconTool size={16} />, t('settings.tabs.tools'))}
          {tab('approvers', <IconUserCheck size={16} />, t('settings.tabs.approvers'))}
          {tab('sharing', <IconShare size={16} />, t('settings.tabs.sharing'))}
          {tab('webhooks', <IconWebhook size={16} />, t('settings.tabs.webhooks'))}
        </Tabs.List>
        {/* Kept mounted, so unsaved edits survive a look at another tab. */}
        <Tabs.Panel value="general">
          <GeneralSettingsForm agent={current} />
        </Tabs.Panel>
        {sections.includes('model') && (
          <Tabs.Panel value="model">
            <LlmChoiceSection agent={current} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="tools">
          <AgentToolsSection agentId={current.id} />
        </Tabs.Panel>
        {sections.includes('approvers') && (
          <Tabs.Panel value="approvers">
            <ApproversSection agent={current} />
          </Tabs.Panel>
        )}
        {sections.includes('sharing') && (
          <Tabs.Panel value="sharing">
            <SharingSection agent={current} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="webhooks">
          <WebhooksSection agentId={current.id} />
        </Tabs.Panel>
      </Tabs>
      <ExportAgentModal agent={exporting ? current : null} onClose={() => setExporting(false)} />
    </Page>
  );
}
