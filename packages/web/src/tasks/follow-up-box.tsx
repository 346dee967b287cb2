import { Button, Group, Kbd, Paper, Text, Textarea } from '@mantine/core';
import { useOs } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { type Ref, useState } from 'react';
import type { TaskStatus } from '../api/api-types';
import type { TaskActions } from './task-actions';

/** A follow-up to a task that has come to rest; Ctrl/Cmd+Enter sends it. */
export function FollowUpBox({
  status,
  continueWith,
  inputRef,
}: {
  status: TaskStatus;
  continueWith: TaskActions['continueWith'];
  inputRef: Ref<HTMLTextAreaElement>;
}) {
  const [prompt, setPrompt] = useState('');
  const os = useOs();
  const modifier = os === 'macos' || os === 'ios' ? '⌘' : 'Ctrl';
  const canSend = prompt.trim() !== '' && !continueWith.isPending;
  const send = () => {
    if (!canSend) return;
    continueWith.mutate({ prompt: prompt.trim() }, { onSuccess: () => setPrompt('') });
  };
  const label = status === 'ABORTED' ? 'New instruction' : 'Follow-up';
  return (
    <Paper withBorder radius="lg" p="xs" className="spora-follow-up" shadow="xs">
      <Textarea
        ref={inputRef}
        label={label}
        labelProps={{ className: 'visually-hidden' }}
        placeholder={status === 'ABORTED' ? 'Tell the agent how to carry on…' : 'Ask a follow-up…'}
        autosize
        minRows={1}
        maxRows={8}
        variant="unstyled"
        px={6}
        value={prompt}
        onChange={(event) => setPrompt(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
            event.preventDefault();
            send();
          }
        }}
        data-testid="follow-up-input"
      />
      <Group justify="space-between" gap="xs" px={6}>
        <Text fz="xs" c="dimmed" visibleFrom="sm">
          <Kbd size="xs">{modifier}</Kbd> + <Kbd size="xs">Enter</Kbd> to send
        </Text>
        <Button
          ml="auto"
          size="xs"
          radius="xl"
          rightSection={<IconSend size={14} aria-hidden="true" />}
          onClick={send}
          disabled={!canSend}
          loading={continueWith.isPending}
          data-testid="send-followup"
        >
          Send
        </Button>
      </Group>
    </Paper>
  );
}
