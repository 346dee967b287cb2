// The process one system runs in: loads bench/systems/<name>.mjs and runs what the coordinator
// asks, timing it here, next to the system, so the IPC round trip is not part of a figure.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { counters, installStatementCounter, resetCounters } from './statement-counter.mjs';

const [systemName] = process.argv.slice(2);
const module = await import(new URL(`../systems/${systemName}.mjs`, import.meta.url));
let system = null;

const elapsedMs = (started) => Number(process.hrtime.bigint() - started) / 1e6;

async function runMany({ count, steps, delayMs = 0 }) {
  globalThis.gc?.();
  const baselineRss = process.memoryUsage().rss;
  let peakRss = baselineRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 5);
  const cpuBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  await Promise.all(Array.from({ length: count }, () => system.runTask({ steps, delayMs })));
  const wallMs = elapsedMs(started);
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  return { wallMs, cpuMs: (cpu.user + cpu.system) / 1000, baselineRss, peakRss };
}

const operations = {
  async open(options) {
    if (options.countStatements) installStatementCounter();
    system = await module.open(options);
    return { name: systemName, version: system.version ?? null };
  },
  /**
   * `tasks` tasks one after another; the total milliseconds. `sideEffecting` (Spora only): the
   * agent whose tool is not declared read-only.
   */
  async run({ tasks = 1, steps, delayMs = 0, historyRows = 0, sideEffecting = false }) {
    const task = sideEffecting
      ? { steps, delayMs, historyRows, sideEffecting }
      : { steps, delayMs, historyRows };
    const started = process.hrtime.bigint();
    for (let index = 0; index < tasks; index++) await system.runTask(task);
    return elapsedMs(started);
  },
  runMany,
  /** Runs tasks under V8's sampling profiler; the path of the written .cpuprofile. */
  async profile({ tasks, steps, intervalUs }) {
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: intervalUs });
    await session.post('Profiler.start');
    for (let index = 0; index < tasks; index++) await system.runTask({ steps });
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    const file = join(tmpdir(), `bench-${systemName}-${process.pid}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    return file;
  },
  /** A system's own extra operation (the Spora server's load, approvals, publishing). */
  invoke: ({ method, args }) => system[method](args),
  counters({ reset = false } = {}) {
    const value = { ...counters };
    if (reset) resetCounters();
    return value;
  },
  async close() {
    await system?.close();
    system = null;
    return null;
  },
};

process.on('message', async ({ id, op, args }) => {
  try {
    process.send({ id, value: await operations[op](args) });
  } catch (error) {
    process.send({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
process.on('disconnect', async () => {
  await system?.close();
  process.exit(0);
});
process.send({ ready: true });
