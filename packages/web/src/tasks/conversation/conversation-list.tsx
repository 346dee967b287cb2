import { Box, Button, Transition } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConversationItem } from './conversation-items';
import {
  AnswerBlock,
  AttachmentNote,
  DraftAnswer,
  PromptBubble,
  StoppedDivider,
  SummaryNote,
  TypingIndicator,
} from './message-rows';

type Row =
  | ConversationItem
  | { readonly kind: 'draft'; readonly key: string; readonly text: string }
  | { readonly kind: 'typing'; readonly key: string; readonly label: string }
  | { readonly kind: 'extra'; readonly key: string; readonly node: ReactNode };

// First guesses only: every row is measured once drawn.
const estimates: Record<Row['kind'], number> = {
  prompt: 64,
  answer: 160,
  call: 120,
  stopped: 24,
  summary: 56,
  attachment: 40,
  draft: 120,
  typing: 32,
  extra: 80,
};

/** Near enough to the end to count as reading the latest. */
const bottomSlack = 48;

/**
 * The conversation, virtualised: only rows in (or near) view are in the page, whatever the
 * history's length, each measured as drawn. It follows new content while the reader is at the end;
 * once they scroll up it stays put and offers a way back to the latest.
 */
export function ConversationList({
  items,
  draft,
  working,
  extras,
  renderCall,
}: {
  items: readonly ConversationItem[];
  /** The model's text while it is being written. */
  draft: string | null;
  /** Shown while the agent works and nothing is being written, e.g. "Thinking…". */
  working: string | null;
  /** Rows after the conversation (a handover, a sub-agent panel). */
  extras: readonly { key: string; node: ReactNode }[];
  renderCall: (item: Extract<ConversationItem, { kind: 'call' }>) => ReactNode;
}) {
  const { t } = useTranslation('tasks');
  const scroller = useRef<HTMLElement>(null);
  const following = useRef(true);
  const [atEnd, setAtEnd] = useState(true);

  const rows: Row[] = [...items];
  if (draft !== null && draft !== '') rows.push({ kind: 'draft', key: 'draft', text: draft });
  else if (working !== null) rows.push({ kind: 'typing', key: 'typing', label: working });
  for (const extra of extras) rows.push({ kind: 'extra', key: `extra:${extra.key}`, node: extra.node });

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => estimates[rows[index]?.kind ?? 'answer'],
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 6,
    gap: 18,
    paddingStart: 20,
    paddingEnd: 28,
  });
  const totalSize = virtualizer.getTotalSize();

  const toEnd = useCallback(() => {
    const element = scroller.current;
    if (element !== null) element.scrollTop = element.scrollHeight;
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-runs whenever the content grows or is measured
  useLayoutEffect(() => {
    if (following.current) toEnd();
  }, [totalSize, rows.length, draft, toEnd]);

  const onScroll = () => {
    const element = scroller.current;
    if (element === null) return;
    const end = element.scrollHeight - element.scrollTop - element.clientHeight < bottomSlack;
    following.current = end;
    setAtEnd(end);
  };

  const jumpToLatest = () => {
    following.current = true;
    setAtEnd(true);
    virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
    requestAnimationFrame(toEnd);
  };

  return (
    <Box className="spora-conversation-frame">
      <section
        ref={scroller}
        className="spora-conversation-scroller"
        onScroll={onScroll}
        aria-label={t('conversation.label')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable, so keyboard users can scroll it
        tabIndex={0}
        data-testid="conversation"
      >
        <div className="spora-conversation-column" style={{ height: totalSize, position: 'relative' }}>
          {virtualizer.getVirtualItems().map((virtual) => {
            const row = rows[virtual.index];
            if (row === undefined) return null;
            return (
              <div
                key={virtual.key}
                data-index={virtual.index}
                ref={virtualizer.measureElement}
                className="spora-conversation-row"
                style={{ transform: `translateY(${virtual.start}px)` }}
              >
                <RowContent row={row} renderCall={renderCall} />
              </div>
            );
          })}
        </div>
      </section>
      <Transition mounted={!atEnd} transition="slide-up" duration={150}>
        {(style) => (
          <Button
            style={style}
            className="spora-jump-to-latest"
            size="xs"
            radius="xl"
            variant="default"
            leftSection={<IconArrowDown size={14} aria-hidden="true" />}
            onClick={jumpToLatest}
            data-testid="jump-to-latest"
          >
            {t('conversation.jumpToLatest')}
          </Button>
        )}
      </Transition>
    </Box>
  );
}

function RowContent({
  row,
  renderCall,
}: {
  row: Row;
  renderCall: (item: Extract<ConversationItem, { kind: 'call' }>) => ReactNode;
}) {
  switch (row.kind) {
    case 'prompt':
      return <PromptBubble text={row.text} attachments={row.attachments} at={row.at} />;
    case 'answer':
      return (
        <AnswerBlock
          text={row.text}
          reasoning={row.reasoning}
          inputTokens={row.inputTokens}
          outputTokens={row.outputTokens}
        />
      );
    case 'call':
      return <Box pl={{ base: 0, sm: 42 }}>{renderCall(row)}</Box>;
    case 'stopped':
      return <StoppedDivider at={row.at} />;
    case 'summary':
      return <SummaryNote text={row.text} />;
    case 'attachment':
      return <AttachmentNote text={row.text} />;
    case 'draft':
      return <DraftAnswer text={row.text} />;
    case 'typing':
      return <TypingIndicator label={row.label} />;
    case 'extra':
      return <>{row.node}</>;
  }
}
