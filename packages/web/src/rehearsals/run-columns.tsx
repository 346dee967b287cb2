import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../ui/markdown';
import { callsOnlyHere, changesOf } from './call-matching';
import { RehearsalCallCard } from './rehearsal-call-card';
import type { CallName, RehearsalCall, RehearsalComparison } from './rehearsal-types';

/** A final answer, rendered as conversations render one; a run without one says so. */
export function FinalAnswer({ text, label }: { text: string | null; label: string }) {
  const { t } = useTranslation('rehearsals');
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={600}>
        {label}
      </Text>
      <Paper withBorder radius="md" p="sm" data-testid="final-answer">
        {text === null || text === '' ? (
          <Text fz="sm" c="dimmed">
            {t('run.noAnswer')}
          </Text>
        ) : (
          <Markdown>{text}</Markdown>
        )}
      </Paper>
    </Stack>
  );
}

/** One side's calls in order, or a line saying it made none. */
export function CallList({
  calls,
  rehearsedAgentId,
  past = false,
  onlyHere = [],
  argumentsChanged = [],
  pastTaskIds,
}: {
  calls: readonly RehearsalCall[];
  rehearsedAgentId: number;
  past?: boolean;
  onlyHere?: readonly CallName[];
  argumentsChanged?: RehearsalComparison['differences']['arguments_changed'];
  /** The past task a recorded result came from, by the rehearsal call it was given to. */
  pastTaskIds?: ReadonlyMap<number, number>;
}) {
  const { t } = useTranslation('rehearsals');
  const marked = callsOnlyHere(calls, onlyHere);
  if (calls.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        {t('run.noCalls')}
      </Text>
    );
  return (
    <Stack gap="xs">
      {calls.map((call) => (
        <RehearsalCallCard
          key={call.id}
          call={call}
          rehearsedAgentId={rehearsedAgentId}
          past={past}
          onlyHere={marked.has(call.id)}
          changes={past ? [] : changesOf(call, argumentsChanged)}
          pastTaskId={pastTaskIds?.get(call.id) ?? null}
        />
      ))}
    </Stack>
  );
}

/** A column of the side-by-side comparison: its heading, its calls, its answer. */
export function RunColumn({
  heading,
  testId,
  children,
}: {
  heading: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" data-testid={testId} style={{ minWidth: 0 }}>
      <Title order={4} fz="sm" tt="uppercase" c="dimmed">
        {heading}
      </Title>
      {children}
    </Stack>
  );
}
