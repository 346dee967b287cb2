import { Badge, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { JsonView } from '../tasks/conversation/json-view';
import { Markdown } from '../ui/markdown';
import type { RehearsalRun } from './rehearsal-types';

/** The messages of a rehearsed run as the model saw them: the prompt, its turns, the tool results. */
export function RunConversation({ conversation }: { conversation: RehearsalRun['conversation'] }) {
  const { t } = useTranslation('rehearsals');
  return (
    <Stack gap="xs" data-testid="run-conversation">
      {conversation.map((message, index) => (
        <Paper
          // biome-ignore lint/suspicious/noArrayIndexKey: a transcript's messages are fixed and ordered
          key={index}
          withBorder
          radius="sm"
          p="xs"
          className="spora-rehearsal-message"
          data-role={message.role}
        >
          <Badge
            size="xs"
            variant="light"
            color={message.role === 'tool' ? 'gray' : message.role === 'user' ? 'blue' : 'teal'}
            mb={4}
          >
            {t(`conversation.${message.role}`)}
          </Badge>
          {message.content === null || message.content === '' ? (
            <Text fz="xs" c="dimmed">
              {message.role === 'assistant' ? t('conversation.callsOnly') : t('conversation.empty')}
            </Text>
          ) : message.role === 'assistant' ? (
            <Markdown>{message.content}</Markdown>
          ) : message.role === 'tool' ? (
            <JsonView value={message.content} />
          ) : (
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {message.content}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
