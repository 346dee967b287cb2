import { Badge, Group, Loader } from '@mantine/core';
import { IconAlertTriangle, IconHandStop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AgentActivity } from '../api/api-types';
import { BadgeLink } from '../ui/links';

/**
 * What an agent is doing, in words and colour: tasks running, waiting for a person's approval
 * (linking to the task to review when one is known), failed; "Idle" when nothing is going on.
 */
export function AgentActivityBadges({
  agentId,
  activity,
  approvalTaskId,
}: {
  agentId: number;
  activity: AgentActivity;
  approvalTaskId?: number | undefined;
}) {
  const { t } = useTranslation('agents');
  const { running, pending_approval: waiting, failed } = activity;
  if (running === 0 && waiting === 0 && failed === 0) {
    return (
      <Badge variant="light" color="gray" size="sm">
        {t('activity.idle')}
      </Badge>
    );
  }
  return (
    <Group gap={6} wrap="wrap">
      {running > 0 && (
        <Badge
          variant="light"
          color="blue"
          size="sm"
          leftSection={<Loader size={10} color="blue" aria-hidden="true" />}
        >
          {t('activity.running', { count: running })}
        </Badge>
      )}
      {waiting > 0 &&
        (approvalTaskId === undefined ? (
          <BadgeLink
            to="/agents/$agentId"
            params={{ agentId }}
            variant="filled"
            color="orange"
            size="sm"
            leftSection={<IconHandStop size={12} aria-hidden="true" />}
            className="spora-raised-link"
          >
            {t('activity.needsApproval', { count: waiting })}
          </BadgeLink>
        ) : (
          <BadgeLink
            to="/tasks/$taskId"
            params={{ taskId: approvalTaskId }}
            variant="filled"
            color="orange"
            size="sm"
            leftSection={<IconHandStop size={12} aria-hidden="true" />}
            className="spora-raised-link"
          >
            {t('activity.needsApproval', { count: waiting })}
            <span className="visually-hidden">{t('activity.review')}</span>
          </BadgeLink>
        ))}
      {failed > 0 && (
        <Badge
          variant="light"
          color="red"
          size="sm"
          leftSection={<IconAlertTriangle size={12} aria-hidden="true" />}
        >
          {t('activity.failed', { count: failed })}
        </Badge>
      )}
    </Group>
  );
}
