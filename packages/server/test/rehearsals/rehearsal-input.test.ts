/**
 * A rehearsal's proposal and scripted results are read from JSON with every issue named by its
 * field, and a call finds the most specific scripted result.
 */
import { describe, expect, it } from 'vitest';
import { parseProposal } from '../../src/rehearsals/proposal.js';
import { matchScriptedResult, parseScriptedResults } from '../../src/rehearsals/scripted-results.js';

describe('rehearsal proposals', () => {
  it('reads nothing as the agent as it is, and keeps what was given', () => {
    expect(parseProposal(undefined)).toEqual({ ok: true, value: {} });
    expect(
      parseProposal({
        system_prompt: 'Be brief.',
        llm_configuration_id: 4,
        tools: [{ tool_class: 'core/TimeTool', enabled: true, operations: { now: false } }],
      }),
    ).toEqual({
      ok: true,
      value: {
        system_prompt: 'Be brief.',
        llm_configuration_id: 4,
        tools: [{ tool_class: 'core/TimeTool', enabled: true, operations: { now: false } }],
      },
    });
  });

  it('names every bad field', () => {
    expect(
      parseProposal({
        system_prompt: 3,
        llm_configuration_id: 0,
        model: 'x',
        tools: [
          { tool_class: '', enabled: 'yes' },
          { tool_class: 'core/TimeTool', enabled: true, operations: { now: 1 } },
          { tool_class: 'core/TimeTool', enabled: false },
        ],
      }),
    ).toEqual({
      ok: false,
      error: {
        'proposal.system_prompt': 'must be a string',
        'proposal.llm_configuration_id': 'must be an LLM configuration id',
        'proposal.model': 'is not a known field',
        'proposal.tools[0].tool_class': 'must be a tool class',
        'proposal.tools[0].enabled': 'must be true or false',
        'proposal.tools[1].operations.now': 'must be true or false',
        'proposal.tools[2].tool_class': 'is toggled twice',
      },
    });
    expect(parseProposal([])).toEqual({ ok: false, error: { proposal: 'must be an object' } });
  });
});

describe('scripted results', () => {
  const scripted = [
    { tool_class: 'core/FilesTool', operation: 'delete', result: { success: true, content: 'any' } },
    {
      tool_class: 'core/FilesTool',
      operation: 'delete',
      arguments: { path: '/a' },
      result: { success: false, content: 'exact' },
    },
  ];

  it('reads a list, and names every bad field', () => {
    expect(parseScriptedResults(scripted)).toEqual({ ok: true, value: scripted });
    expect(parseScriptedResults(null)).toEqual({ ok: true, value: [] });
    expect(
      parseScriptedResults([
        {
          tool_class: 'core/FilesTool',
          operation: '',
          arguments: [],
          result: { success: 1, content: 2, x: 0 },
        },
        'nope',
      ]),
    ).toEqual({
      ok: false,
      error: {
        'scripted_results[0].operation': 'must be an operation name',
        'scripted_results[0].arguments': 'must be an object',
        'scripted_results[0].result.x': 'is not a known field',
        'scripted_results[0].result.success': 'must be true or false',
        'scripted_results[0].result.content': 'must be a string',
        'scripted_results[1]': 'must be an object',
      },
    });
  });

  it('prefers the result for the exact arguments, compared without the discriminator', () => {
    const call = (args: object) => ({
      toolClass: 'core/FilesTool',
      operation: 'delete',
      args,
      discriminatorKey: 'action',
    });
    expect(matchScriptedResult(scripted, call({ action: 'delete', path: '/a' }))?.result.content).toBe(
      'exact',
    );
    expect(matchScriptedResult(scripted, call({ action: 'delete', path: '/b' }))?.result.content).toBe('any');
    expect(matchScriptedResult(scripted, { ...call({ path: '/a' }), operation: 'read' })).toBeNull();
  });
});
