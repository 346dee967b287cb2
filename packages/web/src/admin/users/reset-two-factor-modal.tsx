import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../api/client';
import { ConfirmModal } from '../../ui/confirm-modal';
import type { AdministeredUser } from './user-queries';
import { userRefusalOf } from './user-refusal';

/**
 * Asks before removing a user's authenticator app and recovery codes, for someone who lost both;
 * they then sign in with the password alone and can set up a new app.
 */
export function ResetTwoFactorModal({
  user,
  onClose,
}: {
  user: AdministeredUser | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const reset = useMutation({
    mutationFn: (id: number) =>
      unwrap(api.DELETE('/api/v1/users/{id}/two-factor', { params: { path: { id } } })),
  });
  const close = () => {
    reset.reset();
    onClose();
  };
  return (
    <ConfirmModal
      opened={user !== null}
      title={t('users.resetTwoFactorModal.title', { email: user?.email ?? '' })}
      confirmLabel={t('users.resetTwoFactorModal.confirm')}
      busy={reset.isPending}
      refusal={reset.error === null ? null : userRefusalOf(reset.error)}
      onClose={close}
      onConfirm={() => {
        if (user === null) return;
        reset.mutate(user.id, {
          onSuccess: () => {
            notifications.show({
              color: 'teal',
              message: t('users.resetTwoFactorModal.done', { email: user.email }),
            });
            close();
          },
        });
      }}
    >
      {t('users.resetTwoFactorModal.description')}
    </ConfirmModal>
  );
}
