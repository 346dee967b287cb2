import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { diffLines } from './line-diff';

const marks = { same: ' ', removed: '−', added: '+' } as const; // i18n-exempt: diff marks

/**
 * The proposed system prompt against the agent's, line by line: removed lines struck through in
 * red, added ones in green, each with its mark so the change reads without colour too.
 */
export function SystemPromptDiff({ before, after }: { before: string; after: string }) {
  const { t } = useTranslation('rehearsals');
  return (
    <Box
      component="pre"
      className="spora-prompt-diff"
      aria-label={t('proposal.diffLabel')}
      data-testid="system-prompt-diff"
    >
      {diffLines(before, after).map((line, index) => (
        <Text
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their place
          key={index}
          component="span"
          className="spora-prompt-diff-line"
          data-kind={line.kind}
          aria-label={line.kind === 'same' ? undefined : t(`proposal.line.${line.kind}`, { text: line.text })}
        >
          {`${marks[line.kind]} ${line.text}\n`}
        </Text>
      ))}
    </Box>
  );
}
