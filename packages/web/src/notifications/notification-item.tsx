import { Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendarCheck,
  IconCheck,
  IconClockHour4,
  IconFlask,
  IconHandStop,
  IconInfoCircle,
  IconPlug,
  IconPlugConnectedX,
} from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../api/api-types';
import { useCurrentUser } from '../auth/session';
import { RelativeTime } from '../ui/relative-time';
import { useMarkNotificationRead } from './notification-queries';
import { notificationText } from './notification-text';

const looks: Record<string, { color: string; icon: typeof IconCheck }> = {
  task_completed: { color: 'teal', icon: IconCheck },
  task_failed: { color: 'red', icon: IconAlertTriangle },
  pending_approval: { color: 'orange', icon: IconHandStop },
  task_retry_scheduled: { color: 'yellow', icon: IconClockHour4 },
  task_orphaned: { color: 'red', icon: IconPlugConnectedX },
  scheduled_run_finished: { color: 'teal', icon: IconCalendarCheck },
  mcp_connect: { color: 'blue', icon: IconPlug },
  rehearsal_finished: { color: 'grape', icon: IconFlask },
};

export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: () => void;
}) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const look = looks[notification.type] ?? { color: 'gray', icon: IconInfoCircle };
  const Icon = look.icon;
  const unread = notification.read_at === null;
  const { title, body } = notificationText(notification, useCurrentUser().id);

  const open = () => {
    if (unread) markRead.mutate(notification.id);
    onOpen();
    // Connecting happens where the person's MCP servers are listed, not on the waiting task.
    if (notification.type === 'mcp_connect') navigate({ to: '/settings/mcp-servers' });
    else if (notification.type === 'rehearsal_finished' && typeof notification.data.rehearsal_id === 'number')
      navigate({ to: '/rehearsals/$rehearsalId', params: { rehearsalId: notification.data.rehearsal_id } });
    else if (notification.task_id !== null)
      navigate({ to: '/tasks/$taskId', params: { taskId: notification.task_id } });
  };

  return (
    <UnstyledButton
      onClick={open}
      px="md"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      bg={unread ? 'var(--mantine-primary-color-light)' : undefined}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ThemeIcon color={look.color} variant="light" radius="xl" size="md">
          <Icon size={16} />
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fz="sm" fw={unread ? 600 : 500} lineClamp={2}>
            {unread && <span className="visually-hidden">{t('item.unread')}</span>}
            {title}
          </Text>
          {body !== null && (
            <Text fz="xs" c="dimmed" lineClamp={2}>
              {body}
            </Text>
          )}
          <Text fz="xs" c="dimmed">
            <RelativeTime value={notification.created_at} />
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
