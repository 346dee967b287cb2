import { Button, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCpu, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../auth/session';
import { ConfirmModal } from '../ui/confirm-modal';
import { EmptyState } from '../ui/empty-state';
import { useInertBackground } from '../ui/inert-background';
import { LoadError } from '../ui/load-error';
import { Page } from '../ui/page';
import { LlmConfigCard } from './models/llm-config-card';
import { LlmConfigForm } from './models/llm-config-form';
import {
  type LlmConfig,
  llmConfigsQuery,
  llmDriversQuery,
  llmPreferenceQuery,
  useDeleteLlmConfig,
} from './models/llm-config-queries';
import { PreferredConfigSelect } from './models/preferred-config-select';

const route = getRouteApi('/signed-in/settings/settings/models');

type Editing = { readonly kind: 'create' } | { readonly kind: 'edit'; readonly config: LlmConfig };

function ConfigList({
  title,
  configs,
  preferredId,
  isAdmin,
  onEdit,
  onDelete,
}: {
  title: string;
  configs: readonly LlmConfig[];
  preferredId: number | null;
  isAdmin: boolean;
  onEdit: (config: LlmConfig) => void;
  onDelete: (config: LlmConfig) => void;
}) {
  if (configs.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} fz="h4">
        {title}
      </Title>
      {configs.map((config) => (
        <LlmConfigCard
          key={config.id}
          config={config}
          preferred={config.id === preferredId}
          isAdmin={isAdmin}
          onEdit={() => onEdit(config)}
          onDelete={() => onDelete(config)}
        />
      ))}
    </Stack>
  );
}

/**
 * Settings → Models: the person's preferred configuration, their own configurations and the
 * global ones (administrators manage those and the global default), each with a connection test.
 */
export function ModelsPage() {
  const { t } = useTranslation('settings');
  const user = useCurrentUser();
  const configs = useQuery(llmConfigsQuery);
  const preference = useQuery(llmPreferenceQuery);
  const drivers = useQuery(llmDriversQuery);
  const deletion = useDeleteLlmConfig();
  const phone = useMediaQuery('(max-width: 36em)'); // i18n-exempt: a CSS media query
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<LlmConfig | null>(null);
  useInertBackground(editing !== null);
  // `?edit=<id>` (a task paused on the configuration's key links here) opens its form once loaded.
  const { edit } = route.useSearch();
  const navigate = route.useNavigate();
  const linked = edit === undefined ? undefined : configs.data?.find((config) => config.id === edit);
  useEffect(() => {
    if (linked === undefined) return;
    setEditing({ kind: 'edit', config: linked });
    navigate({ search: {}, replace: true });
  }, [linked, navigate]);

  const create = (
    <Button
      leftSection={<IconPlus size={16} />}
      onClick={() => setEditing({ kind: 'create' })}
      disabled={!drivers.data}
    >
      {t('models.page.new')}
    </Button>
  );
  const closeDeletion = () => {
    deletion.reset();
    setDeleting(null);
  };

  let content: ReactNode;
  if (configs.isError || drivers.isError) {
    content = (
      <LoadError
        what={t('models.page.loadWhat')}
        error={configs.error ?? drivers.error}
        onRetry={() => {
          configs.refetch();
          drivers.refetch();
        }}
      />
    );
  } else if (configs.data === undefined || preference.isPending) {
    content = (
      <Stack gap="sm" aria-busy="true" aria-label={t('models.page.loading')}>
        <Skeleton height={96} radius="md" />
        <Skeleton height={88} radius="md" />
        <Skeleton height={88} radius="md" />
      </Stack>
    );
  } else if (configs.data.length === 0) {
    content = (
      <EmptyState icon={<IconCpu size={28} />} title={t('models.page.emptyTitle')} action={create}>
        {user.is_admin ? t('models.page.emptyTextAdmin') : t('models.page.emptyText')}
      </EmptyState>
    );
  } else {
    const preferredId = preference.data?.id ?? null;
    const listProps = {
      preferredId,
      isAdmin: user.is_admin,
      onEdit: (config: LlmConfig) => setEditing({ kind: 'edit', config }),
      onDelete: setDeleting,
    };
    content = (
      <Stack gap="xl">
        <PreferredConfigSelect configs={configs.data} preference={preference.data ?? null} />
        <ConfigList
          title={t('models.page.yourConfigs')}
          configs={configs.data.filter((config) => !config.is_global)}
          {...listProps}
        />
        <ConfigList
          title={t('models.page.globalConfigs')}
          configs={configs.data.filter((config) => config.is_global)}
          {...listProps}
        />
        {configs.data.every((config) => config.is_global) && (
          <Text fz="sm" c="dimmed">
            {t('models.page.noOwnConfigs')}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <Page title={t('models.page.title')} actions={configs.data?.length ? create : undefined} width={960}>
      {content}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          <Text fw={650} fz="lg" component="span">
            {editing?.kind === 'edit'
              ? t('models.page.editTitle', { name: editing.config.name })
              : t('models.page.newTitle')}
          </Text>
        }
        size="lg"
        fullScreen={phone === true}
        radius="lg"
      >
        {editing !== null && drivers.data !== undefined && (
          <LlmConfigForm
            config={editing.kind === 'edit' ? editing.config : null}
            drivers={drivers.data}
            isAdmin={user.is_admin}
            onCancel={() => setEditing(null)}
            onDone={(config) => {
              notifications.show({
                color: 'teal',
                message:
                  editing.kind === 'edit'
                    ? t('models.page.saved', { name: config.name })
                    : // The server makes the first configuration the preferred one of someone who has none.
                      (preference.data ?? null) === null
                      ? t('models.page.createdPreferred', { name: config.name })
                      : t('models.page.created', { name: config.name }),
              });
              setEditing(null);
            }}
          />
        )}
      </Modal>
      <ConfirmModal
        opened={deleting !== null}
        title={t('models.page.deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('models.page.deleteConfirm')}
        busy={deletion.isPending}
        refusal={
          deletion.error === null
            ? null
            : { title: t('models.page.deleteFailed'), message: deletion.error.message }
        }
        onClose={closeDeletion}
        onConfirm={() => {
          if (deleting === null) return;
          const { name } = deleting;
          deletion.mutate(deleting.id, {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: t('models.page.deleted', { name }) });
              closeDeletion();
            },
          });
        }}
      >
        {deleting?.is_global === true ? t('models.page.deleteTextGlobal') : t('models.page.deleteText')}
      </ConfirmModal>
    </Page>
  );
}
