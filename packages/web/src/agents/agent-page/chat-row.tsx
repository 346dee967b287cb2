import { Group, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskListItem } from '../../api/api-types';
import { CallTroubleBadges } from '../../conversations/call-trouble-badges';
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

/**
 * One conversation in a list: what it is about, its status (with the calls that went wrong), when,
 * and how far it got. In the sidebar it is compact, marks the open one, names the agent when the
 * list spans agents, and carries a menu beside the link.
 */
export function ChatRow({
  task,
  current = false,
  agentName,
  menu,
  compact = false,
}: {
  task: TaskListItem;
  current?: boolean;
  agentName?: string;
  menu?: ReactNode;
  compact?: boolean;
}) {
  const { t } = useTranslation('agents');
  const steps = t('chats.steps', { count: task.step_count });

  return (
    <div className="spora-chat-item" data-current={current || undefined} data-compact={compact || undefined}>
      <UnstyledButtonLink
        to="/tasks/$taskId"
        params={{ taskId: task.id }}
        className="spora-chat-item-link"
        aria-current={current ? 'page' : undefined}
        px={compact ? 'sm' : 'md'}
        py={compact ? 8 : 'sm'}
      >
        <Group gap="sm" wrap="nowrap">
          <div style={{ flex: 1, minWidth: 0 }}>
            <Text
              fw={550}
              fz={compact ? 'sm' : undefined}
              lineClamp={compact ? 2 : 1}
              title={task.title}
              style={{ wordBreak: 'break-word' }}
            >
              {task.title}
            </Text>
            <Group gap={6} mt={4} wrap="wrap">
              <TaskStatusBadge
                status={task.status}
                awaitsCredential={task.awaited_credential !== null}
                size="xs"
              />
              <CallTroubleBadges
                rejected={task.rejected_call_count}
                failed={task.failed_call_count}
                size="xs"
              />
              <Text fz="xs" c="dimmed">
                <RelativeTime value={task.updated_at} />
                {compact ? '' : ` · ${steps}`}
                {agentName === undefined ? '' : ` · ${agentName}`}
              </Text>
            </Group>
          </div>
          {!compact && <IconChevronRight size={18} color="var(--mantine-color-dimmed)" aria-hidden="true" />}
        </Group>
      </UnstyledButtonLink>
      {menu}
    </div>
  );
}
