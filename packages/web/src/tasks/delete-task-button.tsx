import { ActionIcon, Button, Group, Menu, Modal, Text } from '@mantine/core';
import { IconDots, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskDetail } from '../api/api-types';
import type { TaskActions } from './task-actions';

/** The task's less common actions; deleting asks first, since it takes the sub-tasks along. */
export function TaskMenu({ task, remove }: { task: TaskDetail; remove: TaskActions['remove'] }) {
  const { t } = useTranslation('tasks');
  const [confirming, setConfirming] = useState(false);
  const running = task.status === 'RUNNING';
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('deleteTask.moreActions')}>
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
            {running ? t('deleteTask.stopFirst') : t('deleteTask.menuItem')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('deleteTask.title')} centered>
        <Text fz="sm">
          {task.sub_tasks.length > 0
            ? t('deleteTask.textWithDelegated', { id: task.id, count: task.sub_tasks.length })
            : t('deleteTask.text', { id: task.id })}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('deleteTask.keep')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate()}
            data-testid="confirm-delete"
          >
            {t('deleteTask.delete')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
