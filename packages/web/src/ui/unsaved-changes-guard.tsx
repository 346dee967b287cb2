import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useInertBackground } from './inert-background';

/**
 * While a form holds unsaved changes, leaving the page (a link, the back button) asks first, and
 * closing or reloading the tab gets the browser's own warning. Moving within the page (its
 * search, such as the open tab) is not leaving it.
 */
export function UnsavedChangesGuard({ dirty, what }: { dirty: boolean; what: string }) {
  const { t } = useTranslation('common');
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => dirty && current.pathname !== next.pathname,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  });
  const blocked = blocker.status === 'blocked';
  useInertBackground(blocked);
  return (
    <Modal opened={blocked} onClose={() => blocker.reset?.()} title={t('unsavedChanges.title')} centered>
      <Stack gap="md">
        <Text fz="sm">{t('unsavedChanges.body', { what })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {t('unsavedChanges.stay')}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {t('unsavedChanges.leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
