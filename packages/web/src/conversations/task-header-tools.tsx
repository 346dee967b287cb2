import { Group } from '@mantine/core';
import type { TaskDetail } from '../api/api-types';
import { CallTroubleBadges } from './call-trouble-badges';
import { ExportMenu } from './export-menu';
import { ModelSwitch } from './model-switch';
import { ConversationsDrawerButton } from './sidebar-layout';

/**
 * The conversation's own line in the task header: calls that went wrong, the model that answers
 * (and a switch), the export, and on narrow screens the way to the other conversations.
 */
export function TaskHeaderTools({ task }: { task: TaskDetail }) {
  // An approver sees someone else's task: its model, but not its owner's list or its export.
  const owner = task.viewer !== 'approver';
  return (
    <Group gap={6} wrap="wrap" data-testid="task-header-tools">
      <CallTroubleBadges rejected={task.rejected_call_count} failed={task.failed_call_count} />
      <ModelSwitch task={task} />
      {owner && <ExportMenu taskId={task.id} />}
      {owner && <ConversationsDrawerButton agentId={task.agent_id} currentTaskId={task.id} />}
    </Group>
  );
}
