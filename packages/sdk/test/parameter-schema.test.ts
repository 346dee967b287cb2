import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { buildParametersSchema, getToolMetadata } from '../src/index.js';
import { AgentMemoryTool, CalendarTool, MyWebSearchTool, NewsTool, TimeTool } from './fixtures/seed-tools.js';

/** A plain standard validator, independent of the SDK's own validation helper. */
const standardValidator = (schema: object) =>
  new Ajv2020({ strict: false, validateFormats: false }).compile(schema);

describe('generated parameter schema (seed 000)', () => {
  it('describes a single-operation tool without a discriminator', () => {
    expect(new MyWebSearchTool().getParametersSchema()).toEqual({
      type: 'object',
      properties: { query: { type: 'string', description: 'The search query.' } },
      required: ['query'],
    });
  });

  it('synthesises the action discriminator first, required, enumerating the operations', () => {
    const schema = new CalendarTool().getParametersSchema();
    expect(Object.keys(schema.properties)).toEqual(['action', 'title', 'start', 'limit']);
    expect(schema.properties.action).toMatchObject({ type: 'string', enum: ['list_events', 'create_event'] });
    expect(schema.properties.action?.description).toContain('Fetch upcoming events');
    expect(schema.required).toEqual(['action']);
  });

  it('emits defaults and never requires a parameter that has one', () => {
    const schema = new CalendarTool().getParametersSchema();
    expect(schema.properties.limit).toEqual({
      type: 'integer',
      description: 'How many events.',
      minimum: 1,
      maximum: 50,
      default: 10,
    });
    expect(schema.required).not.toContain('limit');
    expect(schema.properties.start?.format).toBe('date-time');
  });

  it('names the discriminator after the operations discriminatorKey', () => {
    const schema = new NewsTool().getParametersSchema();
    expect(Object.keys(schema.properties)[0]).toBe('operation');
    expect(schema.properties.operation?.enum).toEqual(['search', 'top_news']);
    expect(schema.required).toEqual(['operation']);
    expect(schema.properties.action).toBeUndefined();
  });

  it('includes inherited parameters after the discriminator', () => {
    const schema = new AgentMemoryTool().getParametersSchema();
    expect(Object.keys(schema.properties)).toEqual(['action', 'name', 'content']);
    expect(schema.properties.action?.enum).toEqual(['list', 'get', 'save', 'delete']);
    expect(schema.required).toEqual(['action']);
  });

  it('binds epoch to format so that a standard validator enforces it per operation', () => {
    const schema = new TimeTool().getParametersSchema();
    expect(schema.required).toEqual(['action']);
    expect(schema.allOf).toEqual([
      {
        if: { properties: { action: { const: 'format' } }, required: ['action'] },
        then: { required: ['epoch'] },
      },
    ]);
    const validate = standardValidator(schema);
    expect(validate({ action: 'now' })).toBe(true);
    expect(validate({ action: 'format' })).toBe(false);
    expect(validate({ action: 'format', epoch: 1700000000 })).toBe(true);
    expect(validate({ action: 'format', epoch: 'yesterday' })).toBe(false);
    expect(validate({})).toBe(false);
    expect(validate({ action: 'sleep' })).toBe(false);
  });

  it('binds several parameters to one operation in declaration order', () => {
    const schema = new CalendarTool().getParametersSchema();
    expect(schema.allOf).toEqual([
      {
        if: { properties: { action: { const: 'create_event' } }, required: ['action'] },
        then: { required: ['title', 'start'] },
      },
    ]);
    const validate = standardValidator(schema);
    expect(validate({ action: 'list_events' })).toBe(true);
    expect(validate({ action: 'create_event', title: 'Standup' })).toBe(false);
    expect(validate({ action: 'create_event', title: 'Standup', start: '2026-12-01T09:00:00Z' })).toBe(true);
  });

  it('builds the same schema from metadata as the tool instance returns', () => {
    expect(buildParametersSchema(getToolMetadata(TimeTool))).toEqual(new TimeTool().getParametersSchema());
  });
});
