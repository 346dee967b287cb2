import { fail, ok, type Result } from '@spora/sdk';
import { comparableArguments } from './call-arguments.js';
import type { FieldIssues } from './proposal.js';

/**
 * A result the operator scripted for an operation a rehearsal simulates. Without `arguments` it
 * answers any call of the operation; with them, only a call whose arguments are equal to them
 * (compared as canonical JSON).
 */
export interface ScriptedResult {
  readonly tool_class: string;
  readonly operation: string;
  readonly arguments?: Readonly<Record<string, unknown>>;
  readonly result: { readonly success: boolean; readonly content: string };
}

export const maxScriptedResults = 200;
export const maxScriptedContentLength = 100_000;
const entryKeys = new Set(['tool_class', 'operation', 'arguments', 'result']);
const resultKeys = new Set(['success', 'content']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function parseEntry(value: unknown, at: string, issues: Record<string, string>): ScriptedResult | null {
  if (!isRecord(value)) {
    issues[at] = 'must be an object';
    return null;
  }
  for (const key of Object.keys(value))
    if (!entryKeys.has(key)) issues[`${at}.${key}`] = 'is not a known field';
  const { tool_class: toolClass, operation, arguments: args, result } = value;
  if (typeof toolClass !== 'string' || toolClass.trim() === '')
    issues[`${at}.tool_class`] = 'must be a tool class';
  if (typeof operation !== 'string' || operation.trim() === '')
    issues[`${at}.operation`] = 'must be an operation name';
  if (args !== undefined && !isRecord(args)) issues[`${at}.arguments`] = 'must be an object';
  if (!isRecord(result)) {
    issues[`${at}.result`] = 'must be an object with success and content';
    return null;
  }
  for (const key of Object.keys(result))
    if (!resultKeys.has(key)) issues[`${at}.result.${key}`] = 'is not a known field';
  if (typeof result.success !== 'boolean') issues[`${at}.result.success`] = 'must be true or false';
  if (typeof result.content !== 'string') issues[`${at}.result.content`] = 'must be a string';
  else if (result.content.length > maxScriptedContentLength)
    issues[`${at}.result.content`] = `must be at most ${maxScriptedContentLength} characters`;
  if (
    typeof toolClass !== 'string' ||
    typeof operation !== 'string' ||
    typeof result.success !== 'boolean' ||
    typeof result.content !== 'string'
  )
    return null;
  return {
    tool_class: toolClass,
    operation,
    ...(isRecord(args) && { arguments: args }),
    result: { success: result.success, content: result.content },
  };
}

/**
 * Reads the scripted results sent by a person (or stored on a rehearsal). Only the shape is checked
 * here; whether each tool class and operation exists is the caller's check.
 */
export function parseScriptedResults(value: unknown): Result<ScriptedResult[], FieldIssues> {
  if (value === undefined || value === null) return ok([]);
  if (!Array.isArray(value)) return fail({ scripted_results: 'must be an array' });
  if (value.length > maxScriptedResults)
    return fail({ scripted_results: `must hold at most ${maxScriptedResults} results` });
  const issues: Record<string, string> = {};
  const entries: ScriptedResult[] = [];
  value.forEach((entry, index) => {
    const parsed = parseEntry(entry, `scripted_results[${index}]`, issues);
    if (parsed) entries.push(parsed);
  });
  return Object.keys(issues).length > 0 ? fail(issues) : ok(entries);
}

/** The scripted results stored on a rehearsal row (written by `parseScriptedResults`). */
export function storedScriptedResults(text: string): ScriptedResult[] {
  const parsed = parseScriptedResults(JSON.parse(text));
  if (!parsed.ok) throw new Error('Stored rehearsal scripted results do not parse.');
  return parsed.value;
}

/**
 * The scripted result for a call: one scripted for these exact arguments (compared without the
 * operation's discriminator) wins over one for any arguments; among equals, the first listed.
 */
export function matchScriptedResult(
  scripted: readonly ScriptedResult[],
  call: {
    readonly toolClass: string;
    readonly operation: string;
    readonly args: unknown;
    readonly discriminatorKey: string | null;
  },
): ScriptedResult | null {
  const forOperation = scripted.filter(
    (entry) => entry.tool_class === call.toolClass && entry.operation === call.operation,
  );
  const args = comparableArguments(call.args ?? {}, call.discriminatorKey);
  return (
    forOperation.find(
      (entry) =>
        entry.arguments !== undefined && comparableArguments(entry.arguments, call.discriminatorKey) === args,
    ) ??
    forOperation.find((entry) => entry.arguments === undefined) ??
    null
  );
}
