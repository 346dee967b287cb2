import { Code, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ConfirmModal } from '../ui/confirm-modal';
import { EmptyState } from '../ui/empty-state';
import { LoadError } from '../ui/load-error';
import { Page } from '../ui/page';
import { NewTokenForm } from './tokens/new-token-form';
import { type ApiToken, apiTokensQuery, type CreatedToken, useRevokeApiToken } from './tokens/token-queries';
import { TokenSecret } from './tokens/token-secret';
import { TokenTable } from './tokens/token-table';

/**
 * Settings → API tokens: personal tokens for scripts. A new token's secret is shown once; the
 * list shows each token's first characters and last use; revoking asks first.
 */
export function ApiTokensPage() {
  const { t } = useTranslation('settings');
  const tokens = useQuery(apiTokensQuery);
  const revocation = useRevokeApiToken();
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const closeRevocation = () => {
    revocation.reset();
    setRevoking(null);
  };

  let list: ReactNode;
  if (tokens.isError)
    list = <LoadError what={t('tokens.loadWhat')} error={tokens.error} onRetry={() => tokens.refetch()} />;
  else if (tokens.data === undefined)
    list = (
      <Stack gap="xs" aria-busy="true" aria-label={t('tokens.loading')}>
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  else if (tokens.data.length === 0)
    list = (
      <EmptyState icon={<IconKey size={28} />} title={t('tokens.emptyTitle')}>
        {t('tokens.emptyText')}
      </EmptyState>
    );
  else list = <TokenTable tokens={tokens.data} onRevoke={setRevoking} />;

  return (
    <Page title={t('tokens.title')} width={960}>
      <Text c="dimmed" fz="sm">
        <Trans
          t={t}
          i18nKey="tokens.intro"
          // i18n-exempt: an HTTP header and an API path, the same in every language
          values={{ header: 'Authorization: Bearer <token>', path: '/api/v1' }}
          components={{ code: <Code /> }}
        />
      </Text>
      {created !== null && <TokenSecret created={created} onDismiss={() => setCreated(null)} />}
      <NewTokenForm onCreated={setCreated} />
      {list}
      <ConfirmModal
        opened={revoking !== null}
        title={t('tokens.revoke.title', { name: revoking?.name ?? '' })}
        confirmLabel={t('tokens.revoke.confirm')}
        busy={revocation.isPending}
        refusal={
          revocation.error === null
            ? null
            : { title: t('tokens.revoke.failed'), message: revocation.error.message }
        }
        onClose={closeRevocation}
        onConfirm={() => {
          if (revoking === null) return;
          const { id, name } = revoking;
          revocation.mutate(id, {
            onSuccess: () => {
              notifications.show({
                color: 'teal',
                message: t('tokens.revoke.done', { name }),
              });
              if (created?.api_token.id === id) setCreated(null);
              closeRevocation();
            },
          });
        }}
      >
        {t('tokens.revoke.text')}
      </ConfirmModal>
    </Page>
  );
}
