import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../ui/confirm-modal';
import { useInertBackground } from '../../ui/inert-background';
import { pluginChangeRefusalOf } from './plugin-change-refusal';
import { type PluginPackage, useRemovePlugin, useUpdatePlugin } from './plugin-queries';

// i18n-exempt: npm's dist-tag for the newest version, typed as it is
const latestTag = 'latest';

/**
 * The plugins installed from a registry, as the plugins folder holds them now (a change shows here
 * at once and loads at the next restart), each with its package and registry, to update or remove.
 */
export function PluginPackageList({ packages }: { packages: readonly PluginPackage[] }) {
  const { t } = useTranslation('admin');
  const [updating, setUpdating] = useState<PluginPackage | null>(null);
  const [removing, setRemoving] = useState<PluginPackage | null>(null);
  const installed = packages.filter((plugin) => plugin.from_registry);
  if (installed.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('plugins.packages.title')}
        </Title>
        <Table.ScrollContainer minWidth={0}>
          <Table verticalSpacing="xs" aria-label={t('plugins.packages.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('plugins.packages.plugin')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('plugins.packages.version')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('plugins.packages.package')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('plugins.packages.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {installed.map((plugin) => (
                <Table.Tr key={plugin.slug}>
                  <Table.Td>
                    <Text fz="sm" fw={600}>
                      {plugin.name ?? plugin.slug}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {plugin.slug}
                    </Text>
                    {/* On phones the version and the package sit under the name. */}
                    <Text fz="xs" c="dimmed" hiddenFrom="sm" style={{ overflowWrap: 'anywhere' }}>
                      {plugin.version ?? '?'} · {plugin.package}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Badge variant="light" color="gray">
                      {plugin.version ?? '?'}
                    </Badge>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Text fz="sm">
                      <code>{plugin.package}</code>
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {plugin.registry ?? t('plugins.packages.defaultRegistry')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end">
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconArrowUp size={14} />}
                        onClick={() => setUpdating(plugin)}
                        aria-label={t('plugins.packages.updateLabel', { name: plugin.name ?? plugin.slug })}
                      >
                        {t('plugins.packages.update')}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        color="red"
                        leftSection={<IconTrash size={14} />}
                        onClick={() => setRemoving(plugin)}
                        aria-label={t('plugins.packages.removeLabel', { name: plugin.name ?? plugin.slug })}
                      >
                        {t('plugins.packages.remove')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      <UpdatePluginModal plugin={updating} onClose={() => setUpdating(null)} />
      <RemovePluginModal plugin={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}

function UpdatePluginModal({ plugin, onClose }: { plugin: PluginPackage | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const update = useUpdatePlugin();
  const [version, setVersion] = useState('');
  useInertBackground(plugin !== null);
  const close = () => {
    update.reset();
    setVersion('');
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (plugin === null) return;
    update.mutate(
      { slug: plugin.slug, ...(version.trim() === '' ? {} : { version: version.trim() }) },
      {
        onSuccess: ({ plugin: updated }) => {
          notifications.show({
            color: 'teal',
            message: t('plugins.update.updated', {
              name: updated.name ?? updated.slug,
              version: updated.version,
            }),
          });
          close();
        },
      },
    );
  };
  const refusal = update.error === null ? null : pluginChangeRefusalOf(update.error);
  const name = plugin?.name ?? plugin?.slug ?? '';
  return (
    <Modal opened={plugin !== null} onClose={close} title={t('plugins.update.title', { name })} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm">
            {t('plugins.update.description', {
              version: plugin?.version ?? '?',
              package: plugin?.package ?? '',
            })}
          </Text>
          <TextInput
            label={t('plugins.install.version')}
            description={t('plugins.update.versionDescription')}
            placeholder={latestTag}
            autoComplete="off"
            spellCheck={false}
            value={version}
            onChange={(event) => setVersion(event.currentTarget.value)}
            data-autofocus
          />
          {refusal !== null && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title={refusal.title}
              role="alert"
            >
              {refusal.message} {t('plugins.refusal.nothingChanged')}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('plugins.install.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('plugins.update.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function RemovePluginModal({ plugin, onClose }: { plugin: PluginPackage | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const removal = useRemovePlugin();
  const close = () => {
    removal.reset();
    onClose();
  };
  const name = plugin?.name ?? plugin?.slug ?? '';
  return (
    <ConfirmModal
      opened={plugin !== null}
      title={t('plugins.remove.title', { name })}
      confirmLabel={t('plugins.remove.confirm')}
      busy={removal.isPending}
      refusal={removal.error === null ? null : pluginChangeRefusalOf(removal.error)}
      onClose={close}
      onConfirm={() => {
        if (plugin === null) return;
        removal.mutate(plugin.slug, {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: t('plugins.remove.removed', { name }) });
            close();
          },
        });
      }}
    >
      {t('plugins.remove.description')}
    </ConfirmModal>
  );
}
