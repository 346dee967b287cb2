import { Kbd, Modal, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { inboxShortcuts } from './inbox-shortcuts';

/** The inbox's keys, listed in a dialog that `?` (or the page's button) opens. */
export function ShortcutHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('approvals');
  return (
    <Modal opened={opened} onClose={onClose} title={t('shortcuts.title')} centered>
      <Table verticalSpacing={6} aria-label={t('shortcuts.tableLabel')}>
        <Table.Tbody>
          {inboxShortcuts.map((shortcut) => (
            <Table.Tr key={shortcut.action}>
              <Table.Td w={60}>
                {shortcut.keys.map((key) => (
                  <Kbd key={key}>{key}</Kbd>
                ))}
              </Table.Td>
              <Table.Td>{t(shortcut.descriptionKey)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text fz="sm" c="dimmed" mt="sm">
        {t('shortcuts.note')}
      </Text>
    </Modal>
  );
}
