import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePollingInterval } from '../live/live-mode';
import { LoadError } from '../ui/load-error';
import { NotificationItem } from './notification-item';
import {
  recentNotificationsQuery,
  unreadCountQuery,
  useMarkAllNotificationsRead,
} from './notification-queries';

/** The bell: how many notifications are unread, and a panel of the newest that link to their tasks. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  const polling = usePollingInterval(10_000);
  const unread = useQuery({ ...unreadCountQuery, refetchInterval: polling });
  const recent = useQuery({ ...recentNotificationsQuery, enabled: open });
  const markAll = useMarkAllNotificationsRead();
  const count = unread.data ?? 0;
  const label = count === 0 ? t('bell.label') : t('bell.labelUnread', { unread: count });

  return (
    <Popover
      opened={open}
      onChange={setOpen}
      position="bottom-end"
      width={360}
      shadow="lg"
      withinPortal
      trapFocus
    >
      <Popover.Target>
        <Tooltip label={label} disabled={open}>
          <Indicator
            disabled={count === 0}
            label={count > 99 ? '99+' : count}
            size={16}
            offset={6}
            color="red"
          >
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={label}
              onClick={() => setOpen((o) => !o)}
            >
              <IconBell size={20} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p={0} aria-label={t('bell.panelLabel')}>
        <Group justify="space-between" px="md" py="sm">
          <Text fw={600}>{t('bell.title')}</Text>
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={count === 0}
            loading={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            {t('bell.markAllRead')}
          </Button>
        </Group>
        <ScrollArea.Autosize mah={420} type="auto">
          {recent.isError ? (
            <Stack p="md">
              <LoadError what={t('bell.loadWhat')} error={recent.error} onRetry={() => recent.refetch()} />
            </Stack>
          ) : recent.data !== undefined && recent.data.length === 0 ? (
            <Stack align="center" gap={4} p="xl" c="dimmed">
              <IconBellOff size={28} aria-hidden />
              <Text fz="sm">{t('bell.empty')}</Text>
            </Stack>
          ) : (
            <Stack gap={0} pb="xs">
              {(recent.data ?? []).map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  onOpen={() => setOpen(false)}
                />
              ))}
              {recent.isPending && (
                <Text fz="sm" c="dimmed" p="md">
                  {t('bell.loading')}
                </Text>
              )}
            </Stack>
          )}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
