import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useInertBackground } from '../../ui/inert-background';
import { type AdministeredUser, useDeleteUser } from './user-queries';
import { userRefusalOf } from './user-refusal';

/** Asks before deleting an account with everything it owns; a refusal is shown in the dialog. */
export function DeleteUserModal({ user, onClose }: { user: AdministeredUser | null; onClose: () => void }) {
  const deletion = useDeleteUser();
  useInertBackground(user !== null);
  const close = () => {
    deletion.reset();
    onClose();
  };
  const refusal = deletion.error === null ? null : userRefusalOf(deletion.error);
  return (
    <Modal opened={user !== null} onClose={close} title={`Delete ${user?.email ?? ''}?`} centered>
      <Stack gap="md">
        <Text fz="sm">
          This permanently deletes the account with its agents, their conversations and settings. It cannot be
          undone. To only keep the person out, suspend the account instead.
        </Text>
        {refusal !== null && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={refusal.title}
            role="alert"
          >
            {refusal.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={deletion.isPending}
            onClick={() => {
              if (user === null) return;
              deletion.mutate(user.id, {
                onSuccess: () => {
                  notifications.show({ color: 'teal', message: `${user.email} deleted.` });
                  close();
                },
              });
            }}
          >
            Delete account
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
