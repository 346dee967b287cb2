import { describe, expect, it } from 'vitest';
import { checkBridgeRequest, maximumBodyBytes } from '../../src/apps/panel-bridge-rules';

const check = (request: Record<string, unknown>) => checkBridgeRequest({ id: 7, ...request }, 'memories');
const outcome = (request: Record<string, unknown>) => {
  const result = check(request);
  return result.ok ? 'ok' : result.code;
};

describe('what a panel may ask for through the bridge', () => {
  it("allows any method on its own plugin's routes and reading agents and tasks", () => {
    expect(outcome({ method: 'GET', path: '/api/v1/plugins/memories/memories' })).toBe('ok');
    expect(outcome({ method: 'GET', path: '/api/v1/plugins/memories/memories?agent_id=3&q=a%20b' })).toBe(
      'ok',
    );
    expect(outcome({ method: 'DELETE', path: '/api/v1/plugins/memories/memories/4' })).toBe('ok');
    expect(outcome({ method: 'POST', path: '/api/v1/plugins/memories/memories', body: { name: 'x' } })).toBe(
      'ok',
    );
    for (const path of ['/api/v1/agents', '/api/v1/agents/12', '/api/v1/tasks', '/api/v1/tasks/3'])
      expect([path, outcome({ method: 'GET', path })]).toEqual([path, 'ok']);
  });

  it('refuses the session, other resources, other plugins and writes to core routes', () => {
    for (const [method, path] of [
      ['GET', '/api/v1/auth/me'],
      ['GET', '/api/v1/users'],
      ['GET', '/api/v1/api-tokens'],
      ['GET', '/api/v1/plugins/memories'],
      ['GET', '/api/v1/plugins/memories/'],
      ['GET', '/api/v1/plugins/memoriesx/memories'],
      ['GET', '/api/v1/plugins/other/things'],
      ['DELETE', '/api/v1/agents/1'],
      ['PATCH', '/api/v1/tasks/1'],
      ['GET', '/api/v1/agents/1/tools'],
      ['GET', 'https://elsewhere.example/api/v1/agents'],
      ['GET', '//elsewhere.example/api/v1/agents'],
      ['GET', 'api/v1/agents'],
    ])
      expect([
        method,
        path,
        outcome({ method, path, body: method === 'GET' || method === 'DELETE' ? undefined : {} }),
      ]).toEqual([method, path, 'BRIDGE_FORBIDDEN']);
  });

  it('refuses paths that would walk out of the allowed prefix', () => {
    for (const path of [
      '/api/v1/plugins/memories/../../auth/me',
      '/api/v1/plugins/memories/./x',
      '/api/v1/plugins/memories//x',
      '/api/v1/plugins/memories/%2e%2e/%2e%2e/auth/me',
      '/api/v1/plugins/memories/%2E%2E%2Fauth',
      '/api/v1/plugins/memories/x%5c..',
      '/api/v1/plugins/memories/x\\..\\..\\auth\\me',
      '/api/v1/plugins/memories/x#fragment',
      '/api/v1/plugins/memories/x?a=1?b=2',
      '/api/v1/plugins/memories/{id}',
      `/api/v1/plugins/memories/${'x'.repeat(2000)}`,
    ])
      expect([path, outcome({ method: 'GET', path })]).toEqual([path, 'BRIDGE_FORBIDDEN']);
  });

  it('refuses malformed requests and bodies, naming the request when it can', () => {
    expect(checkBridgeRequest(null, 'memories')).toMatchObject({
      ok: false,
      id: null,
      code: 'BRIDGE_INVALID',
    });
    expect(checkBridgeRequest({ id: 'x', method: 'GET', path: '/api/v1/agents' }, 'memories')).toMatchObject({
      id: null,
    });
    expect(outcome({ method: 'HEAD', path: '/api/v1/agents' })).toBe('BRIDGE_INVALID');
    expect(outcome({ method: 'get', path: '/api/v1/agents' })).toBe('BRIDGE_INVALID');
    expect(outcome({ method: 'GET', path: 42 })).toBe('BRIDGE_INVALID');
    expect(outcome({ method: 'GET', path: '/api/v1/agents', body: {} })).toBe('BRIDGE_INVALID');
    expect(outcome({ method: 'POST', path: '/api/v1/plugins/memories/x' })).toBe('BRIDGE_INVALID');
    expect(outcome({ method: 'POST', path: '/api/v1/plugins/memories/x', body: 'text' })).toBe(
      'BRIDGE_INVALID',
    );
    const big = { text: 'x'.repeat(maximumBodyBytes) };
    expect(outcome({ method: 'PUT', path: '/api/v1/plugins/memories/x', body: big })).toBe('BRIDGE_INVALID');
    expect(check({ method: 'GET', path: '/api/v1/agents/1/tools' })).toMatchObject({ id: 7 });
  });

  it('passes on a copy of the body, as JSON', () => {
    const result = check({
      method: 'PATCH',
      path: '/api/v1/plugins/memories/x',
      body: { when: new Date(0), n: 1 },
    });
    expect(result).toEqual({
      ok: true,
      call: {
        id: 7,
        method: 'PATCH',
        path: '/api/v1/plugins/memories/x',
        body: { when: '1970-01-01T00:00:00.000Z', n: 1 },
      },
    });
  });
});
