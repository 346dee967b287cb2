import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A password setting. A stored secret is never sent to the browser (the API masks it), so it
 * shows as a lock and dots with Change; Change opens an empty box, Cancel puts the lock back and
 * sends nothing.
 */
export function SecretField({
  id,
  label,
  stored,
  draft,
  changing,
  onChange,
  onCancel,
  onStartChange,
  error,
  describedBy,
}: {
  id: string;
  label: string;
  /** A secret is stored in the winning layer. */
  stored: boolean;
  draft: string;
  changing: boolean;
  onChange: (value: string) => void;
  onCancel: () => void;
  onStartChange: () => void;
  error: string | undefined;
  describedBy: string | undefined;
}) {
  const { t } = useTranslation('tools');
  if (stored && !changing) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Group gap={6} wrap="nowrap" aria-label={t('secret.stored', { label })} role="group">
          <IconLock size={16} aria-hidden="true" />
          <Text fz="sm" ff="monospace" aria-hidden="true">
            ••••••••
          </Text>
        </Group>
        <Button
          size="xs"
          variant="default"
          onClick={onStartChange}
          aria-label={t('secret.changeLabel', { label })}
        >
          {t('secret.change')}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <PasswordInput
          id={id}
          aria-label={label}
          aria-describedby={describedBy}
          value={draft}
          onChange={(event) => onChange(event.currentTarget.value)}
          placeholder={stored ? t('secret.newValue') : t('secret.notSet')}
          autoComplete="new-password"
          error={error}
          style={{ flex: 1 }}
        />
        {stored && (
          <Button
            size="sm"
            variant="subtle"
            onClick={onCancel}
            aria-label={t('secret.cancelLabel', { label })}
          >
            {t('secret.cancel')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
