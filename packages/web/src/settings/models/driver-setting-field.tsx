import { Button, Group, PasswordInput, Select, Switch, Textarea, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/i18n';
import type { SettingValue } from './llm-config-draft';
import type { DriverSetting } from './llm-config-queries';

const secretDots = '••••••••';

function placeholderOf(setting: DriverSetting): string | undefined {
  if (setting.default === null || setting.default === undefined || setting.default === '') return undefined;
  return i18n.t('settings:models.setting.default', { value: String(setting.default) });
}

/** A stored password: dots and Change, or an empty box with Cancel while it is being replaced. */
function SecretField({
  setting,
  value,
  stored,
  changing,
  error,
  onChange,
  onChangingChange,
}: {
  setting: DriverSetting;
  value: string;
  stored: boolean;
  changing: boolean;
  error: string | undefined;
  onChange: (value: string) => void;
  onChangingChange: (changing: boolean) => void;
}) {
  const { t } = useTranslation('settings');
  if (stored && !changing) {
    return (
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={setting.label}
          description={t('models.setting.stored', { description: setting.description ?? '' }).trim()}
          value={secretDots}
          readOnly
          leftSection={<IconLock size={16} aria-hidden />}
          style={{ flex: 1 }}
          withAsterisk={setting.required}
        />
        <Button
          variant="default"
          onClick={() => onChangingChange(true)}
          aria-label={t('models.setting.changeLabel', { label: setting.label })}
        >
          {t('models.setting.change')}
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <PasswordInput
        label={setting.label}
        description={stored ? t('models.setting.replace') : (setting.description ?? undefined)}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        autoComplete="new-password"
        withAsterisk={setting.required}
        error={error}
        style={{ flex: 1 }}
        data-autofocus={changing || undefined}
      />
      {stored && (
        <Button
          variant="default"
          onClick={() => {
            onChange('');
            onChangingChange(false);
          }}
          aria-label={t('models.setting.keepLabel', { label: setting.label })}
        >
          {t('models.setting.cancel')}
        </Button>
      )}
    </Group>
  );
}

/** One driver setting as a form control, chosen by the setting's declared type (spec §12). */
export function DriverSettingField({
  setting,
  value,
  stored,
  changing,
  error,
  onChange,
  onChangingChange,
}: {
  setting: DriverSetting;
  value: SettingValue;
  /** For passwords: the server holds a value. */
  stored: boolean;
  changing: boolean;
  error: string | undefined;
  onChange: (value: SettingValue) => void;
  onChangingChange: (changing: boolean) => void;
}) {
  const { t } = useTranslation('settings');
  const description = setting.description ?? undefined;
  switch (setting.type) {
    case 'password':
      return (
        <SecretField
          setting={setting}
          value={typeof value === 'string' ? value : ''}
          stored={stored}
          changing={changing}
          error={error}
          onChange={onChange}
          onChangingChange={onChangingChange}
        />
      );
    case 'toggle':
      return (
        <Switch
          label={setting.label}
          description={description}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
          error={error}
        />
      );
    case 'select':
      return (
        <Select
          label={setting.label}
          description={description}
          data={setting.options}
          value={typeof value === 'string' && value !== '' ? value : null}
          onChange={(chosen) => onChange(chosen ?? '')}
          placeholder={placeholderOf(setting) ?? t('models.setting.choose')}
          clearable={!setting.required}
          withAsterisk={setting.required}
          error={error}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'textarea':
      return (
        <Textarea
          label={setting.label}
          description={description}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
          placeholder={placeholderOf(setting)}
          autosize
          minRows={2}
          maxRows={8}
          withAsterisk={setting.required}
          error={error}
        />
      );
    default:
      return (
        <TextInput
          label={setting.label}
          description={description}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
          placeholder={placeholderOf(setting)}
          withAsterisk={setting.required}
          error={error}
          autoComplete="off"
        />
      );
  }
}
