import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/i18n';
import { apiFieldError, hasFieldErrors } from '../../ui/field-errors';
import { DriverSettingField } from './driver-setting-field';
import {
  createBodyOf,
  draftForDriver,
  draftOfConfig,
  draftProblems,
  emptyLlmConfigDraft,
  type LlmConfigDraft,
  patchOf,
  type SettingValue,
} from './llm-config-draft';
import {
  type DriverSetting,
  type LlmConfig,
  type LlmDriver,
  useCreateLlmConfig,
  useUpdateLlmConfig,
} from './llm-config-queries';
import { ProviderModelField } from './provider-model-field';
import { ProviderPresetSelect } from './provider-preset-select';
import type { ProviderPreset } from './provider-presets';
import './models.css';

const tokenLimitMax = 1_000_000;

function withSecret(secrets: ReadonlySet<string>, key: string, present: boolean): ReadonlySet<string> {
  const next = new Set(secrets);
  if (present) next.add(key);
  else next.delete(key);
  return next;
}

function textOf(value: SettingValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

/** The API key's description says where the chosen provider hands keys out. */
function settingForPreset(setting: DriverSetting, preset: ProviderPreset | null): DriverSetting {
  if (setting.key !== 'api_key' || preset === null) return setting;
  return { ...setting, description: preset.keyHint?.() ?? i18n.t('settings:models.form.noKeyNeeded') };
}

/**
 * Creates a configuration, or edits one (`config`): its name, the driver's settings as the driver
 * declares them, and token limits; administrators may share a new one with everyone.
 */
export function LlmConfigForm({
  config,
  drivers,
  isAdmin,
  onDone,
  onCancel,
}: {
  config: LlmConfig | null;
  drivers: readonly LlmDriver[];
  isAdmin: boolean;
  onDone: (config: LlmConfig) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('settings');
  const initialDriver = drivers.find((driver) => driver.driver_class === config?.driver_class);
  const [initial] = useState<LlmConfigDraft>(() =>
    // A new configuration starts on the first driver (the OpenAI-compatible one), which most servers speak.
    config === null
      ? drivers[0]
        ? draftForDriver(emptyLlmConfigDraft, drivers[0])
        : emptyLlmConfigDraft
      : draftOfConfig(config, initialDriver),
  );
  const [draft, setDraft] = useState(initial);
  const [preset, setPreset] = useState<ProviderPreset | null>(null);
  const [submitted, setSubmitted] = useState(false);
  // Counts refused submits, so each one brings the first error into view, even in a long modal.
  const [refusals, setRefusals] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const creation = useCreateLlmConfig();
  const update = useUpdateLlmConfig();
  const saving = config === null ? creation : update;
  const driver = drivers.find((candidate) => candidate.driver_class === draft.driverClass);
  const problems = draftProblems(draft, driver);
  const patch = config === null ? null : patchOf(initial, draft, driver);
  const unchanged = patch !== null && Object.keys(patch).length === 0;

  const change = (next: Partial<LlmConfigDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    if (saving.isError) saving.reset();
  };
  const choosePreset = (chosen: ProviderPreset, chosenDriver: LlmDriver) => {
    setPreset(chosen);
    const fresh = draftForDriver(draft, chosenDriver);
    change({
      ...fresh,
      // A named provider names the configuration too, unless the person already named it.
      name: draft.name.trim() === '' && chosen.baseUrl !== '' ? chosen.label() : draft.name,
      settings: { ...fresh.settings, base_url: chosen.baseUrl },
    });
  };
  useEffect(() => {
    if (refusals === 0) return;
    const firstError = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    firstError?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    firstError?.focus({ preventScroll: true });
  }, [refusals]);
  const errorFor = (field: string) =>
    (submitted ? problems[field] : undefined) ?? apiFieldError(saving.error, field);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0 || driver === undefined) {
      setRefusals((count) => count + 1);
      return;
    }
    if (config === null) creation.mutate(createBodyOf(draft, driver), { onSuccess: onDone });
    else if (patch !== null && !unchanged) update.mutate({ id: config.id, patch }, { onSuccess: onDone });
  };
  const formFields = [
    'name',
    'driver_class',
    'context_window',
    'max_tokens_output',
    ...(driver?.settings_schema ?? []).map((setting) => `settings.${setting.key}`),
  ];

  return (
    <form onSubmit={submit} noValidate ref={form}>
      <Stack gap="md">
        {config === null && (
          <ProviderPresetSelect drivers={drivers} value={preset?.id ?? null} onChange={choosePreset} />
        )}
        <TextInput
          label={t('models.form.name')}
          description={t('models.form.nameDescription')}
          data-autofocus={config !== null || undefined}
          placeholder={textOf(draft.settings.model) || undefined}
          value={draft.name}
          onChange={(event) => change({ name: event.currentTarget.value })}
          error={errorFor('name')}
        />
        {config === null ? (
          <Select
            label={t('models.form.driver')}
            description={t('models.form.driverDescription')}
            required
            data={drivers.map((candidate) => ({
              value: candidate.driver_class,
              label: candidate.display_name,
            }))}
            value={draft.driverClass}
            onChange={(chosen) => {
              const next = drivers.find((candidate) => candidate.driver_class === chosen);
              if (next) {
                setPreset(null);
                change(draftForDriver(draft, next));
              }
            }}
            allowDeselect={false}
            error={errorFor('driver_class')}
            comboboxProps={{ withinPortal: true }}
          />
        ) : (
          <Text fz="sm">
            <Trans
              t={t}
              i18nKey={
                initialDriver === undefined ? 'models.form.driverMissing' : 'models.form.driverInstalled'
              }
              values={{ name: initialDriver?.display_name ?? config.driver_class }}
              components={{ strong: <strong /> }}
            />
          </Text>
        )}
        {driver !== undefined && driver.settings_schema.length > 0 && (
          <Stack gap="sm" component="fieldset" className="llm-config-fieldset">
            <Title order={3} fz="sm" component="legend">
              {t('models.form.connection')}
            </Title>
            {driver.settings_schema.map((setting) =>
              setting.key === 'model' ? (
                <ProviderModelField
                  key={`${setting.key}-${preset?.id ?? driver.driver_class}`}
                  setting={setting}
                  driver={driver}
                  baseUrl={textOf(draft.settings.base_url)}
                  apiKey={textOf(draft.settings.api_key)}
                  value={textOf(draft.settings.model)}
                  error={errorFor('settings.model')}
                  onChange={(value) => change({ settings: { ...draft.settings, model: value } })}
                />
              ) : (
                <DriverSettingField
                  key={setting.key}
                  setting={settingForPreset(setting, preset)}
                  value={draft.settings[setting.key] ?? ''}
                  stored={draft.storedSecrets.has(setting.key)}
                  changing={draft.changingSecrets.has(setting.key)}
                  error={errorFor(`settings.${setting.key}`)}
                  onChange={(value) => change({ settings: { ...draft.settings, [setting.key]: value } })}
                  onChangingChange={(changing) =>
                    change({ changingSecrets: withSecret(draft.changingSecrets, setting.key, changing) })
                  }
                />
              ),
            )}
          </Stack>
        )}
        <Group grow align="flex-start" gap="sm">
          <NumberInput
            label={t('models.form.contextWindow')}
            description={t('models.form.contextWindowDescription')}
            min={1}
            max={tokenLimitMax}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=" "
            value={draft.contextWindow}
            onChange={(value) => change({ contextWindow: value })}
            error={errorFor('context_window')}
          />
          <NumberInput
            label={t('models.form.maxOutput')}
            description={t('models.form.maxOutputDescription')}
            min={1}
            max={tokenLimitMax}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=" "
            value={draft.maxTokensOutput}
            onChange={(value) => change({ maxTokensOutput: value })}
            error={errorFor('max_tokens_output')}
          />
        </Group>
        {isAdmin && config === null && (
          <Stack gap="xs">
            <Checkbox
              label={t('models.form.share')}
              description={t('models.form.shareDescription')}
              checked={draft.isGlobal}
              onChange={(event) =>
                change({
                  isGlobal: event.currentTarget.checked,
                  isDefault: event.currentTarget.checked && draft.isDefault,
                })
              }
            />
            <Checkbox
              label={t('models.form.makeDefault')}
              description={t('models.form.makeDefaultDescription')}
              checked={draft.isDefault}
              disabled={!draft.isGlobal}
              onChange={(event) => change({ isDefault: event.currentTarget.checked })}
            />
          </Stack>
        )}
        {saving.isError && !hasFieldErrors(saving.error, formFields) && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={config === null ? t('models.form.notCreated') : t('models.form.notSaved')}
            role="alert"
          >
            {saving.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('models.form.cancel')}
          </Button>
          <Button type="submit" loading={saving.isPending} disabled={unchanged}>
            {config === null ? t('models.form.create') : t('models.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
