import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPackage, IconPuzzle, IconRefresh } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appsQuery } from '../apps/app-queries';
import { EmptyState } from '../ui/empty-state';
import { LoadError } from '../ui/load-error';
import { Page } from '../ui/page';
import { InstallPluginModal } from './plugins/install-plugin-modal';
import { PluginCard } from './plugins/plugin-card';
import { PluginPackageList } from './plugins/plugin-package-list';
import { pluginPackagesQuery, pluginsQuery, scheduledJobsQuery } from './plugins/plugin-queries';
import { PluginRestartBanner } from './plugins/plugin-restart-banner';

/**
 * The plugin inventory: the App and every plugin found, loaded or refused with the reason, and
 * what each adds (tools, drivers, scheduled jobs with their runs, UI panels, migrations). Plugins
 * load at start-up: installed from the registry here (or put on the server by hand), they load
 * when the server restarts, which the banner offers where the server can restart itself.
 */
export function PluginsPage() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [installing, setInstalling] = useState(false);
  const [restartingSince, setRestartingSince] = useState<number | null>(null);
  const plugins = useQuery(pluginsQuery);
  const jobs = useQuery(scheduledJobsQuery);
  const apps = useQuery(appsQuery);
  // While the server restarts, ask every second until the restarted one answers.
  const packages = useQuery({
    ...pluginPackagesQuery,
    refetchInterval: restartingSince === null ? false : 1_000,
    retry: restartingSince === null ? 3 : false,
  });
  const refresh = () => {
    void plugins.refetch();
    void jobs.refetch();
    void packages.refetch();
  };
  const backAfterRestart =
    restartingSince !== null &&
    packages.data !== undefined &&
    packages.dataUpdatedAt > restartingSince &&
    !packages.data.restart.required;
  useEffect(() => {
    if (!backAfterRestart) return;
    setRestartingSince(null);
    // Everything may have changed: tools, drivers, panels.
    void queryClient.invalidateQueries();
    notifications.show({ color: 'teal', message: t('plugins.restart.done') });
  }, [backAfterRestart, queryClient, t]);

  let body: ReactNode;
  if (plugins.isPending) {
    body = (
      <Stack gap="md" aria-busy="true" aria-label={t('plugins.loading')}>
        <Skeleton height={160} radius="md" />
        <Skeleton height={160} radius="md" />
      </Stack>
    );
  } else if (plugins.isError) {
    body = <LoadError what={t('plugins.loadWhat')} error={plugins.error} onRetry={refresh} />;
  } else if (plugins.data.length === 0 && (packages.data?.plugins.length ?? 0) > 0) {
    // Installed, not loaded yet: the list and the banner above say so.
    body = null;
  } else if (plugins.data.length === 0) {
    body = (
      <EmptyState icon={<IconPuzzle size={28} />} title={t('plugins.empty.title')}>
        {t('plugins.empty.description')}
      </EmptyState>
    );
  } else {
    const loaded = plugins.data.filter((plugin) => plugin.status === 'loaded').length;
    const refused = plugins.data.length - loaded;
    body = (
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {refused > 0
            ? t('plugins.summaryWithRefused', { loaded, refused })
            : t('plugins.summary', { loaded })}
        </Text>
        {jobs.isError && (
          <LoadError
            what={t('plugins.jobsLoadWhat')}
            error={jobs.error}
            onRetry={() => void jobs.refetch()}
          />
        )}
        {plugins.data.map((plugin) => (
          <PluginCard
            key={`${plugin.source}:${plugin.slug ?? plugin.path}`}
            plugin={plugin}
            jobs={(jobs.data ?? []).filter((job) => job.plugin_slug === plugin.slug)}
            apps={(apps.data ?? []).filter((app) => app.plugin_slug === plugin.slug)}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Page
      title={t('plugins.title')}
      actions={
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={refresh}
            loading={plugins.isFetching}
          >
            {t('plugins.refresh')}
          </Button>
          <Button leftSection={<IconPackage size={16} />} onClick={() => setInstalling(true)}>
            {t('plugins.install.open')}
          </Button>
        </Group>
      }
    >
      <Stack gap="md">
        <PluginRestartBanner
          restart={packages.data?.restart}
          restartingSince={restartingSince}
          now={Date.now()}
          onRestarting={() => setRestartingSince(Date.now())}
        />
        {packages.isError && restartingSince === null && (
          <LoadError
            what={t('plugins.packagesLoadWhat')}
            error={packages.error}
            onRetry={() => void packages.refetch()}
          />
        )}
        {packages.data !== undefined && <PluginPackageList packages={packages.data.plugins} />}
        {body}
      </Stack>
      <InstallPluginModal opened={installing} onClose={() => setInstalling(false)} />
    </Page>
  );
}
