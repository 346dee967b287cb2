import { Alert, Button, Divider, Stack } from '@mantine/core';
import { IconAlertCircle, IconLogin2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { ssoProvidersQuery, ssoStartUrl } from './sso-providers-query';

const knownErrors = [
  'OIDC_STATE_INVALID',
  'OIDC_CODE_REJECTED',
  'OIDC_ID_TOKEN_INVALID',
  'OIDC_EMAIL_UNVERIFIED',
  'OIDC_ACCOUNT_NOT_ALLOWED',
  'OIDC_PROVIDER_UNAVAILABLE',
  'NOT_FOUND',
] as const;

/** The readable message for the code a failed single sign-on brought back to the sign-in page. */
export function ssoErrorMessage(code: string): string {
  const known = knownErrors.find((entry) => entry === code);
  return known === undefined ? i18n.t('auth:sso.errors.other', { code }) : i18n.t(`auth:sso.errors.${known}`);
}

/** Why the last single sign-on failed, as the callback reported it. */
export function SsoErrorAlert({ code }: { code: string }) {
  const { t } = useTranslation('auth');
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title={t('sso.failedTitle')}>
      {ssoErrorMessage(code)}
    </Alert>
  );
}

/** A "Sign in with …" button per enabled provider; nothing while there are none. */
export function SsoButtons({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('auth');
  const providers = useQuery(ssoProvidersQuery);
  const list = providers.data?.providers ?? [];
  if (list.length === 0) return null;
  return (
    <Stack gap="sm" mt="md">
      <Divider label={t('sso.or')} labelPosition="center" />
      {list.map((provider) => (
        <Button
          key={provider.slug}
          component="a"
          href={ssoStartUrl(provider.slug, returnTo)}
          variant="default"
          leftSection={<IconLogin2 size={18} />}
        >
          {t('sso.signInWith', { name: provider.display_name })}
        </Button>
      ))}
    </Stack>
  );
}
