import {
  Badge,
  Button,
  Card,
  Divider,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { apiFieldError } from '../../ui/field-errors';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { type PendingEnrolment, TwoFactorEnrolment } from './two-factor-enrolment';
import {
  twoFactorQuery,
  useDisableTwoFactor,
  useRegenerateRecoveryCodes,
  useStartEnrolment,
} from './two-factor-queries';

/** New recovery codes for a code from the app; the old ones stop working. */
function RegenerateForm({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation('settings');
  const regenerate = useRegenerateRecoveryCodes();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    regenerate.mutate(code.trim(), {
      onSuccess: (answer) => {
        setCode('');
        onCodes(answer.recovery_codes);
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="xs">
        <TextInput
          label={t('twoFactor.regenerate.codeLabel')}
          description={t('twoFactor.regenerate.description')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          w={200}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={
            isApiError(regenerate.error, 'TWO_FACTOR_CODE_INVALID')
              ? t('twoFactor.enrol.wrongCode')
              : regenerate.error?.message
          }
        />
        <Button
          type="submit"
          variant="default"
          loading={regenerate.isPending}
          disabled={!/^\d{6}$/.test(code.trim())}
        >
          {t('twoFactor.regenerate.submit')}
        </Button>
      </Group>
    </form>
  );
}

/** Turning two factors off, for the current password. */
function DisableForm() {
  const { t } = useTranslation('settings');
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate(password, {
      onSuccess: () => {
        setPassword('');
        notifications.show({ color: 'teal', message: t('twoFactor.disable.done') });
      },
    });
  };
  const wrong = apiFieldError(disable.error, 'password') !== undefined;
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="xs">
        <PasswordInput
          label={t('twoFactor.disable.passwordLabel')}
          description={t('twoFactor.disable.description')}
          autoComplete="current-password"
          w={260}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={wrong ? t('account.password.wrongCurrent') : disable.error?.message}
        />
        <Button
          type="submit"
          color="red"
          variant="light"
          loading={disable.isPending}
          disabled={password === ''}
        >
          {t('twoFactor.disable.submit')}
        </Button>
      </Group>
    </form>
  );
}

/**
 * Settings → Account → Two-factor sign-in: set up an authenticator app, see how many recovery
 * codes are left, make new ones, or turn it off. With `enrolOnly` (where the server's policy makes
 * someone enrol) it only sets up: turning off or replacing codes belongs in their settings.
 */
export function TwoFactorCard({ enrolOnly = false }: { enrolOnly?: boolean }) {
  const { t } = useTranslation('settings');
  const status = useQuery(twoFactorQuery);
  const start = useStartEnrolment();
  const [enrolment, setEnrolment] = useState<PendingEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const body = () => {
    if (codes !== null) return <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />;
    if (enrolment !== null) {
      return (
        <TwoFactorEnrolment
          enrolment={enrolment}
          onConfirmed={(recoveryCodes) => {
            setEnrolment(null);
            setCodes(recoveryCodes);
          }}
          onCancel={() => setEnrolment(null)}
        />
      );
    }
    if (status.data === undefined) return null;
    if (!status.data.enabled) {
      return (
        <Group>
          <Button
            loading={start.isPending}
            onClick={() => start.mutate(undefined, { onSuccess: setEnrolment })}
          >
            {t('twoFactor.setUp')}
          </Button>
        </Group>
      );
    }
    return (
      <Stack gap="md">
        <Text fz="sm" data-testid="recovery-codes-left">
          {t('twoFactor.codesLeft', { count: status.data.recovery_codes_left })}
        </Text>
        {!enrolOnly && (
          <>
            <RegenerateForm onCodes={setCodes} />
            <Divider />
            <DisableForm />
          </>
        )}
      </Stack>
    );
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="two-factor-heading">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} fz="h4" id="two-factor-heading">
            {t('twoFactor.title')}
          </Title>
          {status.data !== undefined && (
            <Badge color={status.data.enabled ? 'teal' : 'gray'} variant="light">
              {status.data.enabled ? t('twoFactor.on') : t('twoFactor.off')}
            </Badge>
          )}
        </Group>
        <Text fz="sm" c="dimmed">
          {t('twoFactor.intro')}
        </Text>
        {start.isError && (
          <Text c="red" fz="sm" role="alert">
            {start.error.message}
          </Text>
        )}
        {body()}
      </Stack>
    </Card>
  );
}
