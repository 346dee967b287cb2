import { Alert, Badge, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconBan } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { UiApp } from '../../apps/app-queries';
import { AnchorLink } from '../../ui/links';
import { RelativeTime } from '../../ui/relative-time';
import { ToolIcon } from '../../ui/tool-icon';
import type { PluginReport, ScheduledJob } from './plugin-queries';

const migrationLabels = {
  none: null,
  up_to_date: { label: 'plugins.migrations.upToDate', color: 'teal' },
  pending: { label: 'plugins.migrations.pending', color: 'yellow' },
  failed: { label: 'plugins.migrations.failed', color: 'red' },
} as const satisfies Record<PluginReport['migrations']['status'], { label: string; color: string } | null>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text fz="xs" fw={600} tt="uppercase" c="dimmed">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function JobLine({ job }: { job: ScheduledJob }) {
  const { t } = useTranslation('admin');
  const last =
    job.last_status === null
      ? t('plugins.job.neverRun')
      : job.last_error === null
        ? t(`plugins.job.last.${job.last_status}`)
        : t(`plugins.job.lastWithError.${job.last_status}`, { error: job.last_error });
  return (
    <List.Item>
      <Text fz="sm" span fw={500}>
        {job.name}
      </Text>{' '}
      <Text fz="sm" span c="dimmed">
        <code>{job.schedule}</code> ({job.timezone}) ·{' '}
        {job.running ? (
          t('plugins.job.running')
        ) : (
          <Trans
            t={t}
            i18nKey="plugins.job.next"
            components={{ time: <RelativeTime value={job.next_due_at} /> }}
          />
        )}{' '}
        · {last}
      </Text>
    </List.Item>
  );
}

/** One plugin (or the App): what it is, whether it loaded and why not, and what it adds. */
export function PluginCard({
  plugin,
  jobs,
  apps,
}: {
  plugin: PluginReport;
  jobs: readonly ScheduledJob[];
  apps: readonly UiApp[];
}) {
  const { t } = useTranslation('admin');
  const name = plugin.name ?? plugin.slug ?? plugin.path ?? t('plugins.unnamed');
  const migrations = migrationLabels[plugin.migrations.status];
  const refused = plugin.status === 'refused';
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={name}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <ThemeIcon size={40} radius="md" variant="light" color={refused ? 'red' : undefined}>
              {refused ? <IconBan size={22} /> : <ToolIcon iconKey={plugin.icon} size={22} />}
            </ThemeIcon>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Title order={2} fz="h4" style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Title>
              <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {[
                  plugin.slug,
                  plugin.version && `v${plugin.version}`,
                  plugin.source === 'app'
                    ? t('plugins.theApp')
                    : (plugin.package ?? t('plugins.pluginsFolder')),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
          </Group>
          <Badge color={refused ? 'red' : 'teal'} variant="light" style={{ flexShrink: 0 }}>
            {refused ? t('plugins.refused') : t('plugins.loaded')}
          </Badge>
        </Group>
        {plugin.description !== '' && <Text fz="sm">{plugin.description}</Text>}
        {plugin.refusal !== null && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={t('plugins.notLoaded', { code: plugin.refusal.code })}
          >
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {plugin.refusal.message}
            </Text>
          </Alert>
        )}
        {plugin.problems.map((problem) => (
          <Alert
            key={`${problem.code}:${problem.message}`}
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={problem.code}
          >
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {problem.message}
            </Text>
          </Alert>
        ))}
        {plugin.tools.length > 0 && (
          <Section title={t('plugins.tools', { number: plugin.tools.length })}>
            <Group gap={6}>
              {plugin.tools.map((tool) => (
                <Badge key={tool} variant="default" tt="none" fw={500}>
                  {tool}
                </Badge>
              ))}
            </Group>
          </Section>
        )}
        {plugin.drivers.length > 0 && (
          <Section title={t('plugins.drivers')}>
            <Text fz="sm">{plugin.drivers.join(', ')}</Text>
          </Section>
        )}
        {(plugin.jobs.length > 0 || jobs.length > 0) && (
          <Section title={t('plugins.jobs')}>
            <List spacing={4} size="sm">
              {jobs.map((job) => (
                <JobLine key={job.name} job={job} />
              ))}
              {plugin.jobs
                .filter((declared) => !jobs.some((job) => job.name === declared.name))
                .map((declared) => (
                  <List.Item key={declared.name}>
                    <Text fz="sm" span fw={500}>
                      {declared.name}
                    </Text>{' '}
                    <Text fz="sm" span c="dimmed">
                      <code>{declared.schedule}</code> ({declared.timezone}) ·{' '}
                      {t('plugins.job.waitingForWorker')}
                    </Text>
                  </List.Item>
                ))}
            </List>
          </Section>
        )}
        {plugin.apps.length > 0 && (
          <Section title={t('plugins.panels')}>
            <Group gap="md">
              {plugin.apps.map((panel) => {
                const app = apps.find((candidate) => candidate.name === panel);
                return plugin.slug === null || refused ? (
                  <Text key={panel} fz="sm">
                    {panel}
                  </Text>
                ) : (
                  <AnchorLink
                    key={panel}
                    fz="sm"
                    to="/apps/$slug/$panel"
                    params={{ slug: plugin.slug, panel }}
                  >
                    {app?.display_name ?? panel}
                  </AnchorLink>
                );
              })}
            </Group>
          </Section>
        )}
        <Group gap="xs">
          {migrations !== null && (
            <Badge variant="light" color={migrations.color}>
              {t(migrations.label)}
            </Badge>
          )}
          {plugin.path !== null && (
            <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {plugin.path}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
