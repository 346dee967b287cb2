import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { i18n } from '../i18n/i18n';
import { ConfirmModal } from '../ui/confirm-modal';
import { useDeleteAgent } from './agent-mutations';

/** Why the API refused, in words that say what to do next. */
function refusalOf(error: Error): { title: string; message: string } {
  if (isApiError(error, 'INVALID_STATE'))
    return {
      title: i18n.t('agents:delete.stillWorking'),
      message: i18n.t('agents:delete.stillWorkingMessage', { reason: error.message }),
    };
  return { title: i18n.t('agents:delete.notDeleted'), message: error.message };
}

/**
 * Asks before deleting an agent with all of its conversations; a refusal (409 while one of its
 * tasks runs) is shown in the dialog, so the person sees why and what to do.
 */
export function DeleteAgentModal({
  agent,
  onClose,
  onDeleted,
}: {
  agent: { id: number; name: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation('agents');
  const deletion = useDeleteAgent();
  const close = () => {
    deletion.reset();
    onClose();
  };
  return (
    <ConfirmModal
      opened={agent !== null}
      title={t('delete.title', { name: agent?.name ?? '' })}
      confirmLabel={t('delete.confirm')}
      busy={deletion.isPending}
      refusal={deletion.error === null ? null : refusalOf(deletion.error)}
      onClose={close}
      onConfirm={() => {
        if (agent === null) return;
        deletion.mutate(agent.id, {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: t('delete.deleted', { name: agent.name }) });
            close();
            onDeleted?.();
          },
        });
      }}
    >
      {t('delete.body')}
    </ConfirmModal>
  );
}
