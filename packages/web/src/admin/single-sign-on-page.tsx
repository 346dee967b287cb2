import { Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../ui/load-error';
import { Page } from '../ui/page';
import { PasswordSignInCard } from './single-sign-on/password-sign-in-card';
import { ProviderList } from './single-sign-on/provider-list';
import { passwordSignInQuery, ssoProvidersAdminQuery } from './single-sign-on/sso-queries';

/** Administration → Single sign-on: the OpenID Connect providers and whether passwords still work. */
export function SingleSignOnPage() {
  const { t } = useTranslation('admin');
  const providers = useQuery(ssoProvidersAdminQuery);
  const policy = useQuery(passwordSignInQuery);
  const failed = providers.isError ? providers : policy.isError ? policy : null;
  return (
    <Page title={t('sso.title')} width={960}>
      <Text c="dimmed">{t('sso.intro')}</Text>
      {failed !== null ? (
        <LoadError what={t('sso.loadWhat')} error={failed.error} onRetry={() => failed.refetch()} />
      ) : providers.data === undefined || policy.data === undefined ? (
        <Stack gap="xs" aria-busy="true" aria-label={t('sso.loading')}>
          <Skeleton height={160} />
        </Stack>
      ) : (
        <>
          <ProviderList providers={providers.data} />
          <PasswordSignInCard policy={policy.data} />
        </>
      )}
    </Page>
  );
}
