import { type ASTNode, Environment, type ParseResult } from '@marcbachmann/cel-js';
import type { JsonSchema, ParametersSchema } from '@spora/sdk';

/**
 * A rule's condition: a CEL expression over the call's arguments (`args.amount > 100`,
 * `args.to.endsWith("@example.com")`). CEL has no loops, no I/O and no way to run code; what is
 * left to refuse here is what could still hurt: regular expressions (`matches`, which a crafted
 * pattern can make run for minutes), and expressions too large to read.
 */

export const maxConditionLength = 2000;

/** Why a condition cannot be saved, with where in it the fault is. */
export interface ConditionProblem {
  readonly code:
    | 'CONDITION_SYNTAX'
    | 'CONDITION_UNKNOWN_ARGUMENT'
    | 'CONDITION_TYPE'
    | 'CONDITION_NOT_ALLOWED';
  readonly message: string;
  /** Offset in the expression, where the library tells it. */
  readonly position: number | null;
}

export type ConditionCompilation =
  | { readonly ok: true; readonly condition: CompiledCondition }
  | { readonly ok: false; readonly problem: ConditionProblem };

/** A condition checked against an operation's arguments, ready to evaluate many times. */
export interface CompiledCondition {
  /** True, false, or an error (an argument it needs is absent, say): the caller decides what an error means. */
  matches(
    args: Readonly<Record<string, unknown>>,
  ): { readonly ok: true; readonly value: boolean } | { readonly ok: false; readonly error: string };
}

const forbiddenFunctions = new Set(['matches']);

/**
 * Compiles `expression` with `args` typed by `schema` (the operation's parameters): a name the
 * operation does not have, a comparison of mismatched types or a result that is not a boolean is
 * refused here, before the rule is saved.
 */
export function compileCondition(expression: string, schema: ParametersSchema): ConditionCompilation {
  if (expression.trim() === '') {
    return refused('CONDITION_SYNTAX', 'The condition is empty; leave it out to match every call.', null);
  }
  if (expression.length > maxConditionLength) {
    return refused(
      'CONDITION_SYNTAX',
      `The condition is longer than ${maxConditionLength} characters.`,
      null,
    );
  }
  const environment = new Environment({
    limits: { maxAstNodes: 400, maxDepth: 32, maxListElements: 200 },
  }).registerVariable({
    name: 'args',
    schema: celSchemaOf(schema),
  });
  let parsed: ParseResult;
  try {
    parsed = environment.parse(expression);
  } catch (error) {
    return refused('CONDITION_SYNTAX', describe(error), positionOf(error));
  }
  const forbidden = findForbiddenCall(parsed.ast);
  if (forbidden !== null) {
    return refused(
      'CONDITION_NOT_ALLOWED',
      `"${forbidden.name}" is not allowed in a condition (a regular expression can take unbounded time); use startsWith, endsWith or contains.`,
      forbidden.position,
    );
  }
  const checked = parsed.check();
  if (!checked.valid) {
    const message = describe(checked.error);
    const code = /no such key/i.test(message) ? 'CONDITION_UNKNOWN_ARGUMENT' : 'CONDITION_TYPE';
    return refused(code, message, positionOf(checked.error));
  }
  if (checked.type !== 'bool') {
    return refused(
      'CONDITION_TYPE',
      `The condition must be true or false; it is of type ${checked.type ?? 'unknown'}.`,
      0,
    );
  }
  return {
    ok: true,
    condition: {
      matches(args) {
        try {
          const value: unknown = parsed({ args: celValueOf(args, schema) });
          return value === true || value === false
            ? { ok: true, value }
            : { ok: false, error: 'not a boolean' };
        } catch (error) {
          return { ok: false, error: describe(error) };
        }
      },
    },
  };
}

function refused(
  code: ConditionProblem['code'],
  message: string,
  position: number | null,
): ConditionCompilation {
  return { ok: false, problem: { code, message, position } };
}

/** CEL's own types for the JSON Schema ones; anything else is `dyn`, compared at run time. */
function celTypeOf(schema: JsonSchema): string {
  const type = Array.isArray(schema.type) ? schema.type.filter((entry) => entry !== 'null') : [schema.type];
  if (type.length !== 1) return 'dyn';
  switch (type[0]) {
    case 'string':
      return 'string';
    case 'integer':
      return 'int';
    case 'number':
      return 'double';
    case 'boolean':
      return 'bool';
    case 'array':
      return schema.items ? `list<${celTypeOf(schema.items)}>` : 'list';
    case 'object':
      return 'map';
    default:
      return 'dyn';
  }
}

function celSchemaOf(schema: ParametersSchema): Record<string, string> {
  return Object.fromEntries(
    Object.entries(schema.properties).map(([name, property]) => [name, celTypeOf(property)]),
  );
}

/** CEL integers are BigInts; JSON numbers the schema calls integers become them. */
function celValueOf(
  args: Readonly<Record<string, unknown>>,
  schema: ParametersSchema,
): Record<string, unknown> {
  const converted: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(args)) {
    const property = schema.properties[name];
    if (property === undefined) continue;
    converted[name] = convert(value, celTypeOf(property));
  }
  return converted;
}

function convert(value: unknown, celType: string): unknown {
  if (celType === 'int' && typeof value === 'number' && Number.isInteger(value)) return BigInt(value);
  if (celType === 'double' && typeof value === 'number') return value;
  if (celType.startsWith('list<') && Array.isArray(value)) {
    const itemType = celType.slice(5, -1);
    return value.map((item) => convert(item, itemType));
  }
  return value;
}

function findForbiddenCall(node: ASTNode): { name: string; position: number } | null {
  if (node.op === 'call' && forbiddenFunctions.has(node.args[0]))
    return { name: node.args[0], position: node.pos };
  if (node.op === 'rcall' && forbiddenFunctions.has(node.args[0]))
    return { name: node.args[0], position: node.pos };
  for (const child of childrenOf(node)) {
    const found = findForbiddenCall(child);
    if (found !== null) return found;
  }
  return null;
}

function childrenOf(node: ASTNode): ASTNode[] {
  switch (node.op) {
    case 'value':
    case 'id':
      return [];
    case '.':
    case '.?':
    case '!_':
    case '-_':
      return [node.args].flat().filter(isNode);
    case 'call':
      return node.args[1];
    case 'rcall':
      return [node.args[1], ...node.args[2]];
    case 'map':
      return node.args.flat();
    default:
      return [node.args].flat().filter(isNode);
  }
}

function isNode(value: unknown): value is ASTNode {
  return typeof value === 'object' && value !== null && 'op' in value;
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // The library appends the expression with a caret; the first line is the message.
  return error.message.split('\n')[0] ?? error.message;
}

function positionOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('node' in error)) return null;
  const { node } = error as { node?: { pos?: unknown } };
  return typeof node?.pos === 'number' ? node.pos : null;
}
