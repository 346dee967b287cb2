import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskListItem } from '../api/api-types';
import { useUpdateConversation } from './conversation-mutations';

function RenameForm({ task, onClose }: { task: TaskListItem; onClose: () => void }) {
  const { t } = useTranslation('conversations');
  const [title, setTitle] = useState(task.title);
  const update = useUpdateConversation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    // An empty title gives the conversation back the name of its first request.
    update.mutate(
      { taskId: task.id, patch: { title: trimmed === '' ? null : trimmed } },
      { onSuccess: onClose },
    );
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label={t('rename.title')}
          description={t('rename.description')}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          data-autofocus
          maxLength={200}
        />
        {update.error !== null && (
          <Alert color="red" variant="light" title={t('rename.failed')} role="alert">
            {update.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('rename.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('rename.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Renames a conversation: its title in the lists and on its page. */
export function RenameConversationModal({
  task,
  onClose,
}: {
  task: TaskListItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('conversations');
  return (
    <Modal opened={task !== null} onClose={onClose} title={t('rename.modalTitle')} centered>
      {task !== null && <RenameForm task={task} onClose={onClose} />}
    </Modal>
  );
}
