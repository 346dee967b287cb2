import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { TaskListItem } from '../api/api-types';
import { useUpdateConversation } from './conversation-mutations';

function RenameForm({ task, onClose }: { task: TaskListItem; onClose: () => void }) {
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
          label="Title"
          description="Leave it empty to name it after its first request again."
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          data-autofocus
          maxLength={200}
        />
        {update.error !== null && (
          <Alert color="red" variant="light" title="It was not renamed" role="alert">
            {update.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
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
  return (
    <Modal opened={task !== null} onClose={onClose} title="Rename conversation" centered>
      {task !== null && <RenameForm task={task} onClose={onClose} />}
    </Modal>
  );
}
