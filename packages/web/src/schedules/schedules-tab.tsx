import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarPlus, IconCalendarTime } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePollingInterval } from '../live/live-mode';
import { ConfirmModal } from '../ui/confirm-modal';
import { EmptyState } from '../ui/empty-state';
import { LoadError } from '../ui/load-error';
import { ScheduleCard } from './schedule-card';
import { ScheduleFormModal } from './schedule-form-modal';
import { schedulesQuery, useDeleteSchedule } from './schedule-queries';
import type { Schedule } from './schedule-types';
import './schedules.css';

/** The agent's schedules: each with its next run, pause, run now and runs; create and edit in a dialog. */
export function SchedulesTab({ agentId }: { agentId: number }) {
  const { t } = useTranslation('schedules');
  const polling = usePollingInterval(15_000);
  const schedules = useQuery({
    ...schedulesQuery(agentId),
    // A next run whose time has passed has been taken by now: look again for the one after it.
    refetchInterval: (query) =>
      query.state.data?.some(
        (schedule) => schedule.next_run_at !== null && Date.parse(schedule.next_run_at) < Date.now(),
      )
        ? 5_000
        : polling || 60_000,
  });
  const [editing, setEditing] = useState<Schedule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Schedule | null>(null);
  const remove = useDeleteSchedule(agentId);

  const create = (
    <Button leftSection={<IconCalendarPlus size={16} />} onClick={() => setEditing('new')}>
      {t('tab.create')}
    </Button>
  );

  let body: React.ReactNode;
  if (schedules.isPending)
    body = (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={120} radius="lg" />
        <Skeleton h={120} radius="lg" />
      </Stack>
    );
  else if (schedules.isError)
    body = <LoadError what={t('tab.loadWhat')} error={schedules.error} onRetry={() => schedules.refetch()} />;
  else if (schedules.data.length === 0)
    body = (
      <EmptyState icon={<IconCalendarTime size={28} />} title={t('tab.empty.title')} action={create}>
        {t('tab.empty.description')}
      </EmptyState>
    );
  else
    body = (
      <Stack gap="md">
        {schedules.data.map((schedule) => (
          <ScheduleCard
            key={schedule.id}
            agentId={agentId}
            schedule={schedule}
            onEdit={() => setEditing(schedule)}
            onDelete={() => {
              remove.reset();
              setDeleting(schedule);
            }}
          />
        ))}
      </Stack>
    );

  return (
    <Stack gap="md">
      {schedules.data !== undefined && schedules.data.length > 0 && (
        <Group justify="space-between" gap="sm">
          <Text fz="sm" c="dimmed">
            {t('tab.timeZoneNote')}
          </Text>
          {create}
        </Group>
      )}
      {body}
      <ScheduleFormModal
        agentId={agentId}
        schedule={editing === 'new' ? null : editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('tab.delete.title')}
        confirmLabel={t('tab.delete.confirm')}
        busy={remove.isPending}
        refusal={
          remove.error === null ? null : { title: t('tab.delete.failed'), message: remove.error.message }
        }
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      >
        {t('tab.delete.description', { name: deleting?.name ?? '' })}
      </ConfirmModal>
    </Stack>
  );
}
