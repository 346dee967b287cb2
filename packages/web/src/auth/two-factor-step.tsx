import { Alert, Button, PinInput, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { i18n } from '../i18n/i18n';
import { useCompleteSignIn } from './session';

function secondStepErrorMessage(error: unknown): string {
  if (isApiError(error, 'TWO_FACTOR_CODE_INVALID')) return i18n.t('auth:twoFactor.invalidCode');
  if (isApiError(error, 'TWO_FACTOR_CHALLENGE_INVALID')) return i18n.t('auth:twoFactor.challengeExpired');
  if (isApiError(error, 'TOO_MANY_REQUESTS')) return i18n.t('auth:signIn.tooManyAttempts');
  return error instanceof Error ? error.message : i18n.t('auth:signIn.failed');
}

/**
 * The second step of signing in to an account with two factors: the 6-digit code from the
 * authenticator app, or one of the recovery codes instead.
 */
export function TwoFactorStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: () => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation('auth');
  const complete = useCompleteSignIn();
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);
  const [code, setCode] = useState('');
  const expired = isApiError(complete.error, 'TWO_FACTOR_CHALLENGE_INVALID');
  const ready = useRecoveryCode ? code.trim() !== '' : /^\d{6}$/.test(code);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!ready) return;
    complete.mutate(useRecoveryCode ? { challenge, recovery_code: code.trim() } : { challenge, code }, {
      onSuccess: onSignedIn,
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {complete.isError && (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} />}
            role="alert"
            title={t('signIn.failedTitle')}
          >
            {secondStepErrorMessage(complete.error)}
          </Alert>
        )}
        {useRecoveryCode ? (
          <TextInput
            label={t('twoFactor.recoveryCodeLabel')}
            description={t('twoFactor.recoveryCodeHint')}
            autoComplete="off"
            autoFocus
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
        ) : (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="two-factor-code-label">
              {t('twoFactor.codeLabel')}
            </Text>
            <PinInput
              length={6}
              type="number"
              oneTimeCode
              autoFocus
              aria-labelledby="two-factor-code-label"
              value={code}
              onChange={setCode}
            />
            <Text size="xs" c="dimmed">
              {t('twoFactor.codeHint')}
            </Text>
          </Stack>
        )}
        <Button type="submit" loading={complete.isPending} disabled={!ready || expired} mt="xs">
          {t('twoFactor.submit')}
        </Button>
        {expired ? (
          <UnstyledButton fz="sm" c="blue" onClick={onRestart}>
            {t('twoFactor.restart')}
          </UnstyledButton>
        ) : (
          <UnstyledButton
            fz="sm"
            c="blue"
            onClick={() => {
              setUseRecoveryCode(!useRecoveryCode);
              setCode('');
              complete.reset();
            }}
          >
            {useRecoveryCode ? t('twoFactor.useApp') : t('twoFactor.useRecoveryCode')}
          </UnstyledButton>
        )}
      </Stack>
    </form>
  );
}
