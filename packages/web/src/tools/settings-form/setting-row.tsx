import { Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SecretField } from './secret-field';
import { SettingControl } from './setting-control';
import { type EditedLayer, maskedSecret, type SettingDeclaration, type ShownSetting } from './setting-types';
import { SourceBadge } from './source-badge';

export interface SettingRowProps {
  idPrefix: string;
  declaration: SettingDeclaration;
  layer: EditedLayer;
  shown: ShownSetting;
  /** `undefined`: untouched; `null`: back to the inherited value; else the new value. */
  draft: unknown;
  changingSecret: boolean;
  onDraft: (value: unknown) => void;
  onUndo: () => void;
  onStartSecretChange: () => void;
  error: string | undefined;
}

/** The declared default as the empty box shows it, if there is one. */
function defaultText(declaration: SettingDeclaration): string | undefined {
  const value = declaration.default;
  if (value === null || value === undefined || value === '') return undefined;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** One setting: its label, where its value comes from, its input, and the way back to inheriting. */
export function SettingRow(props: SettingRowProps) {
  const { t } = useTranslation('tools');
  const { idPrefix, declaration, layer, shown, draft, error } = props;
  const defaultValue = defaultText(declaration);
  const id = `${idPrefix}-${declaration.key}`;
  const descriptionId = declaration.description === null ? undefined : `${id}-description`;
  const touched = draft !== undefined;
  const inheriting = draft === null;
  const overridesHere = shown.source === layer;
  const value = touched ? draft : shown.value;
  return (
    <Stack gap={4} data-testid="setting-row" data-setting={declaration.key}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap={6} wrap="nowrap">
          <Text component="span" fz="sm" fw={600} id={`${id}-label`}>
            {declaration.label}
            {declaration.required && (
              <Text component="span" c="red.8" aria-label={t('row.required')} ml={4}>
                *
              </Text>
            )}
          </Text>
          {declaration.expose_to_llm && (
            <Tooltip label={t('row.exposedTooltip')} withArrow>
              <IconSparkles
                size={16}
                role="img"
                aria-label={t('row.exposed')}
                tabIndex={0}
                style={{ color: 'var(--mantine-color-violet-text)' }}
              />
            </Tooltip>
          )}
        </Group>
        <Group gap={6} wrap="nowrap">
          {touched ? (
            <Badge size="sm" variant="outline" color="orange">
              {t('row.unsaved')}
            </Badge>
          ) : (
            <SourceBadge source={shown.source} />
          )}
          {overridesHere && !touched && (
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => props.onDraft(null)}
              aria-label={t('row.useInheritedLabel', { label: declaration.label })}
            >
              {t('row.useInherited')}
            </Button>
          )}
          {touched && !(declaration.type === 'password' && props.changingSecret) && (
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={props.onUndo}
              aria-label={t('row.undoLabel', { label: declaration.label })}
            >
              {t('row.undo')}
            </Button>
          )}
        </Group>
      </Group>
      {descriptionId !== undefined && (
        <Text id={descriptionId} fz="xs" c="dimmed">
          {declaration.description}
        </Text>
      )}
      {inheriting ? (
        <Text fz="sm" c="dimmed" fs="italic">
          {t('row.inherits')}
        </Text>
      ) : declaration.type === 'password' ? (
        <SecretField
          id={id}
          label={declaration.label}
          stored={shown.value === maskedSecret}
          draft={typeof draft === 'string' ? draft : ''}
          changing={props.changingSecret}
          onChange={props.onDraft}
          onCancel={props.onUndo}
          onStartChange={props.onStartSecretChange}
          error={error}
          describedBy={descriptionId}
        />
      ) : (
        <SettingControl
          id={id}
          declaration={declaration}
          value={value}
          onChange={props.onDraft}
          error={error}
          describedBy={descriptionId}
          placeholder={defaultValue === undefined ? undefined : t('row.default', { value: defaultValue })}
        />
      )}
    </Stack>
  );
}
