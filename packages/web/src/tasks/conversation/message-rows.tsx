import { Avatar, Box, Divider, Group, Paper, Text } from '@mantine/core';
import { IconNotes, IconPaperclip, IconSparkles } from '@tabler/icons-react';
import { MessageFrame } from '../../conversations/message-frame';
import { Markdown } from '../../ui/markdown';
import { formatTokens } from '../token-usage';
import { Disclosure } from './disclosure';

const timeOfDay = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** What the person asked, on the right as in any chat. */
export function PromptBubble({ text, at }: { text: string; at: string }) {
  return (
    <Group justify="flex-end" wrap="nowrap">
      <Paper radius="lg" px="md" py="xs" className="spora-prompt-bubble" maw="min(85%, 720px)">
        <MessageFrame author="user" text={text} at={at}>
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {text}
          </Text>
        </MessageFrame>
        <Text fz={11} className="spora-prompt-time" ta="right" mt={2}>
          <time dateTime={at}>{timeOfDay.format(new Date(at))}</time>
        </Text>
      </Paper>
    </Group>
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
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <AgentAvatar />
      <Box style={{ minWidth: 0, flex: 1 }}>
        {reasoning !== null && (
          <Box mb={6}>
            <Disclosure label="Reasoning">
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
            aria-label={`This turn used ${inputTokens} input and ${outputTokens ?? 0} output tokens`}
          >
            {formatTokens(inputTokens)} in · {formatTokens(outputTokens ?? 0)} out
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
  return (
    <Divider
      label={`Stopped at ${timeOfDay.format(new Date(at))}`}
      labelPosition="center"
      variant="dashed"
      className="spora-stopped-divider"
    />
  );
}

/** Older turns summarised to fit the model's context window. */
export function SummaryNote({ text }: { text: string }) {
  return (
    <Paper withBorder radius="md" p="sm" className="spora-summary-note">
      <Disclosure label="Earlier conversation, summarised" hint={<IconNotes size={13} aria-hidden="true" />}>
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
