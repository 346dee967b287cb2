import { Group, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import type { RelatedTask } from '../../api/api-types';
import { AnchorLink } from '../../ui/links';

/** Where this task came from: the task that handed it over, or the one that started it as a sub-agent. */
export function SourceTaskLink({ source }: { source: RelatedTask }) {
  return (
    <Group gap={6} wrap="nowrap" data-testid="source-task-link">
      <IconArrowBackUp size={15} aria-hidden="true" style={{ flexShrink: 0 }} />
      <Text fz="sm" c="dimmed" truncate>
        {source.relation === 'handover' ? 'Handed over from ' : 'Sub-agent of '}
        <AnchorLink to="/tasks/$taskId" params={{ taskId: source.id }} fz="sm">
          {source.agent_name} · task #{source.id}
        </AnchorLink>
      </Text>
    </Group>
  );
}
