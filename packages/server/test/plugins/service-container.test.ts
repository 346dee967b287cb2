import { ServiceToken } from '@spora/sdk';
import { describe, expect, it } from 'vitest';
import { ServiceContainer } from '../../src/plugins/index.js';

const first = new ServiceToken<string>('test.first');
const second = new ServiceToken<string>('test.second');
const fixed = new ServiceToken<number>('test.fixed');

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
}

describe('ServiceContainer', () => {
  it('builds each service once, on first use, from what it depends on', () => {
    const container = new ServiceContainer();
    let builds = 0;
    container.apply('core', [
      { kind: 'register', token: first, factory: (services) => `first after ${services.resolve(second)}` },
      {
        kind: 'register',
        token: second,
        factory: () => {
          builds += 1;
          return 'second';
        },
      },
    ]);
    container.finishBuilding();
    expect(container.resolve(first)).toBe('first after second');
    expect(container.resolve(second)).toBe('second');
    expect(builds).toBe(1);
  });

  it('resolves nothing while being built, and registers nothing once built', () => {
    const container = new ServiceContainer();
    container.apply('core', [{ kind: 'register', token: first, factory: () => 'x' }]);
    expect(codeOf(() => container.resolve(first))).toBe('CONTAINER_NOT_BUILT');
    container.finishBuilding();
    expect(
      codeOf(() => container.apply('late', [{ kind: 'register', token: second, factory: () => 'y' }])),
    ).toBe('CONTAINER_ALREADY_BUILT');
    expect(codeOf(() => container.resolve(second))).toBe('SERVICE_NOT_REGISTERED');
  });

  it("applies one owner's changes all or none, and refuses conflicts with a code", () => {
    const container = new ServiceContainer();
    container.apply('core', [{ kind: 'register', token: fixed, factory: () => 1 }], { overridable: false });
    container.apply('app', [{ kind: 'register', token: first, factory: () => 'app' }]);
    expect(
      codeOf(() =>
        container.apply('plugin', [
          { kind: 'register', token: second, factory: () => 'plugin' },
          { kind: 'register', token: first, factory: () => 'again' },
        ]),
      ),
    ).toBe('SERVICE_ALREADY_REGISTERED');
    expect(container.has(second)).toBe(false);
    expect(codeOf(() => container.check([{ kind: 'override', token: second, factory: () => 'x' }]))).toBe(
      'SERVICE_NOT_REGISTERED',
    );
    expect(codeOf(() => container.check([{ kind: 'override', token: fixed, factory: () => 2 }]))).toBe(
      'SERVICE_NOT_OVERRIDABLE',
    );
    container.apply('plugin', [{ kind: 'override', token: first, factory: () => 'plugin' }]);
    container.finishBuilding();
    expect(container.resolve(first)).toBe('plugin');
    expect(container.ownerOf(first)).toBe('plugin');
    expect(container.servicesOf('plugin')).toEqual(['test.first']);
  });

  it('names a dependency cycle instead of overflowing the stack', () => {
    const container = new ServiceContainer();
    container.apply('core', [
      { kind: 'register', token: first, factory: (services) => services.resolve(second) },
      { kind: 'register', token: second, factory: (services) => services.resolve(first) },
    ]);
    container.finishBuilding();
    expect(() => container.resolve(first)).toThrow('test.first → test.second → test.first');
  });
});
