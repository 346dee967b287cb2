import { Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconPinFilled, IconStarFilled } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import type { AgentListItem } from '../../api/api-types';
import { AnchorLink } from '../../ui/links';
import { RelativeTime } from '../../ui/relative-time';
import { ToolIcon } from '../../ui/tool-icon';
import { AgentActivityBadges } from '../agent-activity-badges';
import { AgentAvatar } from '../agent-avatar';
import { SharedAgentBadge } from '../settings/sharing-section';
import { AgentCardMenu } from './agent-card-menu';
import { lastActivityOf } from './agent-filter';

const shownToolIcons = 5;

/** One agent on the dashboard: who it is, what it is doing, and a menu of what to do with it. */
export function AgentCard({
  agent,
  approvalTaskId,
  onDelete,
}: {
  agent: AgentListItem;
  approvalTaskId: number | undefined;
  onDelete: (agent: AgentListItem) => void;
}) {
  const { t } = useTranslation('agents');
  const tools = agent.tools;
  const lastActivity = agent.activity.last_activity_at;
  return (
    <Card withBorder radius="lg" padding="md" className="spora-agent-card" component="article">
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <AgentAvatar name={agent.name} size={44} />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <Title order={3} fz="md" fw={650} lineClamp={1} style={{ minWidth: 0 }}>
                <AnchorLink
                  to="/agents/$agentId"
                  params={{ agentId: agent.id }}
                  className="spora-stretched-link"
                  underline="never"
                >
                  {agent.name}
                </AnchorLink>
              </Title>
              {agent.is_pinned && (
                <IconPinFilled size={14} aria-label={t('card.pinned')} color="var(--mantine-color-dimmed)" />
              )}
              {agent.is_favorite && (
                <IconStarFilled
                  size={14}
                  aria-label={t('card.favorite')}
                  color="var(--mantine-color-yellow-6)"
                />
              )}
            </Group>
            <Text fz="xs" c="dimmed">
              {lastActivity === null ? (
                t('card.noConversations')
              ) : (
                <Trans
                  t={t}
                  i18nKey="card.active"
                  components={{ time: <RelativeTime value={lastActivityOf(agent)} /> }}
                />
              )}
            </Text>
          </Stack>
          {/* A shared agent's flags, settings and deletion are its owner's. */}
          {agent.shared === null && <AgentCardMenu agent={agent} onDelete={() => onDelete(agent)} />}
        </Group>
        <Text fz="sm" c={agent.description ? undefined : 'dimmed'} lineClamp={2} style={{ flex: 1 }}>
          {agent.description || t('card.noDescription')}
        </Text>
        <Group gap={6} wrap="wrap">
          <SharedAgentBadge agent={agent} />
          <AgentActivityBadges agentId={agent.id} activity={agent.activity} approvalTaskId={approvalTaskId} />
        </Group>
        <Group justify="space-between" gap="xs" wrap="nowrap" pt={4}>
          <Group gap={4} wrap="nowrap" c="dimmed" style={{ minWidth: 0 }}>
            {tools.slice(0, shownToolIcons).map((tool) => (
              <Tooltip key={tool.tool_class} label={tool.tool_name} withArrow>
                <span className="spora-raised-link" style={{ display: 'inline-flex' }}>
                  <ToolIcon iconKey={tool.icon} size={16} />
                </span>
              </Tooltip>
            ))}
            <Text fz="xs" c="dimmed" ml={tools.length > 0 ? 4 : 0}>
              {tools.length === 0 ? t('card.noTools') : t('card.tools', { count: tools.length })}
            </Text>
          </Group>
          {agent.llm.status !== 'ready' && (
            <Tooltip label={t('card.noModelHint')} withArrow>
              <Group gap={4} wrap="nowrap" className="spora-warning-text spora-raised-link">
                <IconAlertTriangle size={14} aria-hidden="true" />
                <Text fz="xs" fw={600} c="inherit">
                  {t('card.noModel')}
                </Text>
              </Group>
            </Tooltip>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
