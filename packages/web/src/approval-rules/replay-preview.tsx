import { Alert, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconHistory } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../api/query-keys';
import { AnchorLink } from '../ui/links';
import { type RuleDraft, replayRule } from './rule-queries';
import { agentNumber, outcomeColor, outcomeLabel, replaySummary } from './rule-wording';

const shownCalls = 5;

/**
 * What the draft would have done to the calls people decided lately, refreshed as the draft
 * changes: the replay the issue asks for before a rule is saved.
 */
export function ReplayPreview({ draft }: { draft: RuleDraft }) {
  const { t } = useTranslation('approval-rules');
  const [settled] = useDebouncedValue(draft, 400);
  const replay = useQuery({
    queryKey: [...queryKeys.approvalRules, 'replay', settled],
    queryFn: ({ signal }) => replayRule(settled, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  return (
    <Alert
      variant="light"
      color={replay.isError ? 'gray' : 'blue'}
      icon={<IconHistory size={18} />}
      title={t('replay.title')}
      aria-live="polite"
      data-testid="rule-replay"
    >
      {replay.isPending ? (
        <Loader size="xs" aria-label={t('replay.loading')} />
      ) : replay.isError ? (
        <Text fz="sm">{t('replay.error', { message: replay.error.message })}</Text>
      ) : (
        <Stack gap={6}>
          <Text fz="sm">{replaySummary(replay.data)}</Text>
          {replay.data.calls
            .filter((call) => call.would !== null)
            .slice(0, shownCalls)
            .map((call) => (
              <Group key={call.call_id} gap="xs" wrap="wrap" fz="sm">
                <Badge color={outcomeColor[call.would ?? 'ask']} variant="light" size="sm">
                  {outcomeLabel(call.would ?? 'ask')}
                </Badge>
                <Text fz="sm" span>
                  {t(
                    call.decided === 'reject'
                      ? 'replay.call.rejected'
                      : call.decided === 'edit'
                        ? 'replay.call.edited'
                        : 'replay.call.approved',
                    {
                      call:
                        call.operation === null ? call.tool_name : `${call.tool_name} · ${call.operation}`,
                      agent: call.agent_name ?? agentNumber(call.agent_id),
                    },
                  )}
                </Text>
                <AnchorLink to="/tasks/$taskId" params={{ taskId: call.task_id }} fz="sm">
                  {t('replay.task', { id: call.task_id })}
                </AnchorLink>
              </Group>
            ))}
        </Stack>
      )}
    </Alert>
  );
}
