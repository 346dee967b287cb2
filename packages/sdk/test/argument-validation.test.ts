import { describe, expect, it } from 'vitest';
import { formatArgumentErrors, type ParametersSchema, validateToolArguments } from '../src/index.js';
import { CalendarTool, TimeTool } from './fixtures/seed-tools.js';

const schema: ParametersSchema = {
  type: 'object',
  properties: {
    mode: { type: 'string', enum: ['fast', 'slow'] },
    count: { type: 'integer', minimum: 1, maximum: 10 },
    email: { type: 'string', format: 'email' },
    tags: { type: 'array', items: { type: 'string' } },
    options: { type: 'object' },
    strict: { type: 'boolean', default: false },
  },
  required: ['mode'],
};

describe('validateToolArguments', () => {
  it('accepts valid arguments and fills schema defaults into a copy', () => {
    const args = { mode: 'fast', count: 3, email: 'a@example.com', tags: ['x'] };
    const result = validateToolArguments(schema, args);
    expect(result).toEqual({ ok: true, value: { ...args, strict: false } });
    expect(args).not.toHaveProperty('strict');
  });

  it.each([
    [{}, '/mode', 'required'],
    [{ mode: 'medium' }, '/mode', 'enum'],
    [{ mode: 'fast', count: 0 }, '/count', 'minimum'],
    [{ mode: 'fast', count: 11 }, '/count', 'maximum'],
    [{ mode: 'fast', count: 2.5 }, '/count', 'type'],
    [{ mode: 'fast', email: 'not-an-email' }, '/email', 'format'],
    [{ mode: 'fast', tags: ['a', 3] }, '/tags/1', 'type'],
    [{ mode: 'fast', options: [] }, '/options', 'type'],
    [{ mode: 'fast', strict: 'yes' }, '/strict', 'type'],
  ])('rejects %j at %s (%s)', (args, path, keyword) => {
    const result = validateToolArguments(schema, args);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toContainEqual(expect.objectContaining({ path, keyword }));
  });

  it('reports every problem at once', () => {
    const result = validateToolArguments(schema, { mode: 'x', count: 99 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.map((error) => error.keyword).sort()).toEqual(['enum', 'maximum']);
  });

  it('rejects arguments that are not an object', () => {
    for (const args of [null, [], 'text', 42]) {
      const result = validateToolArguments(schema, args);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error[0]?.keyword).toBe('type');
    }
  });

  it('enforces per-operation requirements and says what is missing', () => {
    const result = validateToolArguments(new TimeTool().getParametersSchema(), { action: 'format' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toEqual([expect.objectContaining({ path: '/epoch', keyword: 'required' })]);
      expect(formatArgumentErrors(result.error)).toBe('/epoch: is required');
    }
  });

  it('formats enum errors with the allowed values', () => {
    const result = validateToolArguments(new CalendarTool().getParametersSchema(), {
      action: 'delete_event',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(formatArgumentErrors(result.error)).toBe(
        '/action: must be one of "list_events", "create_event"',
      );
    }
  });
});
