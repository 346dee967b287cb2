import { describe, expect, it } from 'vitest';
import { agentToolNames, toolNameBase } from '../../src/agents-over-mcp/index.js';

describe('agent tool names', () => {
  it('are lower-case words joined by underscores, in the characters MCP allows', () => {
    expect(toolNameBase('Research Assistant (EU)')).toBe('research_assistant_eu');
    expect(toolNameBase('Café Über-Bot')).toBe('cafe_uber_bot');
    expect(toolNameBase('🤖 !!!')).toBe('agent');
    expect(toolNameBase('x'.repeat(200))).toHaveLength(48);
  });

  it('tell apart agents whose names read the same, and the oldest keeps the plain name', () => {
    const names = agentToolNames([
      { id: 9, name: 'Helper!' },
      { id: 3, name: 'helper' },
      { id: 5, name: 'Helper 9' },
    ]);
    expect(names).toEqual(
      new Map([
        [3, 'helper'],
        [5, 'helper_9'],
        [9, 'agent_9'],
      ]),
    );
  });

  it('never give two agents one name, whatever their names', () => {
    const agents = [
      { id: 1, name: 'a' },
      { id: 2, name: 'a' },
      { id: 3, name: 'a 2' },
      { id: 4, name: 'agent 2' },
      { id: 5, name: 'Agent 5' },
      { id: 6, name: 'agent_5' },
    ];
    const names = [...agentToolNames(agents).values()];
    expect(new Set(names).size).toBe(agents.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9_]{1,64}$/);
  });
});
