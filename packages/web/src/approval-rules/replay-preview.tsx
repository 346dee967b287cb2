import { Alert, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconHistory } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { AnchorLink } from '../ui/links';
import { type RuleDraft, replayRule } from './rule-queries';
import { outcomeColor, outcomeLabel, replaySummary } from './rule-wording';

const shownCalls = 5;

/**
 * What the draft would have done to the calls people decided lately, refreshed as the draft
 * changes: the replay the issue asks for before a rule is saved.
 */
export function ReplayPreview({ draft }: { draft: RuleDraft }) {
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
      title="What this rule would have done"
      aria-live="polite"
      data-testid="rule-replay"
    >
      {replay.isPending ? (
        <Loader size="xs" aria-label="Replaying recent decisions" />
      ) : replay.isError ? (
        <Text fz="sm">Correct the rule to see what it would have done: {replay.error.message}</Text>
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
                  {call.tool_name}
                  {call.operation === null ? '' : ` · ${call.operation}`} on{' '}
                  {call.agent_name ?? `agent #${call.agent_id}`},{' '}
                  {call.decided === 'reject'
                    ? 'rejected'
                    : call.decided === 'edit'
                      ? 'approved with edits'
                      : 'approved'}{' '}
                  by a person
                </Text>
                <AnchorLink to="/tasks/$taskId" params={{ taskId: call.task_id }} fz="sm">
                  Task #{call.task_id}
                </AnchorLink>
              </Group>
            ))}
        </Stack>
      )}
    </Alert>
  );
}
