import { Autocomplete, Button, Group, Stack, Text } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverSetting, LlmDriver } from './llm-config-queries';
import { useProviderModels } from './llm-config-queries';

/**
 * The model setting: typed by hand, or picked from the provider's own list, fetched on request
 * with the base URL and key typed above (neither is saved by fetching). When the list cannot be
 * had, the reason is shown and the box stays open for typing.
 */
export function ProviderModelField({
  setting,
  driver,
  baseUrl,
  apiKey,
  value,
  error,
  onChange,
}: {
  setting: DriverSetting;
  driver: LlmDriver;
  baseUrl: string;
  /** The key as typed; empty when none is typed (a stored one is not sent back to the browser). */
  apiKey: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('settings');
  const listing = useProviderModels();
  const input = useRef<HTMLInputElement>(null);
  const result = listing.data;
  const models = result?.ok ? result.models.map((model) => model.id) : [];

  const fetchList = () =>
    listing.mutate(
      {
        driver_class: driver.driver_class,
        base_url: baseUrl.trim() || null,
        api_key: apiKey.trim() || null,
      },
      // Focusing the box opens the list to choose from.
      { onSuccess: (fetched) => fetched.ok && fetched.models.length > 0 && input.current?.focus() },
    );

  let note: string | null = null;
  if (listing.isError) note = t('models.modelField.fetchFailed', { message: listing.error.message });
  else if (result?.ok === false)
    note = t('models.modelField.listFailed', { code: result.error.code, message: result.error.message });
  else if (result?.ok && result.models.length === 0) note = t('models.modelField.noModels');
  else if (result?.ok) note = t('models.modelField.models', { count: result.models.length });

  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Autocomplete
          ref={input}
          label={setting.label}
          description={setting.description ?? t('models.modelField.description')}
          data={models}
          limit={100}
          maxDropdownHeight={280}
          value={value}
          onChange={onChange}
          withAsterisk={setting.required}
          error={error}
          autoComplete="off"
          style={{ flex: 1 }}
          comboboxProps={{ withinPortal: true }}
        />
        <Button
          variant="default"
          leftSection={<IconList size={16} aria-hidden />}
          loading={listing.isPending}
          onClick={fetchList}
        >
          {t('models.modelField.list')}
        </Button>
      </Group>
      {note !== null && (
        <Text fz="xs" c={result?.ok ? 'dimmed' : 'orange.8'} role="status">
          {note}
        </Text>
      )}
    </Stack>
  );
}
