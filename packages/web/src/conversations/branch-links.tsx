import { Group, Text } from '@mantine/core';
import { IconGitBranch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TaskDetail } from '../api/api-types';
import { AnchorLink } from '../ui/links';

/**
 * How this conversation relates to others made by editing or regenerating a message: the one it
 * was branched from, and those branched from it.
 */
export function BranchLinks({ task }: { task: TaskDetail }) {
  const { t } = useTranslation('conversations');
  const from = task.branched_from;
  const branches = task.branches;
  if (from === null && branches.length === 0) return null;
  return (
    <Group gap="md" mt={6} wrap="wrap" data-testid="branch-links">
      {from !== null && (
        <Group gap={6} wrap="nowrap">
          <IconGitBranch size={14} aria-hidden="true" />
          <Text fz="xs" c="dimmed">
            <AnchorLink to="/tasks/$taskId" params={{ taskId: from.task_id }} fz="xs">
              {t('branches.from')}
            </AnchorLink>
          </Text>
        </Group>
      )}
      {branches.length > 0 && (
        <Group gap={6} wrap="wrap">
          <IconGitBranch size={14} aria-hidden="true" />
          <Text fz="xs" c="dimmed">
            {t('branches.label')}
          </Text>
          {branches.map((branch) => (
            <AnchorLink
              key={branch.task_id}
              to="/tasks/$taskId"
              params={{ taskId: branch.task_id }}
              fz="xs"
              maw={260}
              truncate="end"
            >
              {branch.title}
            </AnchorLink>
          ))}
        </Group>
      )}
    </Group>
  );
}
