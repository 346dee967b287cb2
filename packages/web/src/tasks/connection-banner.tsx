import { Alert, Stack, Text } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TaskDetail } from '../api/api-types';
import { ButtonLink } from '../ui/links';

/** The MCP servers the task's waiting calls need, by slug (`mcp-<slug>/<tool>`). */
function awaitedServers(task: TaskDetail): string[] {
  const slugs = task.tool_calls.flatMap((call) => {
    const match = call.status === 'APPROVED' ? /^mcp-([^/]+)\//.exec(call.tool_class ?? '') : null;
    return match?.[1] ? [match[1]] : [];
  });
  return [...new Set(slugs)];
}

/** A call needs the owner's account on an MCP server: the task runs on by itself once they connect. */
export function AwaitingConnectionBanner({ task }: { task: TaskDetail }) {
  const { t } = useTranslation('tasks');
  const servers = awaitedServers(task);
  const named =
    servers.length === 0
      ? t('connection.anyServer')
      : servers.map((slug) => t('connection.server', { slug })).join(', ');
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconPlugConnected size={18} aria-hidden="true" />}
      title={t('connection.title')}
      data-testid="awaiting-connection-banner"
    >
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">{t('connection.text', { servers: named })}</Text>
        <ButtonLink to="/settings/mcp-servers" size="xs" color="orange">
          {t('connection.link')}
        </ButtonLink>
      </Stack>
    </Alert>
  );
}
