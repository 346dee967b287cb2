import { describe, expect, it } from 'vitest';
import { availableCores, type ReadText } from '../src/config/available-cores.js';

const files =
  (contents: Record<string, string>): ReadText =>
  (path) =>
    contents[path] ?? null;

describe('the cores loop threads count on', () => {
  it('are the affinity cores without a CPU quota', () => {
    expect(availableCores(files({}), 8)).toBe(8);
    expect(availableCores(files({ '/sys/fs/cgroup/cpu.max': 'max 100000\n' }), 8)).toBe(8);
    expect(
      availableCores(
        files({
          '/sys/fs/cgroup/cpu/cpu.cfs_quota_us': '-1',
          '/sys/fs/cgroup/cpu/cpu.cfs_period_us': '100000',
        }),
        8,
      ),
    ).toBe(8);
  });

  it("are a container's CPU quota, rounded up, when it grants fewer", () => {
    expect(availableCores(files({ '/sys/fs/cgroup/cpu.max': '200000 100000\n' }), 32)).toBe(2);
    expect(availableCores(files({ '/sys/fs/cgroup/cpu.max': '150000 100000' }), 32)).toBe(2);
    expect(availableCores(files({ '/sys/fs/cgroup/cpu.max': '50000 100000' }), 32)).toBe(1);
    expect(
      availableCores(
        files({
          '/sys/fs/cgroup/cpu/cpu.cfs_quota_us': '400000',
          '/sys/fs/cgroup/cpu/cpu.cfs_period_us': '100000',
        }),
        32,
      ),
    ).toBe(4);
    // A quota above the cores the affinity allows does not add any.
    expect(availableCores(files({ '/sys/fs/cgroup/cpu.max': '800000 100000' }), 2)).toBe(2);
  });
});
