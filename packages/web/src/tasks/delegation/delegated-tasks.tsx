import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RelatedTask } from '../../api/api-types';
import { AnchorLink } from '../../ui/links';
import { TaskStatusBadge } from '../../ui/task-status-badge';

/** Tasks this one delegated to, each with its live status and a link; one waiting for a person says so. */
export function DelegatedTasks({ tasks }: { tasks: readonly RelatedTask[] }) {
  const { t } = useTranslation('tasks');
  return (
    <Stack gap={6} data-testid="sub-agent-tasks">
      {tasks.map((task) => {
        const needsApproval = task.status === 'PENDING_APPROVAL';
        return (
          <Paper
            key={task.id}
            withBorder
            radius="md"
            px="sm"
            py={8}
            className="spora-delegated-task"
            data-needs-approval={needsApproval || undefined}
          >
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <Avatar size={28} radius="xl" color={needsApproval ? 'orange' : 'violet'} variant="light">
                  {task.agent_name.slice(0, 1).toUpperCase()}
                </Avatar>
                <div style={{ minWidth: 0 }}>
                  <Text fz="sm" fw={600} truncate>
                    {task.agent_name}{' '}
                    <Text span c="dimmed" fz="xs" fw={400}>
                      {task.relation === 'handover'
                        ? t('delegated.handover', { id: task.id })
                        : t('delegated.subAgent', { id: task.id })}
                    </Text>
                  </Text>
                  <Text fz="xs" c="dimmed" truncate>
                    {task.user_prompt}
                  </Text>
                </div>
              </Group>
              <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                <TaskStatusBadge status={task.status} size="xs" />
                <AnchorLink
                  to="/tasks/$taskId"
                  params={{ taskId: task.id }}
                  fz="sm"
                  fw={500}
                  aria-label={
                    needsApproval
                      ? t('delegated.reviewLabel', { agent: task.agent_name, id: task.id })
                      : t('delegated.openLabel', { agent: task.agent_name, id: task.id })
                  }
                >
                  <Group gap={2} wrap="nowrap" component="span">
                    {needsApproval ? t('delegated.review') : t('delegated.open')}
                    <IconArrowRight size={14} aria-hidden="true" />
                  </Group>
                </AnchorLink>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
