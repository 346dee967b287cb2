import { Group, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import type { RelatedTask } from '../../api/api-types';
import { AnchorLink } from '../../ui/links';

/** Where this task came from: the task that handed it over, or the one that started it as a sub-agent. */
export function SourceTaskLink({ source }: { source: RelatedTask }) {
  const { t } = useTranslation('tasks');
  return (
    <Group gap={6} wrap="nowrap" data-testid="source-task-link">
      <IconArrowBackUp size={15} aria-hidden="true" style={{ flexShrink: 0 }} />
      <Text fz="sm" c="dimmed" truncate>
        <Trans
          t={t}
          i18nKey={source.relation === 'handover' ? 'source.handedOverFrom' : 'source.subAgentOf'}
          values={{ agent: source.agent_name, id: source.id }}
          components={{ anchor: <AnchorLink to="/tasks/$taskId" params={{ taskId: source.id }} fz="sm" /> }}
        />
      </Text>
    </Group>
  );
}
