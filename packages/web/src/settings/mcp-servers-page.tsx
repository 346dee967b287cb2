import { Alert, Button, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconLink, IconPlugConnected, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('settings');
  const user = useCurrentUser();
  const servers = useQuery(mcpServersQuery);
  const deletion = useDeleteMcpServer();
  const phone = useMediaQuery('(max-width: 36em)'); // i18n-exempt: a CSS media query
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<McpServer | null>(null);
  useInertBackground(editing !== null);
  const connectRequest = Number(new URLSearchParams(window.location.search).get('connect') ?? Number.NaN);

  const create = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ kind: 'create' })}>
      {t('mcp.page.add')}
    </Button>
  );
  const closeDeletion = () => {
    deletion.reset();
    setDeleting(null);
  };

  let content: ReactNode;
  if (servers.isError) {
    content = (
      <LoadError what={t('mcp.page.loadWhat')} error={servers.error} onRetry={() => servers.refetch()} />
    );
  } else if (servers.data === undefined) {
    content = (
      <Stack gap="sm" aria-busy="true" aria-label={t('mcp.page.loading')}>
        <Skeleton height={120} radius="md" />
        <Skeleton height={120} radius="md" />
      </Stack>
    );
  } else if (servers.data.length === 0) {
    content = (
      <EmptyState icon={<IconPlugConnected size={28} />} title={t('mcp.page.emptyTitle')} action={create}>
        {t('mcp.page.emptyText')}
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
            title={t('mcp.page.connectRequestTitle', { name: waiting.name })}
          >
            {t('mcp.page.connectRequestText')}
          </Alert>
        )}
        <ServerList
          title={t('mcp.page.yourServers')}
          servers={servers.data.filter((server) => server.scope === 'user')}
          {...listProps}
        />
        <ServerList
          title={t('mcp.page.globalServers')}
          servers={servers.data.filter((server) => server.scope === 'global')}
          {...listProps}
        />
      </Stack>
    );
  }

  return (
    <Page title={t('mcp.page.title')} actions={servers.data?.length ? create : undefined} width={960}>
      {content}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          <Text fw={650} fz="lg" component="span">
            {editing?.kind === 'edit'
              ? t('mcp.page.editTitle', { name: editing.server.name })
              : t('mcp.page.addTitle')}
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
                      message: t('mcp.page.saved', { name: server.name, count: server.tools.length }),
                    }
                  : {
                      color: 'orange',
                      title: t('mcp.page.savedUnreachable', { name: server.name }),
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
        title={t('mcp.page.deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('mcp.page.deleteConfirm')}
        busy={deletion.isPending}
        refusal={
          deletion.error === null
            ? null
            : { title: t('mcp.page.deleteFailed'), message: deletion.error.message }
        }
        onClose={closeDeletion}
        onConfirm={() => {
          if (deleting === null) return;
          const { name } = deleting;
          deletion.mutate(deleting.id, {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: t('mcp.page.deleted', { name }) });
              closeDeletion();
            },
          });
        }}
      >
        {deleting?.scope === 'global' ? t('mcp.page.deleteTextGlobal') : t('mcp.page.deleteText')}
      </ConfirmModal>
    </Page>
  );
}
