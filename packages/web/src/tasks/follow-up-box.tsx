import { Button, Group, Kbd, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useOs } from '@mantine/hooks';
import { IconPlayerStopFilled, IconSend } from '@tabler/icons-react';
import { type Ref, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { TaskStatus } from '../api/api-types';
import { AttachButton } from '../conversations/attachments/attach-button';
import { AttachmentTray } from '../conversations/attachments/attachment-tray';
import { ComposerRefusal } from '../conversations/attachments/composer-refusal';
import { useAttachmentUploads } from '../conversations/attachments/use-attachment-uploads';
import { useFileDrop } from '../conversations/attachments/use-file-drop';
import { LengthCounter, useLongMessageConfirm } from '../conversations/length-counter';
import { counterThreshold } from '../conversations/message-length';
import type { TaskActions } from './task-actions';

/**
 * A follow-up to a task; Ctrl/Cmd+Enter sends it. While the task works, Stop takes Send's place
 * (a follow-up waits until it is done). A long one shows its length, and one longer than the
 * model takes in asks first. Files are attached with the paperclip, dropped on the box or pasted
 * into it; the message waits until they have uploaded.
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
  const { t } = useTranslation('tasks');
  const [prompt, setPrompt] = useState('');
  const os = useOs();
  const modifier = os === 'macos' || os === 'ios' ? '⌘' : t('followUp.ctrl');
  const uploads = useAttachmentUploads();
  const drop = useFileDrop(uploads.add);
  const canSend = !working && prompt.trim() !== '' && !continueWith.isPending && !uploads.running;
  const long = useLongMessageConfirm(prompt, contextWindow);
  const send = () => {
    if (!canSend) return;
    const attachments = uploads.ids;
    long.guard(() =>
      continueWith.mutate(
        { prompt: prompt.trim(), ...(attachments.length > 0 ? { attachments } : {}) },
        {
          onSuccess: () => {
            setPrompt('');
            uploads.clear();
          },
        },
      ),
    );
  };
  const label = status === 'ABORTED' ? t('followUp.newInstruction') : t('followUp.label');
  return (
    <Paper
      withBorder
      radius="lg"
      p="xs"
      className="spora-follow-up spora-drop-target"
      shadow="xs"
      data-dragging={drop.dragging || undefined}
      data-drop-label={t('followUp.dropFiles')}
      {...drop.handlers}
    >
      <Stack gap={6}>
        <ComposerRefusal
          title={t('actions.continueFailed')}
          error={continueWith.error}
          onDismiss={() => continueWith.reset()}
        />
        <AttachmentTray uploads={uploads} />
        <Textarea
          ref={inputRef}
          label={label}
          labelProps={{ className: 'visually-hidden' }}
          placeholder={
            status === 'ABORTED' ? t('followUp.newInstructionPlaceholder') : t('followUp.placeholder')
          }
          autosize
          minRows={1}
          maxRows={8}
          variant="unstyled"
          px={6}
          value={prompt}
          onChange={(event) => setPrompt(event.currentTarget.value)}
          onPaste={drop.onPaste}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
              event.preventDefault();
              send();
            }
          }}
          data-testid="follow-up-input"
        />
        <Group justify="space-between" gap="xs" px={6} wrap="nowrap">
          <AttachButton add={uploads.add} />
          <LengthCounter text={prompt} contextWindow={contextWindow} />
          {prompt.length <= counterThreshold && (
            <Text fz="xs" c="dimmed" visibleFrom="sm">
              {working ? (
                t('followUp.stopToSend')
              ) : (
                <Trans
                  t={t}
                  i18nKey="followUp.shortcut"
                  values={{ modifier }}
                  components={{ mod: <Kbd size="xs" />, key: <Kbd size="xs" /> }}
                />
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
              {t('followUp.stop')}
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
              {t('followUp.send')}
            </Button>
          )}
        </Group>
      </Stack>
      {long.dialog}
    </Paper>
  );
}
