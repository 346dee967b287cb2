import { Alert, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { SettingRow } from './setting-row';
import {
  changesOf,
  type EditedLayer,
  type SettingDeclaration,
  type SettingsDraft,
  type ShownSetting,
} from './setting-types';

/**
 * A tool's settings form, generated from its `@ToolSetting` declarations, writing one layer
 * (`agent`, `user` or `global`). Only what changed is sent; each value names the layer it comes
 * from and, where this layer sets it, offers the way back to the inherited value.
 */
export function SettingsForm({
  idPrefix,
  declarations,
  layer,
  shown,
  save,
  onSaved,
}: {
  idPrefix: string;
  declarations: readonly SettingDeclaration[];
  layer: EditedLayer;
  shown: Readonly<Record<string, ShownSetting>>;
  save: (changes: Record<string, unknown>) => Promise<unknown>;
  onSaved?: () => void;
}) {
  const { t } = useTranslation('tools');
  const [draft, setDraft] = useState<SettingsDraft>({});
  const [changingSecrets, setChangingSecrets] = useState<ReadonlySet<string>>(new Set());
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: () => {
      setDraft({});
      setChangingSecrets(new Set());
      notifications.show({ color: 'teal', message: t('form.saved') });
      onSaved?.();
    },
  });
  const changes = changesOf(declarations, draft);
  const fieldError = (key: string) =>
    isApiError(mutation.error) ? mutation.error.fields[`settings.${key}`] : undefined;
  const generalError =
    mutation.error !== null && !declarations.some((declaration) => fieldError(declaration.key) !== undefined)
      ? mutation.error
      : null;

  const undo = (key: string) => {
    setDraft(({ [key]: _dropped, ...rest }) => rest);
    setChangingSecrets((keys) => new Set([...keys].filter((entry) => entry !== key)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(changes).length > 0) mutation.mutate(changes);
  };

  if (declarations.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {t('form.none')}
      </Text>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {declarations.map((declaration, index) => (
          <Stack key={declaration.key} gap="md">
            {index > 0 && <Divider />}
            <SettingRow
              idPrefix={idPrefix}
              declaration={declaration}
              layer={layer}
              shown={shown[declaration.key] ?? { value: declaration.default, source: 'default' }}
              draft={draft[declaration.key]}
              changingSecret={changingSecrets.has(declaration.key)}
              onDraft={(value) => setDraft((current) => ({ ...current, [declaration.key]: value }))}
              onUndo={() => undo(declaration.key)}
              onStartSecretChange={() => {
                setChangingSecrets((keys) => new Set([...keys, declaration.key]));
                setDraft((current) => ({ ...current, [declaration.key]: '' }));
              }}
              error={fieldError(declaration.key)}
            />
          </Stack>
        ))}
        {generalError !== null && (
          <Alert color="red" variant="light" role="alert" title={t('form.notSaved')}>
            {generalError instanceof Error ? generalError.message : t('form.notSavedText')}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button
            variant="default"
            disabled={Object.keys(draft).length === 0 || mutation.isPending}
            onClick={() => {
              setDraft({});
              setChangingSecrets(new Set());
              mutation.reset();
            }}
          >
            {t('form.discard')}
          </Button>
          <Button type="submit" loading={mutation.isPending} disabled={Object.keys(changes).length === 0}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
