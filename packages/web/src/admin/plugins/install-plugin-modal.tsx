import { Alert, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { apiFieldError } from '../../ui/field-errors';
import { useInertBackground } from '../../ui/inert-background';
import { manifestProblemsOf, pluginChangeRefusalOf } from './plugin-change-refusal';
import { useInstallPlugin } from './plugin-queries';

// i18n-exempt: npm's dist-tag for the newest version, typed as it is
const latestTag = 'latest';

/**
 * Installs a plugin from the npm registry the server is configured with: a package name and, if
 * wanted, a version. The server installs it with npm, checks its manifest and the plugins it
 * needs, and refuses it with the reasons, nothing changed; it loads when the server restarts.
 */
export function InstallPluginModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const installation = useInstallPlugin();
  const [packageName, setPackageName] = useState('');
  const [version, setVersion] = useState('');
  useInertBackground(opened);
  const close = () => {
    installation.reset();
    setPackageName('');
    setVersion('');
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    installation.mutate(
      { package: packageName.trim(), ...(version.trim() === '' ? {} : { version: version.trim() }) },
      {
        onSuccess: ({ plugin }) => {
          notifications.show({
            color: 'teal',
            message: t('plugins.install.installed', {
              name: plugin.name ?? plugin.slug,
              version: plugin.version,
            }),
          });
          close();
        },
      },
    );
  };
  const error = installation.error;
  const validation = isApiError(error, 'VALIDATION_ERROR') ? error : null;
  const refusal = error !== null && validation === null ? pluginChangeRefusalOf(error) : null;
  const problems = error === null ? [] : manifestProblemsOf(error);
  return (
    <Modal opened={opened} onClose={close} title={t('plugins.install.title')} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {t('plugins.install.description')}
          </Text>
          <TextInput
            label={t('plugins.install.package')}
            description={t('plugins.install.packageDescription')}
            placeholder="spora-plugin-notes"
            required
            autoComplete="off"
            spellCheck={false}
            value={packageName}
            onChange={(event) => setPackageName(event.currentTarget.value)}
            error={apiFieldError(validation, 'package')}
            data-autofocus
          />
          <TextInput
            label={t('plugins.install.version')}
            description={t('plugins.install.versionDescription')}
            placeholder={latestTag}
            autoComplete="off"
            spellCheck={false}
            value={version}
            onChange={(event) => setVersion(event.currentTarget.value)}
            error={apiFieldError(validation, 'version')}
          />
          {refusal !== null && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title={refusal.title}
              role="alert"
            >
              <Stack gap="xs">
                <Text fz="sm">{refusal.message}</Text>
                {problems.length > 0 && (
                  <List size="sm" spacing={2}>
                    {problems.map((problem) => (
                      <List.Item key={problem}>
                        <code>{problem}</code>
                      </List.Item>
                    ))}
                  </List>
                )}
                <Text fz="sm">{t('plugins.refusal.nothingChanged')}</Text>
              </Stack>
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('plugins.install.cancel')}
            </Button>
            <Button type="submit" loading={installation.isPending} disabled={packageName.trim() === ''}>
              {t('plugins.install.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
