import { Button } from '@mantine/core';
import { IconPlayerStopFilled, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../ui/confirm-modal';
import { useCancelRehearsal, useDeleteRehearsal } from './rehearsal-queries';
import type { RehearsalSummary } from './rehearsal-types';

/** Stop a running rehearsal, or delete one with its tasks; each asks first. */
export function RehearsalActions({
  rehearsal,
  onDeleted,
}: {
  rehearsal: Pick<RehearsalSummary, 'id' | 'agent_id' | 'status'>;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('rehearsals');
  const cancel = useCancelRehearsal(rehearsal.agent_id);
  const remove = useDeleteRehearsal(rehearsal.agent_id);
  const [asking, setAsking] = useState<'cancel' | 'delete' | null>(null);
  const refusal = (error: Error | null) =>
    error === null ? null : { title: t('actions.notDone'), message: error.message };
  return (
    <>
      {rehearsal.status === 'running' && (
        <Button
          color="red"
          variant="light"
          leftSection={<IconPlayerStopFilled size={14} aria-hidden />}
          onClick={() => setAsking('cancel')}
        >
          {t('actions.cancel')}
        </Button>
      )}
      <Button
        color="red"
        variant="subtle"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setAsking('delete')}
      >
        {t('actions.delete')}
      </Button>
      <ConfirmModal
        opened={asking === 'cancel'}
        title={t('actions.cancelTitle')}
        confirmLabel={t('actions.cancelConfirm')}
        busy={cancel.isPending}
        refusal={refusal(cancel.error)}
        onConfirm={() => cancel.mutate(rehearsal.id, { onSuccess: () => setAsking(null) })}
        onClose={() => setAsking(null)}
      >
        {t('actions.cancelDescription')}
      </ConfirmModal>
      <ConfirmModal
        opened={asking === 'delete'}
        title={t('actions.deleteTitle')}
        confirmLabel={t('actions.deleteConfirm')}
        busy={remove.isPending}
        refusal={refusal(remove.error)}
        onConfirm={() =>
          remove.mutate(rehearsal.id, {
            onSuccess: () => {
              setAsking(null);
              onDeleted();
            },
          })
        }
        onClose={() => setAsking(null)}
      >
        {t('actions.deleteDescription')}
      </ConfirmModal>
    </>
  );
}
