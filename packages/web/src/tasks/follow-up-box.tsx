import { Button, Group, Kbd, Paper, Text, Textarea } from '@mantine/core';
import { useOs } from '@mantine/hooks';
import { IconPlayerStopFilled, IconSend } from '@tabler/icons-react';
import { type Ref, useState } from 'react';
import type { TaskStatus } from '../api/api-types';
import { LengthCounter, useLongMessageConfirm } from '../conversations/length-counter';
import { counterThreshold } from '../conversations/message-length';
import type { TaskActions } from './task-actions';

/**
 * A follow-up to a task; Ctrl/Cmd+Enter sends it. While the task works, Stop takes Send's place
 * (a follow-up waits until it is done). A long one shows its length, and one longer than the
 * model takes in asks first.
 */
export function FollowUpBox({
  status,
  working,
  continueWith,
  abort,
  contextWindow,
  inputRef,
}: {
  status: TaskStatus;
  /** The task is queued or running: the box offers Stop instead of Send. */
  working: boolean;
  continueWith: TaskActions['continueWith'];
  abort: TaskActions['abort'];
  contextWindow: number | null;
  inputRef: Ref<HTMLTextAreaElement>;
}) {
  const [prompt, setPrompt] = useState('');
  const os = useOs();
  const modifier = os === 'macos' || os === 'ios' ? '⌘' : 'Ctrl';
  const canSend = !working && prompt.trim() !== '' && !continueWith.isPending;
  const long = useLongMessageConfirm(prompt, contextWindow);
  const send = () => {
    if (!canSend) return;
    long.guard(() => continueWith.mutate({ prompt: prompt.trim() }, { onSuccess: () => setPrompt('') }));
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
      <Group justify="space-between" gap="xs" px={6} wrap="nowrap">
        <LengthCounter text={prompt} contextWindow={contextWindow} />
        {prompt.length <= counterThreshold && (
          <Text fz="xs" c="dimmed" visibleFrom="sm">
            {working ? (
              'Stop the agent to send a new instruction'
            ) : (
              <>
                <Kbd size="xs">{modifier}</Kbd> + <Kbd size="xs">Enter</Kbd> to send
              </>
            )}
          </Text>
        )}
        {working ? (
          <Button
            ml="auto"
            size="xs"
            radius="xl"
            color="red"
            variant="light"
            leftSection={<IconPlayerStopFilled size={13} aria-hidden="true" />}
            onClick={() => abort.mutate()}
            loading={abort.isPending}
            data-testid="composer-stop"
          >
            Stop
          </Button>
        ) : (
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
        )}
      </Group>
      {long.dialog}
    </Paper>
  );
}
