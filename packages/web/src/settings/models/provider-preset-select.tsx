import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LlmDriver } from './llm-config-queries';
import { type ProviderPreset, providerPresets } from './provider-presets';

/**
 * The provider a new configuration is for; choosing one fills the driver and the base URL. Only
 * presets whose driver is installed are offered.
 */
export function ProviderPresetSelect({
  drivers,
  value,
  onChange,
}: {
  drivers: readonly LlmDriver[];
  value: string | null;
  onChange: (preset: ProviderPreset, driver: LlmDriver) => void;
}) {
  const { t } = useTranslation('settings');
  const available = providerPresets.flatMap((preset) => {
    const driver = drivers.find((candidate) => candidate.name === preset.driverName);
    return driver === undefined ? [] : [{ preset, driver }];
  });
  if (available.length === 0) return null;
  return (
    <Select
      label={t('models.presets.label')}
      description={t('models.presets.description')}
      placeholder={t('models.presets.placeholder')}
      data-autofocus
      data={available.map(({ preset }) => ({ value: preset.id, label: preset.label() }))}
      value={value}
      onChange={(chosen) => {
        const match = available.find(({ preset }) => preset.id === chosen);
        if (match) onChange(match.preset, match.driver);
      }}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
