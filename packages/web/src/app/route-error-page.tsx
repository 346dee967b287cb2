import { Button, Code, Stack } from '@mantine/core';
import { IconBug } from '@tabler/icons-react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../ui/empty-state';

/** Shown when a page fails to load or render; the page can be tried again without a reload. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation('common');
  return (
    <EmptyState
      icon={<IconBug size={28} />}
      title={t('routeError.title')}
      action={
        <Stack align="center" gap="xs">
          <Code>{error instanceof Error ? error.message : String(error)}</Code>
          <Button onClick={reset}>{t('actions.tryAgain')}</Button>
        </Stack>
      }
    >
      {t('routeError.body')}
    </EmptyState>
  );
}
