import { Alert, Button, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconLink, IconPlugConnected, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useCurrentUser } from '../auth/session';
import { ConfirmModal } from '../ui/confirm-modal';
import { EmptyState } from '../ui/empty-state';
import { useInertBackground } from '../ui/inert-background';
import { LoadError } from '../ui/load-error';
import { Page } from '../ui/page';
import { McpServerCard } from './mcp/mcp-server-card';
import { McpServerForm } from './mcp/mcp-server-form';
import { type McpServer, mcpServersQuery, useDeleteMcpServer } from './mcp/mcp-server-queries';
import './mcp/mcp-servers.css';

type Editing = { readonly kind: 'create' } | { readonly kind: 'edit'; readonly server: McpServer };

function ServerList({
  title,
  servers,
  isAdmin,
  onEdit,
  onDelete,
}: {
  title: string;
  servers: readonly McpServer[];
  isAdmin: boolean;
  onEdit: (server: McpServer) => void;
  onDelete: (server: McpServer) => void;
}) {
  if (servers.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} fz="h4">
        {title}
      </Title>
      {servers.map((server) => (
        <McpServerCard
          key={server.id}
          server={server}
          isAdmin={isAdmin}
          onEdit={() => onEdit(server)}
          onDelete={() => onDelete(server)}
        />
      ))}
    </Stack>
  );
}

/**
 * Settings → MCP servers: the person's own servers and the global ones (administrators manage
 * those), each with the tools it offers. Agents enable these tools like any other.
 */
export function McpServersPage() {
  const user = useCurrentUser();
  const servers = useQuery(mcpServersQuery);
  const deletion = useDeleteMcpServer();
  const phone = useMediaQuery('(max-width: 36em)');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<McpServer | null>(null);
  useInertBackground(editing !== null);
  const connectRequest = Number(new URLSearchParams(window.location.search).get('connect') ?? Number.NaN);

  const create = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ kind: 'create' })}>
      Add MCP server
    </Button>
  );
  const closeDeletion = () => {
    deletion.reset();
    setDeleting(null);
  };

  let content: ReactNode;
  if (servers.isError) {
    content = <LoadError what="the MCP servers" error={servers.error} onRetry={() => servers.refetch()} />;
  } else if (servers.data === undefined) {
    content = (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the MCP servers">
        <Skeleton height={120} radius="md" />
        <Skeleton height={120} radius="md" />
      </Stack>
    );
  } else if (servers.data.length === 0) {
    content = (
      <EmptyState icon={<IconPlugConnected size={28} />} title="No MCP servers yet" action={create}>
        An MCP server offers tools over the Model Context Protocol: a wiki, a ticket system, a code host. Add
        one here and its tools appear next to the others, ready to enable on an agent; every call of them asks
        for approval until you decide otherwise.
      </EmptyState>
    );
  } else {
    const listProps = {
      isAdmin: user.is_admin,
      onEdit: (server: McpServer) => setEditing({ kind: 'edit', server }),
      onDelete: setDeleting,
    };
    // The "connect" link of a notification names the server that waits for the person's account.
    const waiting = servers.data.find(
      (server) => server.id === connectRequest && server.auth === 'oauth' && !server.connected,
    );
    content = (
      <Stack gap="xl">
        {waiting !== undefined && (
          <Alert
            color="orange"
            icon={<IconLink size={18} />}
            title={`Connect your account to “${waiting.name}”`}
          >
            A task of yours needs its tools. Use “Connect account” on its card below; you come back here once
            the server has let you in.
          </Alert>
        )}
        <ServerList
          title="Your servers"
          servers={servers.data.filter((server) => server.scope === 'user')}
          {...listProps}
        />
        <ServerList
          title="Global servers"
          servers={servers.data.filter((server) => server.scope === 'global')}
          {...listProps}
        />
      </Stack>
    );
  }

  return (
    <Page title="MCP servers" actions={servers.data?.length ? create : undefined} width={960}>
      {content}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          <Text fw={650} fz="lg" component="span">
            {editing?.kind === 'edit' ? `Edit “${editing.server.name}”` : 'Add an MCP server'}
          </Text>
        }
        size="lg"
        fullScreen={phone === true}
        radius="lg"
      >
        {editing !== null && (
          <McpServerForm
            server={editing.kind === 'edit' ? editing.server : null}
            isAdmin={user.is_admin}
            onCancel={() => setEditing(null)}
            onDone={(server) => {
              notifications.show(
                server.last_error === null
                  ? {
                      color: 'teal',
                      message: `“${server.name}” saved with ${server.tools.length} tool${server.tools.length === 1 ? '' : 's'}.`,
                    }
                  : {
                      color: 'orange',
                      title: `“${server.name}” saved, but not reachable`,
                      message: server.last_error,
                    },
              );
              setEditing(null);
            }}
          />
        )}
      </Modal>
      <ConfirmModal
        opened={deleting !== null}
        title={`Delete “${deleting?.name ?? ''}”?`}
        confirmLabel="Delete server"
        busy={deletion.isPending}
        refusal={
          deletion.error === null
            ? null
            : { title: 'The server was not deleted', message: deletion.error.message }
        }
        onClose={closeDeletion}
        onConfirm={() => {
          if (deleting === null) return;
          const { name } = deleting;
          deletion.mutate(deleting.id, {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: `“${name}” deleted.` });
              closeDeletion();
            },
          });
        }}
      >
        Its tools disappear from every agent that uses them.
        {deleting?.scope === 'global' && ' It is shared, so this affects everyone’s agents.'}
      </ConfirmModal>
    </Page>
  );
}
