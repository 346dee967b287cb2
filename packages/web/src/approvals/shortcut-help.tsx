import { Kbd, Modal, Table, Text } from '@mantine/core';
import { inboxShortcuts } from './inbox-shortcuts';

/** The inbox's keys, listed in a dialog that `?` (or the page's button) opens. */
export function ShortcutHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Keyboard shortcuts" centered>
      <Table verticalSpacing={6} aria-label="Keyboard shortcuts of the approvals page">
        <Table.Tbody>
          {inboxShortcuts.map((shortcut) => (
            <Table.Tr key={shortcut.action}>
              <Table.Td w={60}>
                {shortcut.keys.map((key) => (
                  <Kbd key={key}>{key}</Kbd>
                ))}
              </Table.Td>
              <Table.Td>{shortcut.description}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text fz="sm" c="dimmed" mt="sm">
        Keys do nothing while you type in a field. Escape closes a reason or this list.
      </Text>
    </Modal>
  );
}
