import { Card, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { driverLabelOf, type LlmConfig, useSetPreference } from './llm-config-queries';

const none = 'none';

/**
 * The person's preferred configuration: what their agents use when they name none. Without one,
 * the global default applies; the text says which that is, or that there is none.
 */
export function PreferredConfigSelect({
  configs,
  preference,
}: {
  configs: readonly LlmConfig[];
  preference: LlmConfig | null;
}) {
  const { t } = useTranslation('settings');
  const setPreference = useSetPreference();
  const globalDefault = configs.find((config) => config.is_default) ?? null;
  const fallback =
    globalDefault === null
      ? t('models.preferred.noGlobalDefault')
      : t('models.preferred.globalDefault', { name: globalDefault.name });
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Select
          label={t('models.preferred.label')}
          description={t('models.preferred.description')}
          data={[
            { value: none, label: t('models.preferred.none') },
            ...configs.map((config) => ({
              value: String(config.id),
              label: t(config.is_global ? 'models.preferred.optionGlobal' : 'models.preferred.option', {
                name: config.name,
                driver: driverLabelOf(config),
              }),
            })),
          ]}
          value={preference === null ? none : String(preference.id)}
          allowDeselect={false}
          disabled={setPreference.isPending}
          onChange={(value) => {
            if (value === null) return;
            setPreference.mutate(value === none ? null : Number(value), {
              onSuccess: (config) =>
                notifications.show({
                  color: 'teal',
                  message:
                    config === null
                      ? t('models.preferred.cleared')
                      : t('models.preferred.set', { name: config.name }),
                }),
              onError: (error) =>
                notifications.show({
                  color: 'red',
                  title: t('models.preferred.failed'),
                  message: error.message,
                }),
            });
          }}
          maw={520}
          comboboxProps={{ withinPortal: true }}
        />
        {preference === null && (
          <Text fz="sm" c="dimmed">
            {fallback}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
