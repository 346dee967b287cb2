import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

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
  if (stored && !changing) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Group gap={6} wrap="nowrap" aria-label={`${label}: a secret is stored`} role="group">
          <IconLock size={16} aria-hidden="true" />
          <Text fz="sm" ff="monospace" aria-hidden="true">
            ••••••••
          </Text>
        </Group>
        <Button size="xs" variant="default" onClick={onStartChange} aria-label={`Change ${label}`}>
          Change
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
          placeholder={stored ? 'New value' : 'Not set'}
          autoComplete="new-password"
          error={error}
          style={{ flex: 1 }}
        />
        {stored && (
          <Button size="sm" variant="subtle" onClick={onCancel} aria-label={`Cancel changing ${label}`}>
            Cancel
          </Button>
        )}
      </Group>
    </Stack>
  );
}
