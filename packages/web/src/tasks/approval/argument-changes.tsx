import { Code, Group, List, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ArgumentChange } from './argument-values';

function shown(value: unknown): string {
  if (value === undefined) return '(not set)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

/**
 * What the person changed against the agent's proposal: field, before → after. `who` names the
 * person in the heading ("You changed …" while deciding; the history says who it was).
 */
export function ArgumentChanges({
  changes,
  who = 'You',
  live = true,
}: {
  changes: readonly ArgumentChange[];
  who?: string;
  /** Announced as it changes (while the person edits), or plain content (in the history). */
  live?: boolean;
}) {
  if (changes.length === 0) return null;
  const body = (
    <>
      <Text fz="sm" fw={600} mb={4}>
        {who} changed {changes.length === 1 ? 'one argument' : `${changes.length} arguments`}
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
                aria-label={`was ${shown(change.before)}`}
              >
                {shown(change.before)}
              </Code>
              <IconArrowRight size={14} aria-hidden />
              <Code c="var(--mantine-color-teal-text)" aria-label={`now ${shown(change.after)}`}>
                {shown(change.after)}
              </Code>
            </Group>
          </List.Item>
        ))}
      </List>
    </>
  );
  return live ? (
    <div role="status" aria-label="Your changes to the arguments">
      {body}
    </div>
  ) : (
    <div>{body}</div>
  );
}
