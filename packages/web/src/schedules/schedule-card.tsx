import { ActionIcon, Badge, Button, Collapse, Group, Menu, Paper, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconDots, IconPencil, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { RelativeTime } from '../ui/relative-time';
import { ScheduleOccurrences } from './schedule-occurrences';
import { useRunScheduleNow, useSetScheduleActive } from './schedule-queries';
import { formatInZone } from './schedule-time';
import type { Schedule } from './schedule-types';

/** One schedule: what and when, its next run, pause or resume, run now, and its latest runs. */
export function ScheduleCard({
  agentId,
  schedule,
  onEdit,
  onDelete,
}: {
  agentId: number;
  schedule: Schedule;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('schedules');
  const [showRuns, setShowRuns] = useState(false);
  const setActive = useSetScheduleActive(agentId);
  const runNow = useRunScheduleNow(agentId);
  const runsId = `schedule-${schedule.id}-runs`;

  const run = () =>
    runNow.mutate(schedule.id, {
      onSuccess: ({ occurrence }) => {
        setShowRuns(true);
        notifications.show(
          occurrence.task_id === null
            ? { color: 'red', title: t('card.notStarted'), message: occurrence.error_message ?? '' }
            : {
                color: 'teal',
                message: t('card.started', { name: schedule.name, id: occurrence.task_id }),
              },
        );
      },
      onError: (error) =>
        notifications.show({ color: 'red', title: t('card.runNowFailed'), message: error.message }),
    });

  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-labelledby={`schedule-${schedule.id}-name`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} miw={0}>
            <Group gap="xs" wrap="wrap">
              <Text fw={650} id={`schedule-${schedule.id}-name`}>
                {schedule.name}
              </Text>
              {!schedule.is_active && (
                <Badge color="gray" variant="light" size="sm">
                  {t('card.paused')}
                </Badge>
              )}
              {schedule.kind === 'once' && schedule.next_run_at === null && schedule.is_active && (
                <Badge color="teal" variant="light" size="sm">
                  {t('card.done')}
                </Badge>
              )}
            </Group>
            <Text fz="sm" c="dimmed">
              {schedule.description}
            </Text>
            <Text fz="sm" lineClamp={2}>
              {schedule.prompt_template_name !== null
                ? t('card.template', { name: schedule.prompt_template_name })
                : schedule.raw_prompt}
            </Text>
          </Stack>
          <Group gap={6} wrap="nowrap">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlayerPlay size={14} />}
              loading={runNow.isPending}
              onClick={run}
            >
              {t('card.runNow')}
            </Button>
            <Menu position="bottom-end" withinPortal shadow="md">
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('card.moreActions', { name: schedule.name })}
                >
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
                  {t('card.edit')}
                </Menu.Item>
                <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                  {t('card.delete')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Switch
            label={schedule.is_active ? t('card.active') : t('card.paused')}
            checked={schedule.is_active}
            disabled={setActive.isPending}
            onChange={(event) =>
              setActive.mutate(
                { scheduleId: schedule.id, active: event.currentTarget.checked },
                {
                  onError: (error) =>
                    notifications.show({
                      color: 'red',
                      title: t('card.notChanged'),
                      message: error.message,
                    }),
                },
              )
            }
          />
          <Text fz="sm" c="dimmed">
            {schedule.next_run_at === null ? (
              t('card.noRunPlanned')
            ) : (
              <Trans
                t={t}
                i18nKey="card.nextRun"
                values={{ time: formatInZone(schedule.next_run_at, schedule.timezone) }}
                components={{ relative: <RelativeTime value={schedule.next_run_at} /> }}
              />
            )}
          </Text>
        </Group>
        <Button
          variant="subtle"
          size="compact-sm"
          color="gray"
          w="fit-content"
          rightSection={
            <IconChevronDown size={14} style={{ transform: showRuns ? 'rotate(180deg)' : undefined }} />
          }
          aria-expanded={showRuns}
          aria-controls={runsId}
          onClick={() => setShowRuns((shown) => !shown)}
        >
          {showRuns ? t('card.hideRuns') : t('card.showRuns')}
        </Button>
        <Collapse expanded={showRuns} id={runsId} keepMounted={false}>
          <ScheduleOccurrences agentId={agentId} scheduleId={schedule.id} timezone={schedule.timezone} />
        </Collapse>
      </Stack>
    </Paper>
  );
}
