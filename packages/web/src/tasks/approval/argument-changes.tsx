import { Code, Group, List, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ArgumentChange } from './argument-values';

function shown(value: unknown, notSet: string): string {
  if (value === undefined) return notSet;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

/**
 * What the person changed against the agent's proposal: field, before → after. `by` names the
 * person in the heading ("You changed …" while deciding; the history says a person did).
 */
export function ArgumentChanges({
  changes,
  by = 'you',
  live = true,
}: {
  changes: readonly ArgumentChange[];
  by?: 'you' | 'someone';
  /** Announced as it changes (while the person edits), or plain content (in the history). */
  live?: boolean;
}) {
  const { t } = useTranslation('tasks');
  if (changes.length === 0) return null;
  const notSet = t('changes.notSet');
  const body = (
    <>
      <Text fz="sm" fw={600} mb={4}>
        {by === 'you'
          ? t('changes.byYou', { count: changes.length })
          : t('changes.bySomeone', { count: changes.length })}
      </Text>
      <List spacing={4} fz="sm" listStyleType="none" withPadding={false}>
        {changes.map((change) => (
          <List.Item key={change.name}>
            <Group gap={6} wrap="wrap">
              <Text fz="sm" fw={500}>
                {change.name}:
              </Text>
              <Code
                c="var(--mantine-color-red-text)"
                style={{ textDecoration: 'line-through' }}
                aria-label={t('changes.was', { value: shown(change.before, notSet) })}
              >
                {shown(change.before, notSet)}
              </Code>
              <IconArrowRight size={14} aria-hidden />
              <Code
                c="var(--mantine-color-teal-text)"
                aria-label={t('changes.now', { value: shown(change.after, notSet) })}
              >
                {shown(change.after, notSet)}
              </Code>
            </Group>
          </List.Item>
        ))}
      </List>
    </>
  );
  return live ? (
    <div role="status" aria-label={t('changes.label')}>
      {body}
    </div>
  ) : (
    <div>{body}</div>
  );
}
