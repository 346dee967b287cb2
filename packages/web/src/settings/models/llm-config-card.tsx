import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlugConnected, IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { EditDeleteButtons } from '../../ui/edit-delete-buttons';
import { ConnectionTestResultView } from './connection-test-result';
import { driverLabelOf, type LlmConfig, useSetGlobalDefault, useTestLlmConfig } from './llm-config-queries';

function modelOf(config: LlmConfig): string | null {
  const model = config.settings.model;
  return typeof model === 'string' && model !== '' ? model : null;
}

/**
 * One configuration: what it is, its badges (preferred, global default, shared), a connection
 * test and, where the person may, edit, delete and "make global default".
 */
export function LlmConfigCard({
  config,
  preferred,
  isAdmin,
  onEdit,
  onDelete,
}: {
  config: LlmConfig;
  preferred: boolean;
  isAdmin: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('settings');
  const test = useTestLlmConfig();
  const setDefault = useSetGlobalDefault();
  const manageable = !config.is_global || isAdmin;
  const model = modelOf(config);
  const headingId = `llm-config-${config.id}-name`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ minWidth: 0, flex: '1 1 260px' }}>
            <Group gap="xs">
              <Title order={3} fz="md" id={headingId} style={{ overflowWrap: 'anywhere' }}>
                {config.name}
              </Title>
              {preferred && (
                <Badge color="grape" variant="light">
                  {t('models.card.preferred')}
                </Badge>
              )}
              {config.is_default && (
                <Badge color="teal" variant="light">
                  {t('models.card.globalDefault')}
                </Badge>
              )}
              {config.is_global && !config.is_default && (
                <Badge variant="light">{t('models.card.global')}</Badge>
              )}
              {config.driver_name === null && (
                <Badge color="red" variant="light">
                  {t('models.card.driverMissing')}
                </Badge>
              )}
            </Group>
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {driverLabelOf(config)}
              {model !== null && ` · ${model}`}
              {config.context_window !== null &&
                ` · ${t('models.card.context', { tokens: formatNumber(config.context_window) })}`}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlugConnected size={16} />}
              loading={test.isPending}
              onClick={() => test.mutate(config.id)}
              aria-label={t('models.card.testLabel', { name: config.name })}
            >
              {t('models.card.test')}
            </Button>
            {isAdmin && config.is_global && !config.is_default && (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconStar size={16} />}
                loading={setDefault.isPending}
                onClick={() =>
                  setDefault.mutate(config.id, {
                    onSuccess: () =>
                      notifications.show({
                        color: 'teal',
                        message: t('models.card.defaultSet', { name: config.name }),
                      }),
                    onError: (error) =>
                      notifications.show({
                        color: 'red',
                        title: t('models.card.defaultFailed'),
                        message: error.message,
                      }),
                  })
                }
                aria-label={t('models.card.makeDefaultLabel', { name: config.name })}
              >
                {t('models.card.makeDefault')}
              </Button>
            )}
            {manageable && <EditDeleteButtons name={config.name} onEdit={onEdit} onDelete={onDelete} />}
          </Group>
        </Group>
        {!manageable && (
          <Text fz="xs" c="dimmed">
            {t('models.card.sharedHint')}
          </Text>
        )}
        {test.data !== undefined && <ConnectionTestResultView result={test.data} />}
        {test.isError && (
          <Text fz="sm" c="red" role="alert">
            {t('models.card.testNotStarted', { message: test.error.message })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
