import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskListItem } from '../api/api-types';
import { ConfirmModal } from '../ui/confirm-modal';
import { useDeleteConversation } from './conversation-mutations';
import { RenameConversationModal } from './rename-conversation-modal';

/** A conversation row's menu: rename it, or delete it after asking. */
export function ConversationRowMenu({ task, onDeleted }: { task: TaskListItem; onDeleted: () => void }) {
  const { t } = useTranslation('conversations');
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
            aria-label={t('rowMenu.actionsFor', { title: task.title })}
          >
            <IconDots size={16} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconPencil size={15} aria-hidden="true" />}
            onClick={() => setRenaming(true)}
          >
            {t('rowMenu.rename')}
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={15} aria-hidden="true" />}
            disabled={running}
            onClick={() => setDeleting(true)}
          >
            {running ? t('rowMenu.deleteRunning') : t('rowMenu.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <RenameConversationModal task={renaming ? task : null} onClose={() => setRenaming(false)} />
      <ConfirmModal
        opened={deleting}
        title={t('rowMenu.confirmTitle')}
        confirmLabel={t('rowMenu.delete')}
        busy={remove.isPending}
        refusal={
          remove.error === null ? null : { title: t('rowMenu.notDeleted'), message: remove.error.message }
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
        {t('rowMenu.confirmBody', { title: task.title })}
      </ConfirmModal>
    </>
  );
}
