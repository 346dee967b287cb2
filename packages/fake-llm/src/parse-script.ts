// Checks scripts that come from outside (JSON files, the admin endpoint, untyped callers) before they are queued,
// so a typo fails loudly at load time with the step's index instead of as a strange answer mid-test.
import type { Step } from './script.js';

export class FakeLlmScriptError extends Error {
  readonly code = 'FAKE_LLM_INVALID_SCRIPT';
  /** Index of the offending step; absent when the script as a whole (or the fallback) is wrong. */
  readonly stepIndex: number | undefined;

  constructor(message: string, stepIndex?: number) {
    super(message);
    this.name = 'FakeLlmScriptError';
    this.stepIndex = stepIndex;
  }
}

type Fail = (problem: string) => never;
type Fields = Record<string, unknown>;

const ANSWER_KEYS = [
  'kind',
  'delayMs',
  'chunkDelayMs',
  'usage',
  'thinking',
  'redactedThinking',
  'finishReason',
  'omitDone',
  'cutAfterEvents',
  'ignoreStream',
];
const KEYS_BY_KIND: Record<Step['kind'], readonly string[]> = {
  text: [...ANSWER_KEYS, 'text', 'truncated'],
  tool_calls: [...ANSWER_KEYS, 'calls', 'text'],
  error: ['kind', 'status', 'type', 'code', 'message', 'headers', 'delayMs'],
  disconnect: ['kind', 'delayMs'],
  hang: ['kind', 'delayMs'],
  raw: ['kind', 'status', 'contentType', 'body', 'delayMs'],
};
const USAGE_KEYS = [
  'inputTokens',
  'outputTokens',
  'cachedInputTokens',
  'cacheCreationInputTokens',
  'reasoningTokens',
];

/** Parses a whole script: an array of steps. */
export function parseScript(value: unknown): Step[] {
  if (!Array.isArray(value)) {
    throw new FakeLlmScriptError(`script must be an array of steps (got ${describe(value)})`);
  }
  return value.map((step, index) => parseStep(step, index));
}

/** Parses one step; `position` is its index in the script, or a label such as 'fallback'. */
export function parseStep(value: unknown, position: number | string): Step {
  const label = typeof position === 'number' ? `script step ${position}` : `script ${position}`;
  const fail: Fail = (problem) => {
    throw new FakeLlmScriptError(`${label}: ${problem}`, typeof position === 'number' ? position : undefined);
  };
  const fields = requireObject(value, 'the step', fail);
  const kind = fields.kind;
  if (typeof kind !== 'string' || !Object.hasOwn(KEYS_BY_KIND, kind)) {
    return fail(`"kind" must be one of ${Object.keys(KEYS_BY_KIND).join(', ')} (got ${describe(kind)})`);
  }
  const stepKind = kind as Step['kind'];
  rejectUnknownKeys(fields, KEYS_BY_KIND[stepKind], `a ${stepKind} step`, fail);
  optionalNonNegativeNumber(fields, 'delayMs', fail);

  switch (stepKind) {
    case 'text':
      requireString(fields, 'text', fail);
      optionalBoolean(fields, 'truncated', fail);
      checkAnswerFields(fields, fail);
      break;
    case 'tool_calls':
      checkToolCalls(fields.calls, fail);
      optionalString(fields, 'text', fail);
      checkAnswerFields(fields, fail);
      break;
    case 'error':
      checkErrorFields(fields, fail);
      break;
    case 'raw':
      checkRawFields(fields, fail);
      break;
    case 'disconnect':
    case 'hang':
      break;
  }
  // Every field the kind allows has been checked above, so the object now has the declared shape.
  return fields as unknown as Step;
}

function checkAnswerFields(fields: Fields, fail: Fail): void {
  optionalNonNegativeNumber(fields, 'chunkDelayMs', fail);
  optionalString(fields, 'redactedThinking', fail);
  if (fields.finishReason !== null) optionalString(fields, 'finishReason', fail);
  optionalBoolean(fields, 'omitDone', fail);
  optionalBoolean(fields, 'ignoreStream', fail);
  const cut = fields.cutAfterEvents;
  if (cut !== undefined && !(Number.isInteger(cut) && (cut as number) >= 0)) {
    fail(`"cutAfterEvents" must be a non-negative integer (got ${describe(cut)})`);
  }
  if (fields.usage !== undefined) {
    const usage = requireObject(fields.usage, '"usage"', fail);
    rejectUnknownKeys(usage, USAGE_KEYS, '"usage"', fail);
    for (const key of USAGE_KEYS) {
      const count = usage[key];
      if (count !== undefined && !(Number.isInteger(count) && (count as number) >= 0)) {
        fail(`"usage.${key}" must be a non-negative integer (got ${describe(count)})`);
      }
    }
  }
  if (fields.thinking !== undefined) {
    const thinking = requireObject(fields.thinking, '"thinking"', fail);
    rejectUnknownKeys(thinking, ['text', 'signature'], '"thinking"', fail);
    if (typeof thinking.text !== 'string') fail(`"thinking.text" must be a string`);
    if (thinking.signature !== undefined && typeof thinking.signature !== 'string') {
      fail(`"thinking.signature" must be a string`);
    }
  }
}

function checkToolCalls(calls: unknown, fail: Fail): void {
  if (!Array.isArray(calls) || calls.length === 0) {
    fail(`"calls" must be a non-empty array of tool calls (got ${describe(calls)})`);
  }
  calls.forEach((value: unknown, index: number) => {
    const path = `"calls[${index}]"`;
    const call = requireObject(value, path, fail);
    rejectUnknownKeys(call, ['id', 'name', 'arguments'], path, fail);
    if (typeof call.name !== 'string' || call.name === '') {
      fail(`"calls[${index}].name" must be a non-empty string (got ${describe(call.name)})`);
    }
    if (call.id !== undefined && call.id !== null && (typeof call.id !== 'string' || call.id === '')) {
      fail(`"calls[${index}].id" must be a non-empty string or null when given (got ${describe(call.id)})`);
    }
    if (!isPlainObject(call.arguments) && typeof call.arguments !== 'string') {
      fail(
        `"calls[${index}].arguments" must be an object or a raw JSON string (got ${describe(call.arguments)})`,
      );
    }
  });
}

function checkErrorFields(fields: Fields, fail: Fail): void {
  const status = fields.status;
  if (!(Number.isInteger(status) && (status as number) >= 400 && (status as number) <= 599)) {
    fail(`"status" must be an HTTP error status from 400 to 599 (got ${describe(status)})`);
  }
  optionalString(fields, 'type', fail);
  optionalString(fields, 'code', fail);
  optionalString(fields, 'message', fail);
  if (fields.headers !== undefined) {
    const headers = requireObject(fields.headers, '"headers"', fail);
    for (const [name, headerValue] of Object.entries(headers)) {
      if (typeof headerValue !== 'string')
        fail(`"headers.${name}" must be a string (got ${describe(headerValue)})`);
    }
  }
}

function checkRawFields(fields: Fields, fail: Fail): void {
  const status = fields.status;
  if (
    status !== undefined &&
    !(Number.isInteger(status) && (status as number) >= 200 && (status as number) <= 599)
  ) {
    fail(`"status" must be an HTTP status from 200 to 599 (got ${describe(status)})`);
  }
  optionalString(fields, 'contentType', fail);
  requireString(fields, 'body', fail);
}

function requireObject(value: unknown, what: string, fail: Fail): Fields {
  if (!isPlainObject(value)) return fail(`${what} must be an object (got ${describe(value)})`);
  return value;
}

function rejectUnknownKeys(fields: Fields, allowed: readonly string[], what: string, fail: Fail): void {
  const unknown = Object.keys(fields).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) {
    fail(
      `unknown field ${unknown.map((key) => `"${key}"`).join(', ')} in ${what} (allowed: ${allowed.join(', ')})`,
    );
  }
}

function requireString(fields: Fields, key: string, fail: Fail): void {
  if (typeof fields[key] !== 'string') fail(`"${key}" must be a string (got ${describe(fields[key])})`);
}

function optionalString(fields: Fields, key: string, fail: Fail): void {
  if (fields[key] !== undefined) requireString(fields, key, fail);
}

function optionalBoolean(fields: Fields, key: string, fail: Fail): void {
  const value = fields[key];
  if (value !== undefined && typeof value !== 'boolean')
    fail(`"${key}" must be a boolean (got ${describe(value)})`);
}

function optionalNonNegativeNumber(fields: Fields, key: string, fail: Fail): void {
  const value = fields[key];
  if (value !== undefined && !(typeof value === 'number' && Number.isFinite(value) && value >= 0)) {
    fail(`"${key}" must be a non-negative number (got ${describe(value)})`);
  }
}

function isPlainObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'an array';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  return JSON.stringify(value);
}
