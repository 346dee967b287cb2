import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../src/orchestrator/history.js';
import { historyToMessages } from '../../src/orchestrator/history-to-messages.js';

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
