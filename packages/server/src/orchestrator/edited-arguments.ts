import { isDeepStrictEqual } from 'node:util';
import { validateToolArguments, withOperation } from '@spora/sdk';
import type { EnabledTool } from './agent-toolset.js';

/** One argument a person changed before approving a call; `undefined` where it was not set. */
export interface ArgumentChange {
  readonly field: string;
  readonly before: unknown;
  readonly after: unknown;
}

/** Longest rendering of one value in the note; long texts are cut, the change stays visible. */
const maxValueLength = 300;

/** The top-level arguments whose values differ, in the order the model wrote them, then added ones. */
export function changedArguments(
  proposed: Readonly<Record<string, unknown>>,
  approved: Readonly<Record<string, unknown>>,
): ArgumentChange[] {
  const fields = [...new Set([...Object.keys(proposed), ...Object.keys(approved)])];
  return fields.flatMap((field) =>
    isDeepStrictEqual(proposed[field], approved[field])
      ? []
      : [{ field, before: proposed[field], after: approved[field] }],
  );
}

/**
 * What the model reads before the result of a call a person edited: that the arguments were
 * changed and how, so it reasons about what really ran rather than what it asked for. `null` when
 * nothing changed.
 */
export function editedArgumentsNote(changes: readonly ArgumentChange[]): string | null {
  if (changes.length === 0) return null;
  const lines = changes.map(
    (change) => `- ${change.field}: ${render(change.before)} → ${render(change.after)}`,
  );
  return [
    'Note: a person changed the arguments of this call before approving it, so it ran with these values instead of yours:',
    ...lines,
    'The result below is for the changed arguments.',
  ].join('\n');
}

function render(value: unknown): string {
  if (value === undefined) return '(not set)';
  const json = JSON.stringify(value);
  return json.length > maxValueLength ? `${json.slice(0, maxValueLength)}…` : json;
}

/**
 * The note for an approved call, from its stored arguments: `null` unless a person approved it
 * with arguments that differ from the model's. The model's arguments are compared as they were
 * validated (discriminator and schema defaults filled in), as the approved ones are, so a default
 * is not reported as a change.
 */
export function approvedEditNote(
  tool: EnabledTool,
  operation: string,
  proposedArguments: string,
  approvedArguments: string | null,
): string | null {
  if (approvedArguments === null) return null;
  const proposed = withOperation(tool.registered.metadata, parseObject(proposedArguments), operation);
  const validated = validateToolArguments(tool.validationSchema, proposed);
  const approved = parseObject(approvedArguments);
  return editedArgumentsNote(changedArguments(validated.ok ? validated.value : proposed, approved));
}

function parseObject(json: string): Record<string, unknown> {
  const value: unknown = JSON.parse(json);
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * The note for an approved call read back from its row alone, where its tool is not at hand (a
 * sub-agent call answered once its children end). A field the model left out that now holds the
 * call's operation is the discriminator filled in for a single-operation call, not a change.
 */
export function storedEditNote(call: {
  readonly operation: string | null;
  readonly proposed_arguments: string;
  readonly approved_arguments: string | null;
}): string | null {
  if (call.approved_arguments === null) return null;
  const changes = changedArguments(
    parseObject(call.proposed_arguments),
    parseObject(call.approved_arguments),
  ).filter((change) => !(change.before === undefined && change.after === call.operation));
  return editedArgumentsNote(changes);
}
