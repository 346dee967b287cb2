import {
  AbstractTool,
  fail,
  ok,
  type Result,
  Tool,
  type ToolArguments,
  type ToolContext,
  ToolOperation,
  ToolParameter,
  ToolResult,
} from '@spora/sdk';
import type { MathJsInstance, MathNode } from 'mathjs';

/**
 * Arithmetic through mathjs's expression parser, locked down: an expression is parsed, every node
 * is checked against an allowlist (numbers, operators, listed functions and constants, units),
 * and only then evaluated with an empty scope. Assignments, function definitions, property
 * access, objects, blocks and functions outside the list (`import`, `createUnit`, `evaluate` …)
 * are refused before anything runs.
 */
@Tool({
  name: 'calculator',
  description:
    'Evaluate a mathematical expression: + - * / ^ %, parentheses, functions such as sqrt, log, sin, round, max, constants pi and e, and unit conversion ("5 cm to inch").',
  displayName: 'Calculator',
  category: 'productivity',
  icon: 'zap',
})
@ToolOperation({ name: 'calculate', description: 'Evaluate an expression.', readOnly: true })
@ToolParameter({
  name: 'expression',
  type: 'string',
  description: 'The expression, e.g. "(2 + 3) * sqrt(16)".',
})
export class CalculatorTool extends AbstractTool {
  async execute(args: ToolArguments, _ctx: ToolContext): Promise<ToolResult> {
    const expression = typeof args.expression === 'string' ? args.expression.trim() : '';
    if (expression === '') return ToolResult.error('Error: Empty expression provided.');
    if (expression.length > maxExpressionLength) {
      return ToolResult.error(
        `Calculator error: the expression is longer than ${maxExpressionLength} characters.`,
      );
    }
    const evaluated = evaluateRestricted(await restrictedMath(), expression);
    if (!evaluated.ok) return ToolResult.error(`Calculator error: ${evaluated.error}`);
    return ToolResult.ok(`Result of ${expression} = ${evaluated.value}`, {
      expression,
      result: evaluated.value,
    });
  }

  describeAction(args: ToolArguments): string {
    return `Evaluate mathematical expression: ${String(args.expression ?? '')}`;
  }
}

const maxExpressionLength = 1000;

const allowedFunctions = new Set(
  [
    'abs cbrt ceil cube exp expm1 fix floor gcd hypot lcm log log10 log1p log2 mod nthRoot pow round sign',
    'sqrt square factorial max min sum prod mean median std variance',
    'sin cos tan sec csc cot asin acos atan atan2 sinh cosh tanh asinh acosh atanh',
    're im conj arg number to',
  ]
    .join(' ')
    .split(' '),
);

const allowedConstants = new Set(
  'pi PI e E tau phi i Infinity LN2 LN10 LOG2E LOG10E SQRT2 SQRT1_2'.split(' '),
);

const allowedNodeTypes = new Set(
  'ConstantNode OperatorNode ParenthesisNode FunctionNode SymbolNode ArrayNode ConditionalNode'.split(' '),
);

const refusedNodeTypes: Readonly<Record<string, string>> = {
  AssignmentNode: 'assignments are not supported',
  FunctionAssignmentNode: 'function definitions are not supported',
  AccessorNode: 'property and index access is not supported',
  IndexNode: 'property and index access is not supported',
  ObjectNode: 'objects are not supported',
  BlockNode: 'give one expression at a time',
  RangeNode: 'ranges are not supported',
};

/** A mathjs instance with its dangerous functions disabled, and the parser kept aside for this tool. */
interface RestrictedMath {
  readonly math: MathJsInstance;
  readonly parse: MathJsInstance['parse'];
}

let restricted: Promise<RestrictedMath> | null = null;

// mathjs takes about a second to load, so it is loaded on the first calculation, not at startup.
function restrictedMath(): Promise<RestrictedMath> {
  restricted ??= import('mathjs').then(({ all, create }) => {
    // `all` is always exported; its declared type is widened to `| undefined` by how mathjs types it.
    const math = create(all!);
    const parse = math.parse;
    const disabled = (name: string) => () => {
      throw new Error(`${name} is disabled`);
    };
    // Defence in depth behind the node allowlist, as the mathjs security guide recommends.
    math.import(
      Object.fromEntries(
        'import createUnit evaluate parse compile simplify derivative resolve reviver'
          .split(' ')
          .map((name) => [name, disabled(name)]),
      ),
      { override: true },
    );
    return { math, parse };
  });
  return restricted;
}

function evaluateRestricted({ math, parse }: RestrictedMath, expression: string): Result<string, string> {
  let root: MathNode;
  try {
    root = parse(expression);
  } catch (error) {
    return fail(messageOf(error));
  }
  const refusal = findRefusal(math, root);
  if (refusal !== null) return fail(refusal);
  let result: unknown;
  try {
    result = root.compile().evaluate({});
  } catch (error) {
    return fail(messageOf(error));
  }
  if (result === undefined || typeof result === 'function') {
    return fail('the expression has no numeric value.');
  }
  return ok(math.format(result, { precision: 14 }));
}

/** Why the expression may not run, or `null` when every node is allowed. */
function findRefusal(math: MathJsInstance, root: MathNode): string | null {
  let refusal: string | null = null;
  root.traverse((node, path, parent) => {
    if (refusal !== null) return;
    if (!allowedNodeTypes.has(node.type)) {
      refusal = `${refusedNodeTypes[node.type] ?? `"${node.type}" is not supported`}.`;
    } else if (math.isFunctionNode(node)) {
      const name = math.isSymbolNode(node.fn) ? node.fn.name : null;
      if (name === null || !allowedFunctions.has(name)) {
        refusal =
          name === null ? 'only named functions can be called.' : `function "${name}" is not available.`;
      }
    } else if (math.isSymbolNode(node) && !(parent && math.isFunctionNode(parent) && path === 'fn')) {
      if (!allowedConstants.has(node.name) && !math.Unit.isValuelessUnit(node.name)) {
        refusal = `"${node.name}" is not a known constant or unit.`;
      }
    }
  });
  return refusal;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
