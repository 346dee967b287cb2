import { Button, Group, Kbd, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useOs } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { LengthCounter, useLongMessageConfirm } from '../../conversations/length-counter';
import { useContextWindow } from '../../conversations/message-length';
import { ComposerTemplatePicker } from '../../schedules/composer-template-picker';
import { useStartTask } from '../agent-mutations';

/**
 * A new conversation: the prompt, sent with the button or Ctrl/Cmd+Enter; the task opens at once.
 * A long prompt shows its length, and one longer than the agent's model takes in asks first.
 */
export function TaskComposer({
  agentId,
  agentName,
  llmConfigId,
}: {
  agentId: number;
  agentName: string;
  /** The configuration the agent answers with, for its context window; null when it has none. */
  llmConfigId: number | null;
}) {
  const [prompt, setPrompt] = useState('');
  const navigate = useNavigate();
  const start = useStartTask();
  const os = useOs();
  const mac = os === 'macos' || os === 'ios';
  const empty = prompt.trim() === '';
  const contextWindow = useContextWindow(llmConfigId);
  const long = useLongMessageConfirm(prompt, contextWindow);

  const send = () => {
    if (empty || start.isPending) return;
    start.mutate(
      { agentId, prompt },
      {
        onSuccess: (task) => navigate({ to: '/tasks/$taskId', params: { taskId: task.id } }),
        onError: (error) =>
          notifications.show({ color: 'red', title: 'The task was not started', message: error.message }),
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    long.guard(send);
  };
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      long.guard(send);
    }
  };

  return (
    <Paper withBorder radius="lg" p="md" component="form" onSubmit={submit} shadow="xs">
      <Stack gap="sm">
        <ComposerTemplatePicker agentId={agentId} onRendered={setPrompt} />
        <Textarea
          label="New conversation"
          placeholder={`What should ${agentName} do?`}
          autosize
          minRows={3}
          maxRows={14}
          value={prompt}
          onChange={(event) => setPrompt(event.currentTarget.value)}
          onKeyDown={keyDown}
          aria-describedby="composer-hint"
          styles={{ label: { marginBottom: 6 } }}
        />
        <LengthCounter text={prompt} contextWindow={contextWindow} />
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Text id="composer-hint" fz="xs" c="dimmed" visibleFrom="xs">
            <Kbd size="xs">{mac ? '⌘' : 'Ctrl'}</Kbd> + <Kbd size="xs">Enter</Kbd> to send
          </Text>
          <Button
            type="submit"
            leftSection={<IconSend size={16} />}
            loading={start.isPending}
            disabled={empty}
            ml="auto"
          >
            Send
          </Button>
        </Group>
      </Stack>
      {long.dialog}
    </Paper>
  );
}
