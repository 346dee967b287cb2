import { Badge, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RelatedTask } from '../../api/api-types';
import { MessageAttachments } from '../../conversations/attachments/message-attachments';
import { ToolIcon } from '../../ui/tool-icon';
import { DelegatedTasks } from '../delegation/delegated-tasks';
import { SimulatedCallBadge } from '../rehearsal-marks';
import { CallResult } from './call-result';
import type { CallEntry } from './conversation-items';
import { DecisionLine } from './decision-line';
import { Disclosure } from './disclosure';
import { EditedArguments, editedChanges } from './edited-arguments';
import { JsonView } from './json-view';
import { PendingCallLine } from './pending-call-line';
import { callStatusLook, formatDuration } from './tool-call-status';

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

function delegatedIds(resultData: unknown): number[] {
  if (typeof resultData !== 'object' || resultData === null) return [];
  const data = resultData as { spawned_sub_task_ids?: unknown; new_task_id?: unknown };
  if (Array.isArray(data.spawned_sub_task_ids)) return data.spawned_sub_task_ids.filter(Number.isInteger);
  return Number.isInteger(data.new_task_id) ? [data.new_task_id as number] : [];
}

/** One tool call: which tool, what it was asked to do, what it did, and how long it took. */
export function ToolCallCard({ entry, subTasks }: { entry: CallEntry; subTasks: readonly RelatedTask[] }) {
  // A call waiting for a decision is shown whole in the approval panel below; here it is one line.
  if (entry.call?.status === 'PENDING_APPROVAL') return <PendingCallLine call={entry.call} />;
  return <SettledCallCard entry={entry} subTasks={subTasks} />;
}

function SettledCallCard({ entry, subTasks }: { entry: CallEntry; subTasks: readonly RelatedTask[] }) {
  const { t } = useTranslation('tasks');
  const { call } = entry;
  const status = callStatusLook(call);
  const running = call?.status === 'EXECUTING';
  const now = useNow(running);
  const started = call?.execution_started_at ? Date.parse(call.execution_started_at) : null;
  const ended = call?.executed_at ? Date.parse(call.executed_at) : null;
  // A call still running counts up; one that never reported its end (held, or reported by a person) shows none.
  const duration = started === null || (ended === null && !running) ? null : (ended ?? now) - started;
  const argumentsUsed = call?.approved_arguments ?? call?.proposed_arguments ?? entry.arguments;
  const changes = call === null ? [] : editedChanges(call.proposed_arguments, call.approved_arguments);
  const edited = changes.length > 0;
  // The headline says what ran; for an edited call the proposal's sentence stays beside it.
  const description = call?.ran_description ?? call?.human_description ?? null;
  const proposedDescription = edited && call?.ran_description != null ? call.human_description : null;
  const resultText = call?.result_content ?? entry.resultText;
  const success = call?.result_success ?? null;
  const delegated = delegatedIds(call?.result_data)
    .map((id) => subTasks.find((task) => task.id === id))
    .filter((task): task is RelatedTask => task !== undefined);
  const rejectReason = call?.reject_reason || call?.decision?.reason || null;
  // A person's rejection is said by the decision line, with its reason; the text the model was
  // given for it ("Rejected by the user: …") would only repeat it.
  const rejectedByDecision = call?.status === 'REJECTED' && call.decision != null;

  return (
    <Paper withBorder radius="md" p="sm" className="spora-tool-card" data-testid="tool-call-card">
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <ThemeIcon variant="light" color="gray" radius="md" size={30}>
              <ToolIcon iconKey={call?.tool_icon} size={17} />
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Group gap={6} wrap="wrap">
                <Text fw={600} fz="sm">
                  {call?.tool_display_name ?? entry.name}
                </Text>
                {call?.operation != null && (
                  <Badge variant="outline" color="gray" size="xs" radius="sm" tt="none">
                    {call.operation}
                  </Badge>
                )}
                {edited && (
                  <Badge color="orange" variant="light" size="xs" title={t('toolCall.editedTitle')}>
                    {t('toolCall.edited')}
                  </Badge>
                )}
                {call?.simulated_from != null && <SimulatedCallBadge from={call.simulated_from} />}
              </Group>
              {description !== null && description !== '' && (
                <Text fz="sm" c="dimmed" lineClamp={3}>
                  {description}
                </Text>
              )}
              {proposedDescription !== null && proposedDescription !== '' && (
                <Text fz="xs" c="dimmed" lineClamp={2}>
                  <Text span fz="xs" fw={500}>
                    {t('toolCall.proposed')}
                  </Text>{' '}
                  <Text span fz="xs" td="line-through">
                    {proposedDescription}
                  </Text>
                </Text>
              )}
            </div>
          </Group>
          <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
            {duration !== null && (
              <Text
                fz="xs"
                c="dimmed"
                aria-label={t('toolCall.took', { duration: formatDuration(duration) })}
              >
                {formatDuration(duration)}
              </Text>
            )}
            <Badge
              color={status.color}
              variant="light"
              size="sm"
              leftSection={running ? <Loader size={10} color={status.color} aria-hidden /> : undefined}
              title={status.hint}
            >
              {status.label}
            </Badge>
          </Group>
        </Group>

        {delegated.length > 0 && <DelegatedTasks tasks={delegated} />}

        <Disclosure
          label={edited ? t('toolCall.argumentsEdited') : t('toolCall.arguments')}
          hint={
            edited
              ? t('toolCall.changedBeforeApproval', {
                  names: changes.map((change) => change.name).join(', '),
                })
              : undefined
          }
        >
          {edited && call !== null ? (
            <EditedArguments proposed={call.proposed_arguments} ran={argumentsUsed} changes={changes} />
          ) : (
            <JsonView value={argumentsUsed} />
          )}
        </Disclosure>
        {call?.decision != null && (
          <DecisionLine decision={call.decision} reason={rejectReason} rule={call.rule} />
        )}
        {call?.decision == null && call?.rule != null && (
          <Text fz="xs" c="dimmed" data-testid="call-rule">
            {t('toolCall.ruleAsks', { id: call.rule.id, version: call.rule.version })}
          </Text>
        )}
        {call?.decision == null && rejectReason !== null && (
          <Text fz="xs" c="dimmed" className="spora-call-reason">
            {t('toolCall.rejected', { reason: rejectReason })}
          </Text>
        )}
        {resultText !== null && !rejectedByDecision && <CallResult text={resultText} success={success} />}
        <MessageAttachments attachments={entry.files} from="tool" />
      </Stack>
    </Paper>
  );
}
