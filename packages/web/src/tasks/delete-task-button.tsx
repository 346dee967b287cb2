import { ActionIcon, Button, Group, Menu, Modal, Text } from '@mantine/core';
import { IconDots, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { TaskDetail } from '../api/api-types';
import type { TaskActions } from './task-actions';

/** The task's less common actions; deleting asks first, since it takes the sub-tasks along. */
export function TaskMenu({ task, remove }: { task: TaskDetail; remove: TaskActions['remove'] }) {
  const [confirming, setConfirming] = useState(false);
  const running = task.status === 'RUNNING';
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label="More actions">
            <IconDots size={18} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={15} aria-hidden="true" />}
            disabled={running}
            onClick={() => setConfirming(true)}
          >
            {running ? 'Delete (stop it first)' : 'Delete conversation'}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Delete this conversation?"
        centered
      >
        <Text fz="sm">
          Task #{task.id}, its history, tool calls
          {task.sub_tasks.length > 0 ? ` and its ${task.sub_tasks.length} delegated task(s)` : ''} will be
          removed for good.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate()}
            data-testid="confirm-delete"
          >
            Delete
          </Button>
        </Group>
      </Modal>
    </>
  );
}
