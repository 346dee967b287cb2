import { Badge, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ArgumentChange } from '../tasks/approval/argument-values';
import { CallResult } from '../tasks/conversation/call-result';
import { Disclosure } from '../tasks/conversation/disclosure';
import { JsonView } from '../tasks/conversation/json-view';
import { ApprovalNote, CallOriginBadge } from './call-badges';
import type { RehearsalCall } from './rehearsal-types';

const previewLength = 120;

/** The arguments on one line, shown while they are folded away. */
function argumentsPreview(args: Record<string, unknown>): string {
  const text = JSON.stringify(args);
  return text.length > previewLength ? `${text.slice(0, previewLength)}…` : text;
}

function shown(value: unknown, notSet: string): string {
  if (value === undefined) return notSet;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

/** The arguments that differ from the past task's call of the same operation: field, before → after. */
function ChangedArguments({ changes }: { changes: readonly ArgumentChange[] }) {
  const { t } = useTranslation('rehearsals');
  const notSet = t('call.notSet');
  return (
    <Stack gap={4} className="spora-rehearsal-changed" data-testid="changed-arguments">
      <Text fz="xs" fw={600}>
        {t('call.argumentsChanged', { count: changes.length })}
      </Text>
      {changes.map((change) => (
        <Group key={change.name} gap={6} wrap="wrap">
          <Text fz="xs" fw={500}>
            {change.name}:
          </Text>
          <Code
            c="var(--mantine-color-red-text)"
            style={{ textDecoration: 'line-through' }}
            aria-label={t('call.was', { value: shown(change.before, notSet) })}
          >
            {shown(change.before, notSet)}
          </Code>
          <IconArrowRight size={12} aria-hidden />
          <Code
            c="var(--mantine-color-teal-text)"
            aria-label={t('call.now', { value: shown(change.after, notSet) })}
          >
            {shown(change.after, notSet)}
          </Code>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * One call of a rehearsal: the tool and operation (and the sub-agent that made it, when not the
 * rehearsed agent), whether it ran or where its simulated result came from, the approval it would
 * have needed, its arguments and result. In a comparison, the arguments that changed are listed.
 */
export function RehearsalCallCard({
  call,
  rehearsedAgentId,
  changes = [],
  pastTaskId,
  onlyHere = false,
  past = false,
}: {
  call: RehearsalCall;
  rehearsedAgentId: number;
  changes?: readonly ArgumentChange[];
  pastTaskId?: number | null;
  /** The other side of the comparison made no such call. */
  onlyHere?: boolean;
  /** A call of the past task: it ran as the task ran, so no rehearsal badges. */
  past?: boolean;
}) {
  const { t } = useTranslation('rehearsals');
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      className="spora-rehearsal-call"
      data-origin={
        past ? 'past' : call.execution === 'simulated' ? (call.simulated_from ?? 'invented') : call.execution
      }
      data-testid="rehearsal-call"
    >
      <Stack gap={8}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
            <Text fw={600} fz="sm">
              {call.tool_name}
            </Text>
            {call.operation !== null && (
              <Badge variant="outline" color="gray" size="xs" radius="sm" tt="none">
                {call.operation}
              </Badge>
            )}
            {call.agent_id !== rehearsedAgentId && (
              <Badge variant="light" color="gray" size="xs" tt="none">
                {t('call.byAgent', { name: call.agent_name })}
              </Badge>
            )}
            {onlyHere && (
              <Badge variant="light" color="grape" size="xs" tt="none">
                {t('call.onlyHere')}
              </Badge>
            )}
          </Group>
          {!past && <CallOriginBadge call={call} pastTaskId={pastTaskId} />}
        </Group>
        {!past && <ApprovalNote call={call} />}
        {changes.length > 0 && <ChangedArguments changes={changes} />}
        <Disclosure label={t('call.arguments')} hint={argumentsPreview(call.arguments)}>
          <JsonView value={call.arguments} />
        </Disclosure>
        {call.result.content !== null && (
          <CallResult text={call.result.content} success={call.result.success} />
        )}
      </Stack>
    </Paper>
  );
}
