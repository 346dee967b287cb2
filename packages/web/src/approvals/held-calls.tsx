import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { IconQuestionMark } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { HeldCall } from '../api/api-types';
import { ButtonLink } from '../ui/links';
import { ToolIcon } from '../ui/tool-icon';

/**
 * Calls held after their worker stopped while they ran: nobody knows whether they took effect, so
 * their tasks wait for someone to say. Each is answered on its task's page, where its arguments
 * and the answers are.
 */
export function HeldCalls({ calls }: { calls: readonly HeldCall[] }) {
  const { t } = useTranslation('approvals');
  if (calls.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconQuestionMark size={18} aria-hidden="true" />}
      title={t('held.title', { count: calls.length })}
      data-testid="held-calls"
    >
      <Stack gap="xs">
        <Text fz="sm">{t('held.explanation', { count: calls.length })}</Text>
        <Stack gap="xs" role="list" aria-label={t('held.listLabel')}>
          {calls.map((call) => (
            <Paper key={call.tool_call_id} withBorder radius="md" p="sm" role="listitem">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <ToolIcon iconKey={null} size={20} />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600} fz="sm">
                      {call.human_description ?? call.tool_display_name}
                    </Text>
                    <Text fz="xs" c="dimmed" truncate>
                      {call.agent.name} · {call.task.prompt_excerpt}
                    </Text>
                  </Stack>
                </Group>
                <ButtonLink to="/tasks/$taskId" params={{ taskId: call.task.id }} size="xs" variant="default">
                  {t('held.check')}
                </ButtonLink>
              </Group>
            </Paper>
          ))}
        </Stack>
      </Stack>
    </Alert>
  );
}
