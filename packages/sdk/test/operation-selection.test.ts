import { describe, expect, it } from 'vitest';
import {
  getToolMetadata,
  narrowParametersSchema,
  selectOperation,
  validateToolArguments,
  withOperation,
} from '../src/index.js';
import { AgentMemoryTool, CalendarTool, MyWebSearchTool, NewsTool } from './fixtures/seed-tools.js';

describe('selectOperation (seed 000: single-op agents may omit the discriminator)', () => {
  it.each([
    {
      tool: CalendarTool,
      key: 'action',
      only: 'create_event',
      args: { title: 'Review', start: '2026-01-05T10:00:00Z' },
    },
    { tool: NewsTool, key: 'operation', only: 'top_news', args: {} },
    { tool: AgentMemoryTool, key: 'action', only: 'save', args: { name: 'x', content: 'y' } },
  ])('runs the one allowed operation of $tool.name when $key is left out', ({ tool, key, only, args }) => {
    const metadata = getToolMetadata(tool);
    const selected = selectOperation(metadata, args, [only]);
    expect(selected).toEqual({ operation: only, args: { ...args, [key]: only } });
    // The filled-in arguments pass the narrowed schema, which no longer requires the discriminator.
    const schema = narrowParametersSchema(new tool().getParametersSchema(), metadata, [only]);
    expect(schema.required).not.toContain(key);
    expect(validateToolArguments(schema, selected?.args).ok).toBe(true);
    // The tool's own dispatch sees the operation it runs.
    expect(new tool().getOperationName(selected?.args ?? {})).toBe(only);
  });

  it('treats a null discriminator as left out', () => {
    expect(selectOperation(getToolMetadata(NewsTool), { operation: null }, ['search'])).toEqual({
      operation: 'search',
      args: { operation: 'search' },
    });
  });

  it('still requires the discriminator when several operations are allowed', () => {
    expect(selectOperation(getToolMetadata(CalendarTool), {}, ['list_events', 'create_event'])).toBeNull();
  });

  it('reads a named operation as it is, allowed or not (the caller refuses a disabled one)', () => {
    const metadata = getToolMetadata(CalendarTool);
    expect(selectOperation(metadata, { action: 'list_events' }, ['create_event'])).toEqual({
      operation: 'list_events',
      args: { action: 'list_events' },
    });
    expect(selectOperation(metadata, { action: 'nope' }, ['create_event'])).toBeNull();
  });

  it('selects the one operation of a tool without a discriminator and leaves its arguments alone', () => {
    const metadata = getToolMetadata(MyWebSearchTool);
    expect(selectOperation(metadata, { query: 'q' }, ['search'])).toEqual({
      operation: 'search',
      args: { query: 'q' },
    });
    expect(withOperation(metadata, { query: 'q' }, 'search')).toEqual({ query: 'q' });
  });
});
