import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconArrowForwardUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TaskDetail } from '../../api/api-types';
import { ButtonLink } from '../../ui/links';
import { TaskStatusBadge } from '../../ui/task-status-badge';

/** Where a handed-over task's work went: the target task, with its live status. */
export function HandoverNotice({ task }: { task: TaskDetail }) {
  const { t } = useTranslation('tasks');
  if (task.handover === null) return null;
  const { target_task_id: targetId, target_agent_name: agentName } = task.handover;
  const target = task.sub_tasks.find((child) => child.id === targetId);
  return (
    <Paper withBorder radius="md" p="sm" className="spora-handover" data-testid="handover-link">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon variant="light" color="violet" radius="xl" size={34}>
            <IconArrowForwardUp size={18} aria-hidden="true" />
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Text fz="sm" fw={600}>
              {t('handover.title', { agent: agentName })}
            </Text>
            <Text fz="xs" c="dimmed">
              {t('handover.continues', { id: targetId })}
            </Text>
          </div>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {target !== undefined && <TaskStatusBadge status={target.status} size="xs" />}
          <ButtonLink
            to="/tasks/$taskId"
            params={{ taskId: targetId }}
            size="xs"
            variant="light"
            color="violet"
          >
            {t('handover.open', { agent: agentName })}
          </ButtonLink>
        </Group>
      </Group>
    </Paper>
  );
}
