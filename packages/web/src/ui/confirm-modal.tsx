import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInertBackground } from './inert-background';

/**
 * Asks before something that cannot be undone; the API's refusal, if any, stays in the dialog so
 * the person sees why it did not happen.
 */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  busy,
  refusal,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  /** Why the API refused, in words that say what to do next; null before an attempt or after success. */
  refusal: { readonly title: string; readonly message: string } | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  useInertBackground(opened);
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text fz="sm" component="div">
          {children}
        </Text>
        {refusal !== null && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={refusal.title}
            role="alert"
          >
            {refusal.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
