import { describe, expect, it } from 'vitest';
import { ToolNameAliases, wireToolNamePattern } from '../../src/llm/index.js';
import { afterToolCall, timeTool, userRequest, webSearchTool } from './support.js';

describe('tool name aliases', () => {
  it('keeps safe names and replaces unsafe characters', () => {
    const aliases = new ToolNameAliases(['time', 'myplugin:web_search']);
    expect(aliases.toWire('time')).toBe('time');
    expect(aliases.toWire('myplugin:web_search')).toBe('myplugin_web_search');
    expect(aliases.toCanonical('myplugin_web_search')).toBe('myplugin:web_search');
  });

  it('never lets a plugin tool and a look-alike collide', () => {
    const names = ['a:search', 'a_search', 'a.search', 'a search'];
    const aliases = new ToolNameAliases(names);
    const wire = names.map((name) => aliases.toWire(name));

    expect(new Set(wire).size).toBe(names.length);
    // The name that was already safe keeps itself; the others get a hash suffix.
    expect(aliases.toWire('a_search')).toBe('a_search');
    expect(aliases.toWire('a:search')).toBe('a_search_cb515ed6');
    for (const [index, name] of names.entries()) {
      expect(wire[index]).toMatch(wireToolNamePattern);
      expect(aliases.toCanonical(wire[index]!)).toBe(name);
    }
  });

  it('gives the same aliases whatever order the names come in', () => {
    const names = ['b:x', 'b_x', 'c:y', 'time'];
    const forward = new ToolNameAliases(names);
    const backward = new ToolNameAliases([...names].reverse());
    for (const name of names) expect(backward.toWire(name)).toBe(forward.toWire(name));
  });

  it('shortens names longer than 64 characters with a hash', () => {
    const long = `plugin:${'x'.repeat(80)}`;
    const longer = `plugin:${'x'.repeat(81)}`;
    const aliases = new ToolNameAliases([long, longer]);
    expect(aliases.toWire(long)).toMatch(wireToolNamePattern);
    expect(aliases.toWire(long)).not.toBe(aliases.toWire(longer));
    expect(aliases.toCanonical(aliases.toWire(longer))).toBe(longer);
  });

  it('passes unknown wire names through unchanged', () => {
    expect(new ToolNameAliases(['a:b']).toCanonical('somebody_else')).toBe('somebody_else');
  });

  it('covers the offered tools and the tool calls in the history', () => {
    const request = userRequest('', {
      tools: [timeTool],
      messages: afterToolCall({ id: 'c1', name: 'old:tool', args: {} }),
    });
    const aliases = ToolNameAliases.forRequest(request);
    expect(aliases.toCanonical('old_tool')).toBe('old:tool');
    expect(aliases.toCanonical('time')).toBe('time');
    expect(aliases.toCanonical(webSearchTool.name)).toBe(webSearchTool.name);
  });

  it('aliases a name it was not built with on first use', () => {
    const aliases = new ToolNameAliases(['x_y']);
    expect(aliases.toWire('x:y')).toMatch(/^x_y_[0-9a-f]{8}$/);
    expect(aliases.toCanonical(aliases.toWire('x:y'))).toBe('x:y');
  });
});
