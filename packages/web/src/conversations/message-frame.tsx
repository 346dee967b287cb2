import { ActionIcon, Button, Group, Stack, Textarea, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconPencil, IconRefresh } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { CollapsibleText } from './collapsible-text';
import { useBranchConversation, useRegenerateAnswer } from './conversation-mutations';
import { isSettled, useMessageScope } from './message-context';
import './conversations.css';

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    notifications.show({ color: 'teal', message: i18n.t('conversations:message.copied'), autoClose: 1_500 });
  } catch {
    notifications.show({ color: 'red', message: i18n.t('conversations:message.copyRefused') });
  }
}

function ActionButton({
  label,
  tooltip,
  disabled = false,
  loading = false,
  onClick,
  children,
}: {
  label: string;
  tooltip?: string;
  disabled?: boolean;
  loading?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={tooltip ?? label} withArrow openDelay={300}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={label}
        data-disabled={disabled || undefined}
        loading={loading}
        // Disabled but focusable, so the tooltip saying why can be read.
        onClick={(event) => {
          if (disabled) event.preventDefault();
          else onClick();
        }}
        aria-disabled={disabled || undefined}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

function EditBox({
  text,
  busy,
  onSend,
  onCancel,
}: {
  text: string;
  busy: boolean;
  onSend: (prompt: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('conversations');
  const [prompt, setPrompt] = useState(text);
  return (
    <Stack gap={6} miw={'min(520px, 70vw)' /* i18n-exempt: a CSS size */}>
      <Textarea
        aria-label={t('message.editLabel')}
        autosize
        minRows={2}
        maxRows={14}
        value={prompt}
        onChange={(event) => setPrompt(event.currentTarget.value)}
        data-autofocus
        autoFocus
      />
      <Group justify="flex-end" gap={6}>
        <Button size="xs" variant="default" onClick={onCancel}>
          {t('message.cancel')}
        </Button>
        <Button
          size="xs"
          loading={busy}
          disabled={prompt.trim() === ''}
          onClick={() => onSend(prompt.trim())}
        >
          {t('message.saveAndSend')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * A message with what a person can do with it: copy it; edit a question of theirs, which starts a
 * new conversation from there; ask for the last answer again. Very long messages fold.
 */
export function MessageFrame({
  author,
  text,
  at,
  children,
}: {
  /** Whose message: the person's question or the agent's answer. */
  author: 'user' | 'assistant';
  text: string;
  /** A user message's time: with its text, it finds the message in the history. */
  at?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('conversations');
  const notSettled = t('message.notSettled');
  const scope = useMessageScope();
  const navigate = useNavigate();
  const branch = useBranchConversation();
  const regenerate = useRegenerateAnswer();
  const [editing, setEditing] = useState(false);
  const task = scope?.task;
  const owner = task !== undefined && task.viewer !== 'approver';
  const settled = task !== undefined && isSettled(task);
  const sequence =
    author === 'user' && task !== undefined
      ? task.history.find((row) => row.role === 'user' && row.created_at === at && row.content === text)
          ?.sequence
      : undefined;
  const canRegenerate = author === 'assistant' && owner && text !== '' && scope?.lastAnswer === text;
  const open = (id: number) => navigate({ to: '/tasks/$taskId', params: { taskId: id } });
  const refused = (title: string) => (error: Error) =>
    notifications.show({ color: 'red', title, message: error.message });

  if (editing && task !== undefined && sequence !== undefined)
    return (
      <EditBox
        text={text}
        busy={branch.isPending}
        onCancel={() => setEditing(false)}
        onSend={(prompt) =>
          branch.mutate(
            { taskId: task.id, sequence, prompt },
            { onSuccess: (data) => open(data.task.id), onError: refused(t('message.editNotSent')) },
          )
        }
      />
    );

  return (
    <div className="spora-message" data-author={author}>
      <CollapsibleText text={text}>{children}</CollapsibleText>
      {text !== '' && (
        <Group
          gap={2}
          className="spora-message-actions"
          justify={author === 'user' ? 'flex-end' : 'flex-start'}
          data-testid="message-actions"
        >
          <ActionButton label={t('message.copy')} onClick={() => copy(text)}>
            <IconCopy size={14} aria-hidden="true" />
          </ActionButton>
          {author === 'user' && owner && sequence !== undefined && (
            <ActionButton
              label={t('message.edit')}
              tooltip={settled ? t('message.editTooltip') : notSettled}
              disabled={!settled}
              onClick={() => setEditing(true)}
            >
              <IconPencil size={14} aria-hidden="true" />
            </ActionButton>
          )}
          {canRegenerate && (
            <ActionButton
              label={t('message.regenerate')}
              tooltip={settled ? t('message.regenerateTooltip') : notSettled}
              disabled={!settled}
              loading={regenerate.isPending}
              onClick={() =>
                regenerate.mutate(task.id, {
                  onSuccess: (data) => open(data.task.id),
                  onError: refused(t('message.regenerateFailed')),
                })
              }
            >
              <IconRefresh size={14} aria-hidden="true" />
            </ActionButton>
          )}
        </Group>
      )}
    </div>
  );
}
