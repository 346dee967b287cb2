import { Button, Checkbox, Group, Paper, Popover, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingApproval } from '../api/api-types';
import { useBulkDecision } from './approval-queries';

/**
 * Selecting the calls of the page and deciding them together: approve, or reject with one reason
 * the agent of each reads. The answer names what could not be decided (someone else was faster).
 */
export function BulkActions({
  onPage,
  selected,
  onSelectAll,
  onDone,
}: {
  onPage: readonly PendingApproval[];
  selected: readonly PendingApproval[];
  onSelectAll: (all: boolean) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('approvals');
  const bulk = useBulkDecision();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const all = onPage.length > 0 && selected.length === onPage.length;

  const send = (decision: 'approve' | 'reject') =>
    bulk.mutate(
      {
        calls: selected.map((approval) => ({
          task_id: approval.task.id,
          provider_call_id: approval.provider_call_id,
        })),
        decision,
        ...(decision === 'reject' && reason.trim() !== '' ? { reason: reason.trim() } : {}),
      },
      {
        onSuccess: (results) => {
          const refused = results.filter((result) => result.outcome === 'refused');
          const decided = results.length - refused.length;
          notifications.show({
            color: refused.length === 0 ? 'teal' : 'orange',
            title:
              decision === 'approve'
                ? t('bulk.approved', { count: decided })
                : t('bulk.rejected', { count: decided }),
            message:
              refused.length === 0
                ? undefined
                : t('bulk.refused', {
                    count: refused.length,
                    reasons: refused
                      .map((result) => (result.outcome === 'refused' ? result.error.message : ''))
                      .join(' '),
                  }),
          });
          setRejecting(false);
          setReason('');
          onDone();
        },
        onError: (error) =>
          notifications.show({ color: 'red', title: t('bulk.nothingDecided'), message: error.message }),
      },
    );

  return (
    <Paper withBorder radius="md" px="md" py="xs">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Checkbox
          label={selected.length === 0 ? t('bulk.selectAll') : t('bulk.selected', { count: selected.length })}
          checked={all}
          indeterminate={selected.length > 0 && !all}
          disabled={onPage.length === 0}
          onChange={(event) => onSelectAll(event.currentTarget.checked)}
        />
        <Group gap="xs">
          <Button
            size="xs"
            color="teal"
            leftSection={<IconCheck size={14} />}
            disabled={selected.length === 0 || bulk.isPending}
            loading={bulk.isPending && bulk.variables?.decision === 'approve'}
            onClick={() => send('approve')}
          >
            {t('bulk.approveSelected')}
          </Button>
          <Popover opened={rejecting} onChange={setRejecting} position="bottom-end" width={320} trapFocus>
            <Popover.Target>
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconX size={14} />}
                disabled={selected.length === 0 || bulk.isPending}
                onClick={() => setRejecting((open) => !open)}
              >
                {t('bulk.rejectSelected')}
              </Button>
            </Popover.Target>
            <Popover.Dropdown>
              <Stack gap="xs">
                <Textarea
                  label={t('bulk.reasonLabel')}
                  description={t('bulk.reasonDescription')}
                  autosize
                  minRows={2}
                  maxLength={2000}
                  value={reason}
                  onChange={(event) => setReason(event.currentTarget.value)}
                />
                <Button color="red" loading={bulk.isPending} onClick={() => send('reject')}>
                  {t('bulk.reject', { count: selected.length })}
                </Button>
                <Text fz="xs" c="dimmed">
                  {t('bulk.meanwhile')}
                </Text>
              </Stack>
            </Popover.Dropdown>
          </Popover>
        </Group>
      </Group>
    </Paper>
  );
}
