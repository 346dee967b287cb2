import { Alert, Button, Group, List, Loader, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../ui/confirm-modal';
import { pluginChangeRefusalOf } from './plugin-change-refusal';
import { type PendingPluginChange, type PluginRestart, useRestartServer } from './plugin-queries';

/** How long a restart may take before the page says to look at the server. */
export const restartPatienceMs = 60_000;

function ChangeLine({ change }: { change: PendingPluginChange }) {
  const { t } = useTranslation('admin');
  const values = { slug: change.slug, from: change.from_version ?? '?', to: change.to_version ?? '?' };
  return (
    <List.Item>
      {change.change === 'install'
        ? t('plugins.restart.change.install', values)
        : change.change === 'update'
          ? t('plugins.restart.change.update', values)
          : t('plugins.restart.change.remove', values)}
    </List.Item>
  );
}

/**
 * Says that the plugins folder holds changes this server has not loaded, what they are, and how
 * to load them: the restart button where the server can restart itself, what to do otherwise.
 * While a restart is under way it says so, until the restarted server answers.
 */
export function PluginRestartBanner({
  restart,
  restartingSince,
  now,
  onRestarting,
}: {
  restart: PluginRestart | undefined;
  /** When this page asked for a restart; `null` when none is under way. */
  restartingSince: number | null;
  now: number;
  onRestarting: () => void;
}) {
  const { t } = useTranslation('admin');
  const [confirming, setConfirming] = useState(false);
  const request = useRestartServer();
  if (restartingSince !== null) {
    const slow = now - restartingSince > restartPatienceMs;
    return (
      <Alert
        color="blue"
        variant="light"
        icon={<Loader size={18} />}
        title={t('plugins.restart.restarting')}
        role="status"
      >
        {slow ? t('plugins.restart.slow') : t('plugins.restart.restartingDescription')}
      </Alert>
    );
  }
  if (restart === undefined || !restart.required) return null;
  const close = () => {
    request.reset();
    setConfirming(false);
  };
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconInfoCircle size={18} />}
      title={t('plugins.restart.title')}
      role="status"
    >
      <Stack gap="sm">
        <List size="sm" spacing={2}>
          {restart.pending.map((change) => (
            <ChangeLine key={`${change.change}:${change.slug}`} change={change} />
          ))}
        </List>
        {restart.available ? (
          <Group>
            <Button size="xs" leftSection={<IconRefresh size={14} />} onClick={() => setConfirming(true)}>
              {t('plugins.restart.button')}
            </Button>
          </Group>
        ) : (
          <Text fz="sm">{t('plugins.restart.unavailable')}</Text>
        )}
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t('plugins.restart.confirmTitle')}
        confirmLabel={t('plugins.restart.confirm')}
        busy={request.isPending}
        refusal={request.error === null ? null : pluginChangeRefusalOf(request.error)}
        onClose={close}
        onConfirm={() =>
          request.mutate(undefined, {
            onSuccess: () => {
              close();
              onRestarting();
            },
          })
        }
      >
        {t('plugins.restart.confirmDescription')}
      </ConfirmModal>
    </Alert>
  );
}
