import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import {
  getToolMetadata,
  narrowParametersSchema,
  type ParametersSchema,
  ToolDefinitionError,
  toProviderParametersSchema,
  validateToolArguments,
} from '../src/index.js';
import { AgentMemoryTool, CalendarTool, MyWebSearchTool, NewsTool, TimeTool } from './fixtures/seed-tools.js';

const narrowed = (
  tool: typeof TimeTool | typeof CalendarTool | typeof AgentMemoryTool | typeof NewsTool,
  allowed: string[],
) => narrowParametersSchema(new tool().getParametersSchema(), getToolMetadata(tool), allowed);

/**
 * What the providers accept as function parameters: OpenAI and Anthropic both need an object
 * schema with `properties`; Anthropic refuses `allOf`, `anyOf` and `oneOf` at the top level.
 */
function expectProviderAcceptable(schema: ParametersSchema): void {
  expect(schema.type).toBe('object');
  expect(typeof schema.properties).toBe('object');
  expect(Array.isArray(schema.required)).toBe(true);
  for (const keyword of ['allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else']) {
    expect(schema).not.toHaveProperty(keyword);
  }
  for (const name of schema.required) expect(schema.properties).toHaveProperty(name);
  expect(() => new Ajv2020({ strict: true, validateFormats: false }).compile(schema)).not.toThrow();
}

describe('narrowParametersSchema', () => {
  it('leaves a schema with every operation allowed unchanged', () => {
    const schema = new TimeTool().getParametersSchema();
    expect(narrowParametersSchema(schema, getToolMetadata(TimeTool), ['now', 'format'])).toEqual(schema);
  });

  it('narrows the discriminator enum and its description', () => {
    const schema = narrowed(AgentMemoryTool, ['list', 'get']);
    expect(schema.properties.action?.enum).toEqual(['list', 'get']);
    expect(schema.properties.action?.description).toContain('List memories');
    expect(schema.properties.action?.description).not.toContain('Delete a memory');
    expect(schema.required).toEqual(['action']);
  });

  it('removes parameters bound only to disallowed operations', () => {
    const schema = narrowed(CalendarTool, ['list_events']);
    expect(Object.keys(schema.properties)).toEqual(['action', 'limit']);
    expect(schema.allOf).toBeUndefined();
  });

  it('drops the discriminator from required when one operation is allowed', () => {
    const schema = narrowed(TimeTool, ['now']);
    expect(schema.properties.action?.enum).toEqual(['now']);
    expect(schema.required).toEqual([]);
    expect(schema.properties.epoch).toBeUndefined();
    expect(validateToolArguments(schema, {}).ok).toBe(true);
  });

  it('makes the bound parameters of the single allowed operation plainly required', () => {
    const schema = narrowed(TimeTool, ['format']);
    expect(schema.required).toEqual(['epoch']);
    expect(schema.allOf).toBeUndefined();
    expect(validateToolArguments(schema, { epoch: 5 }).ok).toBe(true);
    expect(validateToolArguments(schema, {}).ok).toBe(false);
  });

  it('rejects a disallowed operation during validation', () => {
    const schema = narrowed(AgentMemoryTool, ['list', 'get']);
    const result = validateToolArguments(schema, { action: 'delete', name: 'x' });
    expect(result.ok).toBe(false);
  });

  it('keeps per-operation conditions of the allowed operations', () => {
    const schema = narrowed(CalendarTool, ['list_events', 'create_event']);
    expect(validateToolArguments(schema, { action: 'create_event' }).ok).toBe(false);
  });

  it('ignores operation names the tool does not declare, and refuses an empty result', () => {
    expect(narrowed(NewsTool, ['top_news', 'gone']).properties.operation?.enum).toEqual(['top_news']);
    expect(() => narrowed(NewsTool, ['gone'])).toThrow(ToolDefinitionError);
  });

  it('leaves a single-operation tool alone', () => {
    const schema = new MyWebSearchTool().getParametersSchema();
    expect(narrowParametersSchema(schema, getToolMetadata(MyWebSearchTool), ['search'])).toEqual(schema);
  });

  it('does not mutate its input', () => {
    const schema = new TimeTool().getParametersSchema();
    const copy = structuredClone(schema);
    narrowParametersSchema(schema, getToolMetadata(TimeTool), ['now']);
    expect(schema).toEqual(copy);
  });
});

describe('toProviderParametersSchema', () => {
  it('moves per-operation requirements into descriptions', () => {
    const schema = toProviderParametersSchema(new TimeTool().getParametersSchema(), 'action');
    expectProviderAcceptable(schema);
    expect(schema.properties.epoch?.description).toBe(
      'Unix timestamp to format. Required when action is "format".',
    );
    expect(schema.required).toEqual(['action']);
  });

  it('produces acceptable schemas for every seed tool and narrowing', () => {
    const cases: ParametersSchema[] = [
      toProviderParametersSchema(new MyWebSearchTool().getParametersSchema(), null),
      toProviderParametersSchema(narrowed(CalendarTool, ['list_events', 'create_event']), 'action'),
      toProviderParametersSchema(narrowed(CalendarTool, ['create_event']), 'action'),
      toProviderParametersSchema(narrowed(AgentMemoryTool, ['save']), 'action'),
      toProviderParametersSchema(narrowed(NewsTool, ['search', 'top_news']), 'operation'),
      toProviderParametersSchema(narrowed(TimeTool, ['now']), 'action'),
    ];
    for (const schema of cases) expectProviderAcceptable(schema);
  });

  it('lists every operation that requires a parameter', () => {
    const schema = toProviderParametersSchema(
      {
        type: 'object',
        properties: {
          action: { type: 'string', enum: ['a', 'b', 'c'] },
          x: { type: 'string', description: 'X.' },
        },
        required: ['action'],
        allOf: [
          { if: { properties: { action: { const: 'a' } }, required: ['action'] }, then: { required: ['x'] } },
          { if: { properties: { action: { const: 'b' } }, required: ['action'] }, then: { required: ['x'] } },
        ],
      },
      'action',
    );
    expect(schema.properties.x?.description).toBe('X. Required when action is "a" or "b".');
  });
});
