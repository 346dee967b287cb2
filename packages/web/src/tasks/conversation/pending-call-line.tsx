import { Group, Paper, Text } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ToolCall } from '../../api/api-types';
import { ToolIcon } from '../../ui/tool-icon';

/**
 * A call that waits for a decision, in the history: one line naming it and pointing to the
 * approval panel below, where its sentence, arguments and controls are (not repeated here).
 */
export function PendingCallLine({ call }: { call: ToolCall }) {
  const { t } = useTranslation('tasks');
  return (
    <Paper withBorder radius="md" px="sm" py={6} className="spora-tool-card" data-testid="tool-call-card">
      <Group gap="xs" wrap="nowrap">
        <ToolIcon iconKey={call.tool_icon} size={16} />
        <Text fz="sm" fw={600} truncate maw="50%">
          {call.tool_display_name}
        </Text>
        <IconArrowDown
          size={14}
          color="var(--mantine-color-orange-text)"
          aria-hidden
          style={{ flexShrink: 0 }}
        />
        <Text fz="sm" c="dimmed" truncate style={{ flex: 1, minWidth: 0 }} data-testid="pending-call-line">
          {t('toolCall.awaitsDecision')}
        </Text>
      </Group>
    </Paper>
  );
}
