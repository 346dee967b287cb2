import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconPuzzle, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appsQuery } from '../apps/app-queries';
import { EmptyState } from '../ui/empty-state';
import { LoadError } from '../ui/load-error';
import { Page } from '../ui/page';
import { PluginCard } from './plugins/plugin-card';
import { pluginsQuery, scheduledJobsQuery } from './plugins/plugin-queries';

/**
 * The plugin inventory: the App and every plugin found, loaded or refused with the reason, and
 * what each adds (tools, drivers, scheduled jobs with their runs, UI panels, migrations). Plugins
 * are installed on the server (`plugins/` or `SPORA_PLUGIN_PACKAGES`) and load at start-up.
 */
export function PluginsPage() {
  const { t } = useTranslation('admin');
  const plugins = useQuery(pluginsQuery);
  const jobs = useQuery(scheduledJobsQuery);
  const apps = useQuery(appsQuery);
  const refresh = () => {
    void plugins.refetch();
    void jobs.refetch();
  };

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
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          onClick={refresh}
          loading={plugins.isFetching}
        >
          {t('plugins.refresh')}
        </Button>
      }
    >
      {body}
    </Page>
  );
}
