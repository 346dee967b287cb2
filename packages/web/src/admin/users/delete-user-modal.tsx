import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../ui/confirm-modal';
import { type AdministeredUser, useDeleteUser } from './user-queries';
import { userRefusalOf } from './user-refusal';

/** Asks before deleting an account with everything it owns; a refusal is shown in the dialog. */
export function DeleteUserModal({ user, onClose }: { user: AdministeredUser | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const deletion = useDeleteUser();
  const close = () => {
    deletion.reset();
    onClose();
  };
  return (
    <ConfirmModal
      opened={user !== null}
      title={t('users.deleteModal.title', { email: user?.email ?? '' })}
      confirmLabel={t('users.deleteModal.confirm')}
      busy={deletion.isPending}
      refusal={deletion.error === null ? null : userRefusalOf(deletion.error)}
      onClose={close}
      onConfirm={() => {
        if (user === null) return;
        deletion.mutate(user.id, {
          onSuccess: () => {
            notifications.show({
              color: 'teal',
              message: t('users.deleteModal.deleted', { email: user.email }),
            });
            close();
          },
        });
      }}
    >
      {t('users.deleteModal.description')}
    </ConfirmModal>
  );
}
