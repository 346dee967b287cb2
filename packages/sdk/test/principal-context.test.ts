import { describe, expect, it } from 'vitest';
import { PrincipalContext, ToolResult } from '../src/index.js';

describe('PrincipalContext', () => {
  it('resolves owner and runner', () => {
    const principal = PrincipalContext.of(3, 5);
    expect(principal.isResolvable()).toBe(true);
    expect([principal.ownerUserId, principal.runnerUserId]).toEqual([3, 5]);
    expect(PrincipalContext.of(4).runnerUserId).toBe(4);
  });

  it('keeps the two unresolvable sentinels apart', () => {
    const missing = PrincipalContext.missingAgent();
    const dangling = PrincipalContext.danglingOwner(8);
    expect(missing.isResolvable()).toBe(false);
    expect(dangling.isResolvable()).toBe(false);
    expect(missing.state.kind).not.toBe(dangling.state.kind);
    expect(dangling.ownerUserId).toBeNull();
  });
});

describe('ToolResult', () => {
  it('takes success, content and optional data', () => {
    expect(new ToolResult(true, 'ok')).toMatchObject({ success: true, content: 'ok', data: null });
    expect(ToolResult.error('nope', { code: 'X' })).toMatchObject({ success: false, data: { code: 'X' } });
  });
});
