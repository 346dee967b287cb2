import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { TaskListItem } from '../api/api-types';
import { ConfirmModal } from '../ui/confirm-modal';
import { useDeleteConversation } from './conversation-mutations';
import { RenameConversationModal } from './rename-conversation-modal';

/** A conversation row's menu: rename it, or delete it after asking. */
export function ConversationRowMenu({ task, onDeleted }: { task: TaskListItem; onDeleted: () => void }) {
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteConversation();
  const running = task.status === 'RUNNING';
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            className="spora-chat-item-menu"
            aria-label={`Actions for “${task.title}”`}
          >
            <IconDots size={16} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconPencil size={15} aria-hidden="true" />}
            onClick={() => setRenaming(true)}
          >
            Rename
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={15} aria-hidden="true" />}
            disabled={running}
            onClick={() => setDeleting(true)}
          >
            {running ? 'Delete (stop it first)' : 'Delete'}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <RenameConversationModal task={renaming ? task : null} onClose={() => setRenaming(false)} />
      <ConfirmModal
        opened={deleting}
        title="Delete this conversation?"
        confirmLabel="Delete"
        busy={remove.isPending}
        refusal={
          remove.error === null ? null : { title: 'It was not deleted', message: remove.error.message }
        }
        onConfirm={() =>
          remove.mutate(task.id, {
            onSuccess: () => {
              setDeleting(false);
              onDeleted();
            },
          })
        }
        onClose={() => {
          setDeleting(false);
          remove.reset();
        }}
      >
        “{task.title}”, its history and tool calls will be removed for good.
      </ConfirmModal>
    </>
  );
}
