import { getToolMetadata, validateToolArguments } from '@spora/sdk';
import { createTestToolContext } from '@spora/sdk/testing';
import { describe, expect, it } from 'vitest';
import { CalculatorTool } from '../../src/tools/builtin/calculator-tool.js';

const tool = new CalculatorTool();
const ctx = createTestToolContext({ operation: 'calculate' });
const calculate = (expression: unknown) => tool.execute({ expression }, ctx);

describe('calculator tool', () => {
  it('declares one operation, calculate, with a required expression', () => {
    const metadata = getToolMetadata(CalculatorTool);
    expect(metadata).toMatchObject({
      name: 'calculator',
      category: 'productivity',
      icon: 'zap',
      discriminatorKey: null,
    });
    expect(metadata.operations.map((operation) => operation.name)).toEqual(['calculate']);
    expect(validateToolArguments(tool.getParametersSchema(), {}).ok).toBe(false);
    expect(tool.describeAction({ expression: '1+1' })).toBe('Evaluate mathematical expression: 1+1');
  });

  it.each([
    ['2 + 3 * 4', '14'],
    ['(2 + 3) * 4', '20'],
    ['10 / 4', '2.5'],
    ['0.1 + 0.2', '0.3'],
    ['2^10', '1024'],
    ['sqrt(16) + abs(-2)', '6'],
    ['round(pi, 4)', '3.1416'],
    ['sin(pi / 2)', '1'],
    ['max(3, 7, 2)', '7'],
    ['mean([1, 2, 3, 4])', '2.5'],
    ['5!', '120'],
    ['17 % 5', '2'],
    ['log(e)', '1'],
    ['5 cm to inch', '1.9685039370079 inch'],
    ['sqrt(-4)', '2i'],
    ['1 / 0', 'Infinity'],
  ])('evaluates %s = %s', async (expression, expected) => {
    const result = await calculate(expression);
    expect(result).toMatchObject({ success: true, content: `Result of ${expression} = ${expected}` });
    expect(result.data).toEqual({ expression, result: expected });
  });

  it('explains an empty or malformed expression', async () => {
    expect(await calculate('   ')).toMatchObject({
      success: false,
      content: 'Error: Empty expression provided.',
    });
    expect(await calculate(undefined)).toMatchObject({
      success: false,
      content: 'Error: Empty expression provided.',
    });
    const broken = await calculate('2 +');
    expect(broken.success).toBe(false);
    expect(broken.content).toMatch(/^Calculator error: /);
    expect((await calculate('1'.repeat(2000))).content).toContain('longer than 1000 characters');
  });

  it.each([
    ['import({ evil: 1 }, { override: true })', 'function "import" is not available'],
    ['createUnit("foo")', 'function "createUnit" is not available'],
    ['evaluate("1 + 1")', 'function "evaluate" is not available'],
    ['parse("1")', 'function "parse" is not available'],
    ['simplify("x + x")', 'function "simplify" is not available'],
    ['constructor', '"constructor" is not a known constant or unit'],
    ['__proto__', '"__proto__" is not a known constant or unit'],
    ['"".constructor', 'property and index access is not supported'],
    ['cos.constructor("return process")', 'only named functions can be called'],
    ['[].__proto__', 'property and index access is not supported'],
    ['f(x) = x^2', 'function definitions are not supported'],
    ['a = 5', 'assignments are not supported'],
    ['1; 2', 'give one expression at a time'],
    ['{ a: 1 }', 'objects are not supported'],
    ['x + 1', '"x" is not a known constant or unit'],
    ['ones(100000000)', 'function "ones" is not available'],
  ])('refuses %s', async (expression, reason) => {
    const result = await calculate(expression);
    expect(result.success).toBe(false);
    expect(result.content).toMatch(/^Calculator error: /);
    expect(result.content).toContain(reason);
  });

  it('leaves no trace of a refused definition', async () => {
    await calculate('createUnit("spora")');
    expect((await calculate('2 spora')).success).toBe(false);
    await calculate('f(x) = 1');
    expect((await calculate('f(2)')).content).toContain('function "f" is not available');
  });
});
