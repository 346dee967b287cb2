import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page';
import { useFinishMcpConnect } from './mcp-server-queries';

/**
 * Where an MCP server's authorization server sends the person back (`?code=…&state=…`, or
 * `?error=…`): completes the connection through the API, then returns to the server list.
 */
export function McpConnectedPage() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const finish = useFinishMcpConnect();
  const started = useRef(false);
  const params = new URLSearchParams(window.location.search);
  const code = params.get('code');
  const state = params.get('state');
  const refused = params.get('error_description') ?? params.get('error');

  useEffect(() => {
    if (started.current || code === null || state === null) return;
    started.current = true;
    finish.mutate(
      { code, state },
      {
        onSuccess: (server) => {
          notifications.show({
            color: 'teal',
            message: t('mcp.connected.done', { name: server.name, count: server.tools.length }),
          });
          navigate({ to: '/settings/mcp-servers', replace: true });
        },
      },
    );
  }, [code, state, finish, navigate, t]);

  const problem = refused ?? (code === null || state === null ? t('mcp.connected.noCode') : null);
  return (
    <Page title={t('mcp.connected.title')} width={720}>
      {problem !== null || finish.isError ? (
        <Stack gap="md">
          <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('mcp.connected.failed')}>
            {problem ?? finish.error?.message}
          </Alert>
          <Button variant="default" onClick={() => navigate({ to: '/settings/mcp-servers', replace: true })}>
            {t('mcp.connected.back')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm" align="flex-start" aria-busy="true">
          <Loader size="sm" />
          <Text>{t('mcp.connected.completing')}</Text>
        </Stack>
      )}
    </Page>
  );
}
