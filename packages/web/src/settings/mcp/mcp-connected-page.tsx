import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { Page } from '../../ui/page';
import { useFinishMcpConnect } from './mcp-server-queries';

/**
 * Where an MCP server's authorization server sends the person back (`?code=…&state=…`, or
 * `?error=…`): completes the connection through the API, then returns to the server list.
 */
export function McpConnectedPage() {
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
            message: `Your account is connected to “${server.name}”; ${server.tools.length} tool${server.tools.length === 1 ? '' : 's'} ready.`,
          });
          navigate({ to: '/settings/mcp-servers', replace: true });
        },
      },
    );
  }, [code, state, finish, navigate]);

  const problem =
    refused ?? (code === null || state === null ? 'The authorization server sent no code back.' : null);
  return (
    <Page title="Connecting your account" width={720}>
      {problem !== null || finish.isError ? (
        <Stack gap="md">
          <Alert color="red" icon={<IconAlertTriangle size={18} />} title="The account was not connected">
            {problem ?? finish.error?.message}
          </Alert>
          <Button variant="default" onClick={() => navigate({ to: '/settings/mcp-servers', replace: true })}>
            Back to MCP servers
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm" align="flex-start" aria-busy="true">
          <Loader size="sm" />
          <Text>Completing the connection…</Text>
        </Stack>
      )}
    </Page>
  );
}
