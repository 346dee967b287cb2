import { Button, Code, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { useConfirmEnrolment } from './two-factor-queries';

export interface PendingEnrolment {
  readonly qr_code: string;
  readonly secret: string;
}

/** Scanning the QR code (or typing the secret) into an app, then proving it with a first code. */
export function TwoFactorEnrolment({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: PendingEnrolment;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('settings');
  const confirm = useConfirmEnrolment();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(code.trim(), { onSuccess: (answer) => onConfirmed(answer.recovery_codes) });
  };
  const error = isApiError(confirm.error, 'TWO_FACTOR_CODE_INVALID')
    ? t('twoFactor.enrol.wrongCode')
    : confirm.error?.message;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text fz="sm">{t('twoFactor.enrol.scan')}</Text>
        <Image src={enrolment.qr_code} alt={t('twoFactor.enrol.qrAlt')} w={200} h={200} />
        <Text fz="sm">{t('twoFactor.enrol.manual')}</Text>
        <Code block data-testid="totp-secret" aria-label={t('twoFactor.enrol.secretLabel')}>
          {enrolment.secret}
        </Code>
        <TextInput
          label={t('twoFactor.enrol.codeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          maw={200}
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            if (confirm.isError) confirm.reset();
          }}
          error={error}
        />
        <Group>
          <Button type="submit" loading={confirm.isPending} disabled={!/^\d{6}$/.test(code.trim())}>
            {t('twoFactor.enrol.confirm')}
          </Button>
          <Button variant="subtle" onClick={onCancel}>
            {t('twoFactor.enrol.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
