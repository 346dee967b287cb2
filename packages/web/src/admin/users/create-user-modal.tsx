import {
  Alert,
  Button,
  Group,
  Modal,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { apiFieldError, hasFieldErrors } from '../../ui/field-errors';
import { useInertBackground } from '../../ui/inert-background';
import { useCreateUser } from './user-queries';

const fields = ['email', 'password', 'display_name'] as const;

/** Creates an account with an e-mail, a first password and a role; the API's objections show at their fields. */
export function CreateUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const creation = useCreateUser();
  const [email, setEmail] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<'member' | 'admin'>('member');
  useInertBackground(opened);
  const close = () => {
    creation.reset();
    setEmail('');
    setDisplayName('');
    setPassword('');
    setRole('member');
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    creation.mutate(
      {
        email: email.trim(),
        password,
        display_name: displayName.trim() === '' ? null : displayName.trim(),
        role,
      },
      {
        onSuccess: (user) => {
          notifications.show({
            color: 'teal',
            message: t('users.createModal.created', { email: user.email }),
          });
          close();
        },
      },
    );
  };
  const error = creation.error;
  const emailError = isApiError(error, 'EMAIL_TAKEN') ? error.message : apiFieldError(error, 'email');
  const general = error !== null && emailError === undefined && !hasFieldErrors(error, fields) ? error : null;
  return (
    <Modal opened={opened} onClose={close} title={t('users.createModal.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('users.createModal.email')}
            type="email"
            required
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={emailError}
            data-autofocus
          />
          <TextInput
            label={t('users.createModal.name')}
            description={t('users.createModal.nameDescription')}
            value={displayName}
            onChange={(event) => setDisplayName(event.currentTarget.value)}
            error={apiFieldError(error, 'display_name')}
          />
          <PasswordInput
            label={t('users.createModal.password')}
            description={t('users.createModal.passwordDescription')}
            required
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={apiFieldError(error, 'password')}
          />
          <Stack gap={4}>
            <Text fz="sm" fw={600} id="create-user-role">
              {t('users.createModal.role')}
            </Text>
            <SegmentedControl
              aria-labelledby="create-user-role"
              value={role}
              onChange={(value) => setRole(value === 'admin' ? 'admin' : 'member')}
              data={[
                { value: 'member', label: t('users.roles.member') },
                { value: 'admin', label: t('users.roles.admin') },
              ]}
            />
          </Stack>
          {general !== null && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title={t('users.createModal.failed')}
              role="alert"
            >
              {general.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('users.createModal.cancel')}
            </Button>
            <Button type="submit" loading={creation.isPending}>
              {t('users.createModal.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
