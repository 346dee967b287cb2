import { Alert, Stack, Text } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
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
  const servers = awaitedServers(task);
  const named = servers.length === 0 ? 'an MCP server' : servers.map((slug) => `“${slug}”`).join(', ');
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconPlugConnected size={18} aria-hidden="true" />}
      title="Waiting for you to connect your account"
      data-testid="awaiting-connection-banner"
    >
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">
          A tool call needs your own account on {named}. Connect it, and the task carries on by itself with
          that call.
        </Text>
        <ButtonLink to="/settings/mcp-servers" size="xs" color="orange">
          Connect on the MCP servers page
        </ButtonLink>
      </Stack>
    </Alert>
  );
}
