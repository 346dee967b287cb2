import { Group, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { TaskListItem } from '../../api/api-types';
import { UnstyledButtonLink } from '../../ui/links';
import { RelativeTime } from '../../ui/relative-time';
import { TaskStatusBadge } from '../../ui/task-status-badge';

/** The prompt's first non-empty line: what the conversation is about, at a glance. */
export function firstLineOf(prompt: string): string {
  return (
    prompt
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line !== '') ?? prompt
  );
}

/** One conversation in an agent's list: its status, what was asked, when, and how far it got. */
export function ChatRow({ task }: { task: TaskListItem }) {
  const steps = task.step_count === 1 ? '1 step' : `${task.step_count} steps`;
  return (
    <UnstyledButtonLink
      to="/tasks/$taskId"
      params={{ taskId: task.id }}
      className="spora-chat-row"
      px="md"
      py="sm"
    >
      <Group gap="sm" wrap="nowrap">
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text fw={550} truncate="end">
            {firstLineOf(task.user_prompt)}
          </Text>
          <Group gap={8} mt={4} wrap="wrap">
            <TaskStatusBadge
              status={task.status}
              awaitsCredential={task.awaited_credential !== null}
              size="xs"
            />
            <Text fz="xs" c="dimmed">
              <RelativeTime value={task.updated_at} /> · {steps}
            </Text>
          </Group>
        </div>
        <IconChevronRight size={18} color="var(--mantine-color-dimmed)" aria-hidden="true" />
      </Group>
    </UnstyledButtonLink>
  );
}
