import { Avatar, Box, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { IconNotes, IconPaperclip, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  type MessageAttachment,
  MessageAttachments,
} from '../../conversations/attachments/message-attachments';
import { MessageFrame } from '../../conversations/message-frame';
import { formatTime } from '../../i18n/format';
import { Markdown } from '../../ui/markdown';
import { formatTokens } from '../token-usage';
import { Disclosure } from './disclosure';

/** What the person asked, on the right as in any chat, with the files they sent above it. */
export function PromptBubble({
  text,
  attachments,
  at,
}: {
  text: string;
  attachments: readonly MessageAttachment[];
  at: string;
}) {
  return (
    <Stack gap={6} align="flex-end">
      {attachments.length > 0 && (
        <Box maw="min(85%, 720px)" /* i18n-exempt: a CSS length */>
          <MessageAttachments attachments={attachments} />
        </Box>
      )}
      <Paper
        radius="lg"
        px="md"
        py="xs"
        className="spora-prompt-bubble"
        maw="min(85%, 720px)" // i18n-exempt: a CSS length
      >
        <MessageFrame author="user" text={text} at={at}>
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {text}
          </Text>
        </MessageFrame>
        <Text fz={11} className="spora-prompt-time" ta="right" mt={2}>
          <time dateTime={at}>{formatTime(at)}</time>
        </Text>
      </Paper>
    </Stack>
  );
}

function AgentAvatar() {
  return (
    <Avatar size={30} radius="xl" color="teal" variant="light" aria-hidden="true">
      <IconSparkles size={16} />
    </Avatar>
  );
}

/** A model turn's text, as Markdown, with its reasoning on demand and what the turn cost. */
export function AnswerBlock({
  text,
  reasoning,
  inputTokens,
  outputTokens,
}: {
  text: string;
  reasoning: string | null;
  inputTokens: number | null;
  outputTokens: number | null;
}) {
  const { t } = useTranslation('tasks');
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <AgentAvatar />
      <Box style={{ minWidth: 0, flex: 1 }}>
        {reasoning !== null && (
          <Box mb={6}>
            <Disclosure label={t('conversation.reasoning')}>
              <Text fz="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                {reasoning}
              </Text>
            </Disclosure>
          </Box>
        )}
        <MessageFrame author="assistant" text={text}>
          {text !== '' && <Markdown>{text}</Markdown>}
        </MessageFrame>
        {inputTokens !== null && (
          <Text
            fz={11}
            c="dimmed"
            mt={4}
            aria-label={t('conversation.turnTokensLabel', { input: inputTokens, output: outputTokens ?? 0 })}
          >
            {t('conversation.turnTokens', {
              input: formatTokens(inputTokens),
              output: formatTokens(outputTokens ?? 0),
            })}
          </Text>
        )}
      </Box>
    </Group>
  );
}

/** The answer while the model is still writing it, with a blinking cursor at its end (task-page.css). */
export function DraftAnswer({ text }: { text: string }) {
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap" data-testid="streamed-text">
      <AgentAvatar />
      <Box style={{ minWidth: 0, flex: 1 }} className="spora-draft">
        <Markdown>{text}</Markdown>
      </Box>
    </Group>
  );
}

/** The agent is working and has not written anything yet. */
export function TypingIndicator({ label }: { label: string }) {
  return (
    <Group align="center" gap="sm" wrap="nowrap">
      <AgentAvatar />
      <Group gap={8} wrap="nowrap">
        <span className="spora-typing-dots" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        <Text fz="sm" c="dimmed">
          {label}
        </Text>
      </Group>
    </Group>
  );
}

/** Where a person stopped the task. */
export function StoppedDivider({ at }: { at: string }) {
  const { t } = useTranslation('tasks');
  return (
    <Divider
      label={t('conversation.stoppedAt', { time: formatTime(at) })}
      labelPosition="center"
      variant="dashed"
      className="spora-stopped-divider"
    />
  );
}

/** Older turns summarised to fit the model's context window. */
export function SummaryNote({ text }: { text: string }) {
  const { t } = useTranslation('tasks');
  return (
    <Paper withBorder radius="md" p="sm" className="spora-summary-note">
      <Disclosure label={t('conversation.summary')} hint={<IconNotes size={13} aria-hidden="true" />}>
        <Markdown>{text}</Markdown>
      </Disclosure>
    </Paper>
  );
}

/** A file that came with a prompt. */
export function AttachmentNote({ text }: { text: string }) {
  return (
    <Group justify="flex-end" gap={6} wrap="nowrap">
      <IconPaperclip size={14} aria-hidden="true" />
      <Text fz="sm" c="dimmed" truncate>
        {text}
      </Text>
    </Group>
  );
}
