import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeLlmScriptError, loadScriptFile, parseScript, type Step, startFakeLlm } from '@spora/fake-llm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

function scriptError(run: () => unknown): FakeLlmScriptError {
  try {
    run();
  } catch (error) {
    if (error instanceof FakeLlmScriptError) return error;
    throw error;
  }
  throw new Error('expected a FakeLlmScriptError');
}

describe('script validation', () => {
  it('accepts every step kind', () => {
    const script: Step[] = [
      { kind: 'text', text: 'hi', delayMs: 5, chunkDelayMs: 1, truncated: false, usage: { inputTokens: 3 } },
      { kind: 'text', text: '', thinking: { text: 'hmm' }, redactedThinking: 'xyz' },
      {
        kind: 'tool_calls',
        calls: [
          { name: 'a', arguments: {} },
          { id: 'call_1', name: 'b', arguments: '{' },
        ],
      },
      { kind: 'error', status: 529, type: 'overloaded_error', headers: { 'retry-after': '1' } },
      { kind: 'disconnect', delayMs: 1 },
    ];
    expect(parseScript(script)).toEqual(script);
  });

  it.each([
    [{ kind: 'text' }, 0, 'script step 0: "text" must be a string (got nothing)'],
    [
      { kind: 'speak', text: 'x' },
      0,
      '"kind" must be one of text, tool_calls, error, disconnect, hang, raw (got "speak")',
    ],
    [{ kind: 'text', text: 'x', delay: 5 }, 0, 'unknown field "delay" in a text step'],
    [{ kind: 'tool_calls', calls: [] }, 0, '"calls" must be a non-empty array'],
    [
      { kind: 'tool_calls', calls: [{ name: 'f', arguments: [1] }] },
      0,
      '"calls[0].arguments" must be an object',
    ],
    [{ kind: 'tool_calls', calls: [{ arguments: {} }] }, 0, '"calls[0].name" must be a non-empty string'],
    [{ kind: 'error', status: 200 }, 0, '"status" must be an HTTP error status from 400 to 599 (got 200)'],
    [
      { kind: 'error', status: 429, headers: { 'retry-after': 1 } },
      0,
      '"headers.retry-after" must be a string',
    ],
    [{ kind: 'text', text: 'x', delayMs: -1 }, 0, '"delayMs" must be a non-negative number'],
    [
      { kind: 'text', text: 'x', usage: { inputTokens: 1.5 } },
      0,
      '"usage.inputTokens" must be a non-negative integer',
    ],
    ['text', 0, 'script step 0: the step must be an object (got "text")'],
  ])('rejects %j with a message naming the step and the problem', (step, index, message) => {
    const error = scriptError(() => parseScript([step]));
    expect(error.code).toBe('FAKE_LLM_INVALID_SCRIPT');
    expect(error.stepIndex).toBe(index);
    expect(error.message).toContain(message);
  });

  it('names the index of the offending step', () => {
    const error = scriptError(() =>
      parseScript([{ kind: 'text', text: 'ok' }, { kind: 'disconnect' }, { kind: 'text' }]),
    );
    expect(error.stepIndex).toBe(2);
    expect(error.message).toMatch(/^script step 2: /);
  });

  it('rejects a script that is not an array', () => {
    expect(scriptError(() => parseScript({ kind: 'text', text: 'x' })).message).toBe(
      'script must be an array of steps (got an object)',
    );
  });

  it('makes startFakeLlm and enqueue fail without queueing anything', async () => {
    const invalid = [{ kind: 'text', text: 'fine' }, { kind: 'text' }] as unknown as Step[];
    await expect(startFakeLlm({ script: invalid })).rejects.toMatchObject({
      code: 'FAKE_LLM_INVALID_SCRIPT',
      stepIndex: 1,
    });
    await expect(startFakeLlm({ fallback: { kind: 'nope' } as unknown as Step })).rejects.toThrow(
      'script fallback: "kind" must be one of',
    );

    const llm = await startFakeLlm();
    try {
      expect(() => llm.enqueue(...invalid)).toThrow(FakeLlmScriptError);
      expect(llm.pendingSteps).toEqual([]);
    } finally {
      await llm.close();
    }
  });
});

describe('script files', () => {
  let directory: string;
  const write = async (name: string, content: string) => {
    const path = join(directory, name);
    await writeFile(path, content);
    return path;
  };
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'fake-llm-script-'));
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('loads a bare array of steps', async () => {
    const path = await write('array.json', JSON.stringify([{ kind: 'text', text: 'hi' }]));
    expect(await loadScriptFile(path)).toEqual({ steps: [{ kind: 'text', text: 'hi' }] });
  });

  it('loads steps with a fallback', async () => {
    const path = await write(
      'object.json',
      JSON.stringify({ steps: [{ kind: 'disconnect' }], fallback: { kind: 'text', text: 'always' } }),
    );
    expect(await loadScriptFile(path)).toEqual({
      steps: [{ kind: 'disconnect' }],
      fallback: { kind: 'text', text: 'always' },
    });
  });

  it('names the file and the step in errors', async () => {
    const invalidStep = await write(
      'bad-step.json',
      JSON.stringify([{ kind: 'text', text: 'ok' }, { kind: 'error' }]),
    );
    await expect(loadScriptFile(invalidStep)).rejects.toMatchObject({
      code: 'FAKE_LLM_INVALID_SCRIPT',
      stepIndex: 1,
      message: expect.stringContaining(`${invalidStep}: script step 1: "status" must be`),
    });
    const invalidJson = await write('bad.json', '[{');
    await expect(loadScriptFile(invalidJson)).rejects.toThrow(
      `${invalidJson}: the script file is not valid JSON`,
    );
    const unknownField = await write('unknown.json', JSON.stringify({ stepz: [] }));
    await expect(loadScriptFile(unknownField)).rejects.toThrow('unknown field(s) stepz');
    await expect(loadScriptFile(join(directory, 'missing.json'))).rejects.toThrow(
      'cannot read the script file',
    );
  });
});
