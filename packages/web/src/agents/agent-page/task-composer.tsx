import { Button, Group, Kbd, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useOs } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { AttachButton } from '../../conversations/attachments/attach-button';
import { AttachmentTray } from '../../conversations/attachments/attachment-tray';
import { ComposerRefusal } from '../../conversations/attachments/composer-refusal';
import { useAttachmentUploads } from '../../conversations/attachments/use-attachment-uploads';
import { useFileDrop } from '../../conversations/attachments/use-file-drop';
import { LengthCounter, useLongMessageConfirm } from '../../conversations/length-counter';
import { useContextWindow } from '../../conversations/message-length';
import { ComposerTemplatePicker } from '../../schedules/composer-template-picker';
import { useStartTask } from '../agent-mutations';

/**
 * A new conversation: the prompt, sent with the button or Ctrl/Cmd+Enter; the task opens at once.
 * A long prompt shows its length, and one longer than the agent's model takes in asks first.
 * Files are attached with the paperclip, dropped on the composer or pasted into the text box; the
 * prompt waits until they have uploaded, and a refusal is shown here with the text and files kept.
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
  const { t } = useTranslation('agents');
  const [prompt, setPrompt] = useState('');
  const navigate = useNavigate();
  const start = useStartTask();
  const os = useOs();
  const mac = os === 'macos' || os === 'ios';
  const empty = prompt.trim() === '';
  const uploads = useAttachmentUploads();
  const drop = useFileDrop(uploads.add);
  const contextWindow = useContextWindow(llmConfigId);
  const long = useLongMessageConfirm(prompt, contextWindow);

  const send = () => {
    if (empty || start.isPending || uploads.running) return;
    start.mutate(
      { agentId, prompt, attachments: uploads.ids },
      {
        onSuccess: (task) => {
          uploads.clear();
          navigate({ to: '/tasks/$taskId', params: { taskId: task.id } });
        },
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
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="form"
      onSubmit={submit}
      shadow="xs"
      className="spora-drop-target"
      data-dragging={drop.dragging || undefined}
      data-drop-label={t('composer.dropFiles')}
      {...drop.handlers}
    >
      <Stack gap="sm">
        <ComposerTemplatePicker agentId={agentId} onRendered={setPrompt} />
        <ComposerRefusal
          title={t('composer.notStarted')}
          error={start.error}
          onDismiss={() => start.reset()}
        />
        <AttachmentTray uploads={uploads} />
        <Textarea
          label={t('composer.label')}
          placeholder={t('composer.placeholder', { name: agentName })}
          autosize
          minRows={3}
          maxRows={14}
          value={prompt}
          onChange={(event) => setPrompt(event.currentTarget.value)}
          onPaste={drop.onPaste}
          onKeyDown={keyDown}
          aria-describedby="composer-hint"
          styles={{ label: { marginBottom: 6 } }}
        />
        <LengthCounter text={prompt} contextWindow={contextWindow} />
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <AttachButton add={uploads.add} />
          <Text id="composer-hint" fz="xs" c="dimmed" visibleFrom="xs">
            <Trans
              t={t}
              i18nKey="composer.hint"
              values={{ modifier: mac ? '⌘' : t('composer.ctrl') }}
              components={{ mod: <Kbd size="xs" />, key: <Kbd size="xs" /> }}
            />
          </Text>
          <Button
            type="submit"
            leftSection={<IconSend size={16} />}
            loading={start.isPending}
            disabled={empty || uploads.running}
            ml="auto"
          >
            {t('composer.send')}
          </Button>
        </Group>
      </Stack>
      {long.dialog}
    </Paper>
  );
}
