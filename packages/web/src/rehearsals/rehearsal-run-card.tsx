import { Alert, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TaskStatus } from '../api/api-types';
import { formatNumber } from '../i18n/format';
import { Disclosure } from '../tasks/conversation/disclosure';
import { AnchorLink } from '../ui/links';
import { TaskStatusBadge } from '../ui/task-status-badge';
import { formatCost } from '../usage/cost-format';
import { DifferencesSummary } from './differences-summary';
import type { RehearsalRun } from './rehearsal-types';
import { CallList, FinalAnswer, RunColumn } from './run-columns';
import { RunConversation } from './run-conversation';

/**
 * One rehearsed prompt: its task's status, tokens and cost, the calls with how each ran, and the
 * final answer; beside the past task it repeats, when there is one (stacked on a phone), with what
 * differs summarised above both.
 */
export function RehearsalRunCard({
  run,
  index,
  rehearsedAgentId,
}: {
  run: RehearsalRun;
  index: number;
  rehearsedAgentId: number;
}) {
  const { t } = useTranslation('rehearsals');
  const past = run.compared_with;
  const heading = t('run.heading', { number: index + 1 });
  // A recorded result from the past task itself links there; the report names the call it came from.
  const pastTaskIds = new Map(
    run.calls.flatMap((call) => {
      const source = past?.calls.find((pastCall) => pastCall.id === call.simulated_from_call_id);
      return source === undefined ? [] : [[call.id, source.task_id] as const];
    }),
  );
  const rehearsalSide = (
    <>
      <CallList
        calls={run.calls}
        rehearsedAgentId={rehearsedAgentId}
        onlyHere={past?.differences.calls_only_in_rehearsal}
        argumentsChanged={past?.differences.arguments_changed}
        pastTaskIds={pastTaskIds}
      />
      {run.error_message !== null && (
        <Alert color="red" variant="light" title={t('run.failed')}>
          {run.error_message}
        </Alert>
      )}
      <FinalAnswer text={run.final_response} label={t('run.answer')} />
    </>
  );
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-label={heading}
      data-testid="rehearsal-run"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Title order={3} fz="h5">
              {heading}
            </Title>
            <Text fz="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {run.prompt}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end">
            <Group gap="xs" wrap="nowrap">
              <TaskStatusBadge status={run.status as TaskStatus} />
              <AnchorLink to="/tasks/$taskId" params={{ taskId: run.task_id }} fz="sm">
                {t('run.taskLink', { id: run.task_id })}
              </AnchorLink>
            </Group>
            <Text fz="xs" c="dimmed">
              {t('run.usage', {
                input: formatNumber(run.usage.input_tokens),
                output: formatNumber(run.usage.output_tokens),
                cost: formatCost(run.usage.cost, run.usage.cost === null ? 1 : 0),
              })}
            </Text>
          </Stack>
        </Group>
        {past === null ? (
          <Stack gap="sm">{rehearsalSide}</Stack>
        ) : (
          <>
            <DifferencesSummary differences={past.differences} />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <RunColumn
                testId="past-side"
                heading={
                  <AnchorLink to="/tasks/$taskId" params={{ taskId: past.task_id }} inherit>
                    {t('run.pastHeading', { id: past.task_id })}
                  </AnchorLink>
                }
              >
                <CallList
                  calls={past.calls}
                  rehearsedAgentId={rehearsedAgentId}
                  past
                  onlyHere={past.differences.calls_only_in_past}
                />
                <FinalAnswer text={past.final_response} label={t('run.pastAnswer')} />
              </RunColumn>
              <RunColumn testId="rehearsal-side" heading={t('run.rehearsalHeading')}>
                {rehearsalSide}
              </RunColumn>
            </SimpleGrid>
          </>
        )}
        {run.conversation.length > 0 && (
          <Disclosure label={t('run.conversation', { count: run.conversation.length })}>
            <RunConversation conversation={run.conversation} />
          </Disclosure>
        )}
      </Stack>
    </Card>
  );
}
