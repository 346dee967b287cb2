import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { apiFieldError } from '../../ui/field-errors';
import { type SmtpSettings, type SmtpSettingsBody, useSaveSmtpSettings } from './email-queries';

type Security = SmtpSettingsBody['security'];

const securities: readonly Security[] = ['starttls', 'tls', 'none'];

interface Draft {
  host: string;
  port: number | string;
  security: Security;
  username: string;
  password: string;
  fromAddress: string;
  fromName: string;
}

function draftOf(settings: SmtpSettings | null): Draft {
  return {
    host: settings?.host ?? '',
    port: settings?.port ?? 587,
    security: settings?.security ?? 'starttls',
    username: settings?.username ?? '',
    password: '',
    fromAddress: settings?.from_address ?? '',
    // i18n-exempt: the product's name, the default sender name
    fromName: settings?.from_name ?? 'Spora',
  };
}

/** The SMTP server e-mail goes through; the password is stored encrypted and never shown again. */
export function SmtpSettingsForm({ settings }: { settings: SmtpSettings | null }) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const save = useSaveSmtpSettings();
  const edit = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    if (save.isError) save.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        host: draft.host.trim(),
        port: Number(draft.port),
        security: draft.security,
        username: draft.username.trim() === '' ? null : draft.username.trim(),
        // Left empty, the stored password stays.
        ...(draft.password !== '' && { password: draft.password }),
        from_address: draft.fromAddress.trim(),
        from_name: draft.fromName.trim() === '' ? null : draft.fromName.trim(),
      },
      {
        onSuccess: () => {
          setDraft((current) => ({ ...current, password: '' }));
          notifications.show({ color: 'teal', message: t('email.smtp.saved') });
        },
      },
    );
  };
  const fieldError = (field: string) => apiFieldError(save.error, field);

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="smtp-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="h4" id="smtp-heading">
            {t('email.smtp.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('email.smtp.description')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('email.smtp.host')}
              placeholder="smtp.example.com"
              required
              value={draft.host}
              onChange={(event) => edit({ host: event.currentTarget.value })}
              error={fieldError('host')}
            />
            <NumberInput
              label={t('email.smtp.port')}
              required
              min={1}
              max={65535}
              allowDecimal={false}
              value={draft.port}
              onChange={(value) => edit({ port: value })}
              error={fieldError('port')}
            />
            <Select
              label={t('email.smtp.security')}
              data={securities.map((value) => ({ value, label: t(`email.smtp.securities.${value}`) }))}
              allowDeselect={false}
              value={draft.security}
              onChange={(value) => value !== null && edit({ security: value as Security })}
            />
            <TextInput
              label={t('email.smtp.username')}
              description={t('email.smtp.usernameDescription')}
              autoComplete="off"
              value={draft.username}
              onChange={(event) => edit({ username: event.currentTarget.value })}
              error={fieldError('username')}
            />
            <PasswordInput
              label={t('email.smtp.password')}
              description={
                settings?.has_password ? t('email.smtp.passwordStored') : t('email.smtp.passwordDescription')
              }
              autoComplete="new-password"
              value={draft.password}
              onChange={(event) => edit({ password: event.currentTarget.value })}
              error={fieldError('password')}
            />
            <TextInput
              label={t('email.smtp.fromAddress')}
              placeholder="spora@example.com"
              required
              value={draft.fromAddress}
              onChange={(event) => edit({ fromAddress: event.currentTarget.value })}
              error={fieldError('from_address')}
            />
            <TextInput
              label={t('email.smtp.fromName')}
              value={draft.fromName}
              onChange={(event) => edit({ fromName: event.currentTarget.value })}
              error={fieldError('from_name')}
            />
          </SimpleGrid>
          {save.isError && Object.keys(isApiError(save.error) ? save.error.fields : {}).length === 0 && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title={t('email.smtp.notSaved')}
              role="alert"
            >
              {save.error.message}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('email.smtp.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
