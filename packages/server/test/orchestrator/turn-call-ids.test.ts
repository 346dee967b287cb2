import type { LlmToolCall } from '@spora/sdk';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../src/orchestrator/history.js';
import { historyToMessages } from '../../src/orchestrator/history-to-messages.js';
import { withDistinctCallIds } from '../../src/orchestrator/turn-call-ids.js';

const call = (id: string): LlmToolCall => ({ id, name: 'echo', arguments: {}, rawArguments: '{}' });
const ids = (calls: readonly LlmToolCall[]) => calls.map((each) => each.id);

describe('withDistinctCallIds', () => {
  it('keeps distinct provider ids as they are', () => {
    const calls = [call('a'), call('b')];
    expect(withDistinctCallIds(calls)).toEqual(calls);
  });

  it('gives a repeated id a suffix that no other call of the turn has', () => {
    expect(ids(withDistinctCallIds([call('x'), call('x'), call('x_2'), call('x')]))).toEqual([
      'x',
      'x_3',
      'x_2',
      'x_4',
    ]);
  });

  it('gives blank and overlong ids fresh ones, never colliding with the turn', () => {
    const fresh = (index: number) => `call_${index}`;
    const result = ids(
      withDistinctCallIds([call(''), call('call_0'), call('  '), call('y'.repeat(250))], fresh),
    );
    expect(result).toEqual(['call_0_2', 'call_0', 'call_2', 'call_3']);
    const random = ids(withDistinctCallIds([call(''), call('')]));
    expect(random[0]).toMatch(/^call_[0-9a-f]{24}$/);
    expect(new Set(random).size).toBe(2);
  });
});

describe('historyToMessages with rows stored before ids were unique per turn', () => {
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

  it('sends each call with its own id and pairs the results in order, one answer per call', () => {
    sequence = 0;
    const messages = historyToMessages([
      entry({ role: 'user', content: 'go' }),
      entry({ role: 'assistant', toolCalls: [call('dup'), call('dup'), call('')] }),
      entry({ role: 'tool', toolCallId: 'dup', toolName: 'echo', content: 'first' }),
      entry({ role: 'tool', toolCallId: 'dup', toolName: 'echo', content: 'second' }),
      entry({ role: 'tool', toolCallId: 'dup', toolName: 'echo', content: 'a third answer for two calls' }),
      entry({ role: 'tool', toolCallId: '', toolName: 'echo', content: 'blank' }),
    ]);
    const assistant = messages[1];
    const sent = assistant?.role === 'assistant' ? ids(assistant.toolCalls) : [];
    expect(sent).toEqual(['dup', 'dup_2', 'call_1_2']);
    expect(messages.slice(2)).toEqual([
      { role: 'tool', toolCallId: 'dup', toolName: 'echo', content: 'first' },
      { role: 'tool', toolCallId: 'dup_2', toolName: 'echo', content: 'second' },
      { role: 'tool', toolCallId: 'call_1_2', toolName: 'echo', content: 'blank' },
    ]);
  });
});
