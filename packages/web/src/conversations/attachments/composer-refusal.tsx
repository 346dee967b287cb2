import { Alert, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Why the server did not take the message (a picture the model cannot see, too many files),
 * beside the composer, which keeps the text and the files so they can be changed and sent again.
 * Compact, with the title run into the reason, so that on a phone the text box stays in sight.
 */
export function ComposerRefusal({
  title,
  error,
  onDismiss,
}: {
  title: string;
  error: Error | null;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('conversations');
  if (error === null) return null;
  return (
    <Alert
      color="red"
      variant="light"
      p="xs"
      icon={<IconAlertCircle size={18} aria-hidden="true" />}
      role="alert"
      withCloseButton
      closeButtonLabel={t('attachments.dismissRefusal')}
      onClose={onDismiss}
      data-testid="composer-refusal"
    >
      <Text fz="sm">
        <Text span fz="sm" fw={600}>
          {title}
        </Text>{' '}
        {error.message}
      </Text>
    </Alert>
  );
}
