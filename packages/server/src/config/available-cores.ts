import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** Reads a file's text, or null when it cannot be read. */
export type ReadText = (path: string) => string | null;

const readText: ReadText = (path) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

/**
 * The cores this process may use: those its CPU affinity allows, fewer when a container's CPU
 * quota (cgroup v2 `cpu.max`, or v1's `cfs_quota_us` over `cfs_period_us`) grants less. Node's
 * `availableParallelism` heeds the affinity only: a container limited to two CPUs on a 32-core
 * host would otherwise count 32.
 */
export function availableCores(read: ReadText = readText, cores: number = availableParallelism()): number {
  const quota = cgroupCpuQuota(read);
  return quota === null ? cores : Math.max(1, Math.min(cores, Math.ceil(quota)));
}

function cgroupCpuQuota(read: ReadText): number | null {
  const v2 = read('/sys/fs/cgroup/cpu.max')?.trim().split(/\s+/);
  if (v2 && v2.length === 2) return ratio(v2[0], v2[1]);
  return ratio(
    read('/sys/fs/cgroup/cpu/cpu.cfs_quota_us')?.trim(),
    read('/sys/fs/cgroup/cpu/cpu.cfs_period_us')?.trim(),
  );
}

/** A quota over its period, in CPUs; null for none (`max`, -1) or anything unreadable. */
function ratio(quota: string | undefined, period: string | undefined): number | null {
  const q = Number(quota);
  const p = Number(period);
  return Number.isFinite(q) && Number.isFinite(p) && q > 0 && p > 0 ? q / p : null;
}
