import { Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../ui/load-error';
import { Page } from '../ui/page';
import { appsQuery } from './app-queries';
import { PanelFrame } from './panel-frame';
import { UnknownApp } from './unknown-app';
import './apps.css';

/** `/apps/<slug>/<panel>`: a plugin's UI panel, run isolated in a frame ({@link PanelFrame}). */
export function AppPanelPage() {
  const { t } = useTranslation('apps');
  const { slug, panel } = useParams({ from: '/signed-in/apps/$slug/$panel' });
  const apps = useQuery(appsQuery);
  if (apps.isPending)
    return (
      <Page title={<span className="visually-hidden">{t('page.loading')}</span>}>
        <Skeleton height={420} radius="md" />
      </Page>
    );
  if (apps.isError)
    return (
      <Page title={t('page.title')}>
        <LoadError what={t('page.loadWhat')} error={apps.error} onRetry={() => void apps.refetch()} />
      </Page>
    );
  const app = apps.data.find((candidate) => candidate.plugin_slug === slug && candidate.name === panel);
  if (app === undefined) return <UnknownApp slug={slug} panel={panel} />;
  return (
    <Page title={app.display_name} width={1240}>
      {app.description !== '' && (
        <Text c="dimmed" mt={-12}>
          {app.description}
        </Text>
      )}
      <PanelFrame app={app} />
    </Page>
  );
}
