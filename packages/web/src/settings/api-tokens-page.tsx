import { Code, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
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
    list = <LoadError what="your API tokens" error={tokens.error} onRetry={() => tokens.refetch()} />;
  else if (tokens.data === undefined)
    list = (
      <Stack gap="xs" aria-busy="true" aria-label="Loading your API tokens">
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  else if (tokens.data.length === 0)
    list = (
      <EmptyState icon={<IconKey size={28} />} title="No API tokens">
        A token lets a script or another program use Spora’s API as you, without your password. Create one
        above for each script, so you can revoke one without breaking the others.
      </EmptyState>
    );
  else list = <TokenTable tokens={tokens.data} onRevoke={setRevoking} />;

  return (
    <Page title="API tokens" width={960}>
      <Text c="dimmed" fz="sm">
        Scripts send a token as <Code>Authorization: Bearer &lt;token&gt;</Code> to <Code>/api/v1</Code>. A
        token can do everything you can, so give each one to a single script and revoke it when the script
        retires.
      </Text>
      {created !== null && <TokenSecret created={created} onDismiss={() => setCreated(null)} />}
      <NewTokenForm onCreated={setCreated} />
      {list}
      <ConfirmModal
        opened={revoking !== null}
        title={`Revoke “${revoking?.name ?? ''}”?`}
        confirmLabel="Revoke token"
        busy={revocation.isPending}
        refusal={
          revocation.error === null
            ? null
            : { title: 'The token was not revoked', message: revocation.error.message }
        }
        onClose={closeRevocation}
        onConfirm={() => {
          if (revoking === null) return;
          const { id, name } = revoking;
          revocation.mutate(id, {
            onSuccess: () => {
              notifications.show({
                color: 'teal',
                message: `“${name}” revoked. Scripts using it are refused from now on.`,
              });
              if (created?.api_token.id === id) setCreated(null);
              closeRevocation();
            },
          });
        }}
      >
        Scripts that use this token are refused from now on. This cannot be undone; create a new token if you
        need one again.
      </ConfirmModal>
    </Page>
  );
}
