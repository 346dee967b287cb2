import { describe, expect, it } from 'vitest';
import { callsOnlyHere, changesOf } from '../../src/rehearsals/call-matching';
import { diffLines } from '../../src/rehearsals/line-diff';
import { type ProposalDraft, proposalOf } from '../../src/rehearsals/proposal-draft';
import type { RehearsalCall } from '../../src/rehearsals/rehearsal-types';

function call(id: number, operation: string, args: Record<string, unknown>): RehearsalCall {
  return {
    id,
    task_id: 1,
    agent_id: 1,
    agent_name: 'Shop',
    tool_name: 'orders',
    tool_class: 'core/OrdersTool',
    operation,
    arguments: args,
    execution: 'simulated',
    simulated_from: 'invented',
    simulated_from_call_id: null,
    approval: 'not_needed',
    rule_id: null,
    result: { success: true, content: 'ok' },
  };
}

describe('the system prompt diff', () => {
  it('keeps common lines and marks removed and added ones in order', () => {
    expect(diffLines('a\nb\nc', 'a\nB\nc\nd')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'added', text: 'B' },
      { kind: 'same', text: 'c' },
      { kind: 'added', text: 'd' },
    ]);
    expect(diffLines('same', 'same')).toEqual([{ kind: 'same', text: 'same' }]);
    expect(diffLines('', 'new')).toEqual([
      { kind: 'removed', text: '' },
      { kind: 'added', text: 'new' },
    ]);
  });
});

describe('matching calls against the differences', () => {
  it('marks the last calls of an operation the other side made fewer times', () => {
    const calls = [call(1, 'place', {}), call(2, 'cancel', {}), call(3, 'place', {})];
    expect(callsOnlyHere(calls, [{ tool_name: 'orders', operation: 'place' }])).toEqual(new Set([3]));
    expect(callsOnlyHere(calls, [])).toEqual(new Set());
  });

  it('finds the changed fields of the call whose arguments the report names, keys in any order', () => {
    const changed = [
      {
        tool_name: 'orders',
        operation: 'place',
        past: { item: 'apples', quantity: 1 },
        rehearsal: { quantity: 6, item: 'apples' },
      },
    ];
    expect(changesOf(call(1, 'place', { item: 'apples', quantity: 6 }), changed)).toEqual([
      { name: 'quantity', before: 1, after: 6 },
    ]);
    expect(changesOf(call(2, 'place', { item: 'pears', quantity: 1 }), changed)).toEqual([]);
  });
});

describe('the proposal sent', () => {
  const initial: ProposalDraft = {
    systemPrompt: 'Be brief.',
    modelId: null,
    tools: {
      'core/OrdersTool': { enabled: true, operations: { place: true, cancel: true } },
      'core/StockTool': { enabled: false, operations: { check: true } },
    },
  };

  it('is empty for the agent as it is', () => {
    expect(proposalOf(initial, initial)).toEqual({});
  });

  it('holds only what changed', () => {
    const draft: ProposalDraft = {
      systemPrompt: 'Be thorough.',
      modelId: 7,
      tools: {
        'core/OrdersTool': { enabled: true, operations: { place: true, cancel: false } },
        'core/StockTool': { enabled: true, operations: { check: true } },
      },
    };
    expect(proposalOf(draft, initial)).toEqual({
      system_prompt: 'Be thorough.',
      llm_configuration_id: 7,
      tools: [
        { tool_class: 'core/OrdersTool', enabled: true, operations: { cancel: false } },
        { tool_class: 'core/StockTool', enabled: true },
      ],
    });
  });
});
