import { notifications } from '@mantine/notifications';
import { ConfirmModal } from '../../ui/confirm-modal';
import { type AdministeredUser, useDeleteUser } from './user-queries';
import { userRefusalOf } from './user-refusal';

/** Asks before deleting an account with everything it owns; a refusal is shown in the dialog. */
export function DeleteUserModal({ user, onClose }: { user: AdministeredUser | null; onClose: () => void }) {
  const deletion = useDeleteUser();
  const close = () => {
    deletion.reset();
    onClose();
  };
  return (
    <ConfirmModal
      opened={user !== null}
      title={`Delete ${user?.email ?? ''}?`}
      confirmLabel="Delete account"
      busy={deletion.isPending}
      refusal={deletion.error === null ? null : userRefusalOf(deletion.error)}
      onClose={close}
      onConfirm={() => {
        if (user === null) return;
        deletion.mutate(user.id, {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: `${user.email} deleted.` });
            close();
          },
        });
      }}
    >
      This permanently deletes the account with its agents, their conversations and settings. It cannot be
      undone. To only keep the person out, suspend the account instead.
    </ConfirmModal>
  );
}
