import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The banner a screen shows when what it needs could not be loaded, with a way to try again. */
export function LoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  const message = error instanceof Error ? error.message : t('loadError.fallback');
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('loadError.title', { what })}
      role="alert"
    >
      <Group justify="space-between" gap="sm">
        <Text fz="sm">{message}</Text>
        {onRetry !== undefined && (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            {t('actions.tryAgain')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
