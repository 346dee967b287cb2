import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconLink, IconLinkOff, IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EditDeleteButtons } from '../../ui/edit-delete-buttons';
import { ToolIcon } from '../../ui/tool-icon';
import {
  type McpServer,
  useConnectMcpServer,
  useDisconnectMcpServer,
  useTestMcpServer,
} from './mcp-server-queries';

/**
 * One MCP server: where it is, why its last listing failed (if it did), the tools it offers as
 * agents see them, a connection test and, where the person may, edit and delete.
 */
export function McpServerCard({
  server,
  isAdmin,
  onEdit,
  onDelete,
}: {
  server: McpServer;
  isAdmin: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('settings');
  const test = useTestMcpServer();
  const connect = useConnectMcpServer();
  const disconnect = useDisconnectMcpServer();
  const startConnecting = () =>
    connect.mutate(server.id, {
      onSuccess: (connection) => {
        if (connection.authorization_url !== null) window.location.assign(connection.authorization_url);
        else notifications.show({ color: 'teal', message: t('mcp.card.connected', { name: server.name }) });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('mcp.card.cannotConnect', { name: server.name }),
          message: error.message,
        }),
    });
  const manageable = server.scope === 'user' || isAdmin;
  const headingId = `mcp-server-${server.id}-name`;
  const runTest = () =>
    test.mutate(server.id, {
      onSuccess: (result) =>
        notifications.show(
          result.ok
            ? {
                color: 'teal',
                message: t('mcp.card.answered', { name: server.name, count: result.tool_count }),
              }
            : {
                color: 'red',
                title: t('mcp.card.noAnswer', { name: server.name }),
                message: result.error ?? '',
              },
        ),
      onError: (error) =>
        notifications.show({ color: 'red', title: t('mcp.card.testFailed'), message: error.message }),
    });
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ minWidth: 0, flex: '1 1 260px' }}>
            <Group gap="xs">
              <Title order={3} fz="md" id={headingId} style={{ overflowWrap: 'anywhere' }}>
                {server.name}
              </Title>
              {server.scope === 'global' && <Badge variant="light">{t('mcp.card.global')}</Badge>}
              <Badge variant="outline" color="gray">
                {server.transport === 'http' ? 'HTTP' : t('mcp.card.command')}
              </Badge>
              {server.auth === 'oauth' && (
                <Badge variant="light" color={server.connected ? 'teal' : 'orange'}>
                  {server.connected ? t('mcp.card.isConnected') : t('mcp.card.notConnected')}
                </Badge>
              )}
            </Group>
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {server.transport === 'http' ? server.url : [server.command, ...server.args].join(' ')}
              {' · '}
              {server.plugin_slug}
            </Text>
          </Stack>
          <Group gap="xs">
            {server.auth === 'oauth' && !server.connected && (
              <Button
                size="xs"
                leftSection={<IconLink size={16} />}
                loading={connect.isPending}
                onClick={startConnecting}
                aria-label={t('mcp.card.connectLabel', { name: server.name })}
              >
                {t('mcp.card.connect')}
              </Button>
            )}
            {server.auth === 'oauth' && server.connected && (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconLinkOff size={16} />}
                loading={disconnect.isPending}
                onClick={() =>
                  disconnect.mutate(server.id, {
                    onSuccess: () =>
                      notifications.show({
                        color: 'teal',
                        message: t('mcp.card.disconnected', { name: server.name }),
                      }),
                  })
                }
                aria-label={t('mcp.card.disconnectLabel', { name: server.name })}
              >
                {t('mcp.card.disconnect')}
              </Button>
            )}
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlugConnected size={16} />}
              loading={test.isPending}
              onClick={runTest}
              aria-label={t('mcp.card.testLabel', { name: server.name })}
            >
              {t('mcp.card.test')}
            </Button>
            {manageable && <EditDeleteButtons name={server.name} onEdit={onEdit} onDelete={onDelete} />}
          </Group>
        </Group>
        {server.auth === 'oauth' && !server.connected && <Text fz="sm">{t('mcp.card.connectHint')}</Text>}
        {server.last_error !== null && (server.auth !== 'oauth' || server.connected) && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={t('mcp.card.unreachable')}
          >
            {server.last_error}
          </Alert>
        )}
        {server.tools.length > 0 ? (
          <Stack
            gap={6}
            component="ul"
            className="mcp-tool-list"
            aria-label={t('mcp.card.toolsLabel', { name: server.name })}
          >
            {server.tools.map((tool) => (
              <Group key={tool.tool_class} gap="sm" wrap="nowrap" align="flex-start" component="li">
                <ToolIcon iconKey={tool.icon} />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {tool.display_name}{' '}
                    <Text span fz="xs" c="dimmed" ff="monospace">
                      {tool.tool_name}
                    </Text>
                  </Text>
                  {tool.description !== '' && (
                    <Text fz="sm" c="dimmed">
                      {tool.description}
                    </Text>
                  )}
                </Stack>
              </Group>
            ))}
          </Stack>
        ) : (
          server.last_error === null && (
            <Text fz="sm" c="dimmed">
              {t('mcp.card.noTools')}
            </Text>
          )
        )}
      </Stack>
    </Card>
  );
}
