import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../src/orchestrator/history.js';
import { Conversation, historyToMessages } from '../../src/orchestrator/history-to-messages.js';

let sequence = 0;
const entry = (values: Partial<HistoryEntry> & Pick<HistoryEntry, 'role'>): HistoryEntry => ({
  id: sequence,
  sequence: sequence++,
  content: null,
  toolCallId: null,
  toolName: null,
  toolCalls: [],
  blocks: [],
  marker: null,
  summarizedThrough: null,
  attachments: [],
  ...values,
});
const call = (id: string) => ({ id, name: 'echo', arguments: {}, rawArguments: '{}' });

describe('historyToMessages', () => {
  it('never sends system or summary roles: they become notes on the next user message', () => {
    sequence = 0;
    const messages = historyToMessages([
      entry({ role: 'user', content: 'one' }),
      entry({ role: 'assistant', content: 'reply' }),
      entry({ role: 'system', marker: { kind: 'abort_marker', at: '2026-01-01T00:00:00Z' } }),
      entry({ role: 'user', content: 'two' }),
    ]);
    expect(messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
    expect(messages[2]).toEqual({
      role: 'user',
      content: '[The user stopped the previous response before it finished.]\n\ntwo',
    });
  });

  it('replaces summarised rows with the summary', () => {
    sequence = 0;
    const messages = historyToMessages([
      entry({ role: 'summary', content: 'They talked about cats.', summarizedThrough: 3 }),
      entry({ role: 'user', content: 'old' }),
      entry({ role: 'assistant', content: 'old reply' }),
      entry({ role: 'user', content: 'older' }),
      entry({ role: 'user', content: 'new question' }),
    ]);
    expect(messages).toEqual([
      {
        role: 'user',
        content: '[Summary of the earlier conversation]\nThey talked about cats.\n\nnew question',
      },
    ]);
  });

  it('answers every tool call before the next message, even when a result is missing', () => {
    sequence = 0;
    const messages = historyToMessages([
      entry({ role: 'user', content: 'go' }),
      entry({ role: 'assistant', toolCalls: [call('a'), call('b')] }),
      entry({ role: 'tool', toolCallId: 'b', toolName: 'echo', content: 'b done' }),
      entry({ role: 'user', content: 'next' }),
      entry({ role: 'tool', toolCallId: 'a', toolName: 'echo', content: 'late' }),
    ]);
    expect(
      messages.map((message) =>
        message.role === 'tool' ? `tool:${message.toolCallId}:${message.content}` : message.role,
      ),
    ).toEqual(['user', 'assistant', 'tool:b:b done', 'tool:a:No result was recorded for this call.', 'user']);
  });

  it('keeps reasoning blocks of assistant turns for the driver to replay', () => {
    sequence = 0;
    const blocks = [{ type: 'thinking' as const, thinking: 'hmm', signature: 'sig' }];
    const [, assistant] = historyToMessages([
      entry({ role: 'user', content: 'q' }),
      entry({ role: 'assistant', content: 'a', blocks }),
    ]);
    expect(assistant).toEqual({ role: 'assistant', text: 'a', toolCalls: [], blocks });
  });
});

describe('Conversation', () => {
  const log = (): HistoryEntry[] => {
    sequence = 0;
    return [
      entry({ role: 'user', content: 'go' }),
      entry({ role: 'assistant', toolCalls: [call('a'), call('b')] }),
      entry({ role: 'tool', toolCallId: 'b', toolName: 'echo', content: 'b done' }),
      entry({ role: 'system', marker: { kind: 'abort_marker', at: '2026-01-01T00:00:00Z' } }),
      entry({ role: 'user', content: 'again' }),
      entry({ role: 'assistant', toolCalls: [call('c'), call('c')] }),
      entry({ role: 'tool', toolCallId: 'c', toolName: 'echo', content: 'first c' }),
      entry({ role: 'summary', content: 'Earlier: a, b and c.', summarizedThrough: 4 }),
      entry({ role: 'tool', toolCallId: 'c', toolName: 'echo', content: 'second c' }),
      entry({ role: 'assistant', content: 'done' }),
      entry({ role: 'system', marker: { kind: 'abort_marker', at: '2026-01-01T00:00:01Z' } }),
    ];
  };

  it('extended row by row, sends at every point what the whole log up to there would', () => {
    const entries = log();
    for (let start = 0; start <= entries.length; start++) {
      const conversation = new Conversation(entries.slice(0, start));
      expect(conversation.toMessages()).toEqual(historyToMessages(entries.slice(0, start)));
      for (let end = start + 1; end <= entries.length; end++) {
        conversation.append(entries.slice(end - 1, end));
        expect(conversation.toMessages()).toEqual(historyToMessages(entries.slice(0, end)));
      }
    }
  });

  it('keeps the messages it built as the same objects while rows are appended', () => {
    const entries = log().slice(0, 7);
    const conversation = new Conversation(entries.slice(0, 3));
    const before = conversation.toMessages();
    conversation.append(entries.slice(3));
    const after = conversation.toMessages();
    // The first three: the user prompt, the turn and b's result; a's placeholder is answered later.
    for (const index of [0, 1, 2]) expect(after[index]).toBe(before[index]);
  });

  it('starts over from a newer summary', () => {
    const entries = log();
    const conversation = new Conversation(entries.slice(0, 7));
    conversation.append(entries.slice(7, 8));
    expect(conversation.toMessages()[0]).toEqual({
      role: 'user',
      content: '[Summary of the earlier conversation]\nEarlier: a, b and c.',
    });
  });
});
