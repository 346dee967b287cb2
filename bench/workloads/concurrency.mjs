// W3: concurrency. 200 tasks at once in one process, each 6 model calls (5 tool steps and the
// answer) of 200 ms: ideally 1.2 s. Wall / ideal, the process's CPU time, and its resident memory
// at the peak over the idle baseline, per in-flight task.
import { fixed, thousands, verdict } from '../lib/format.mjs';
import { median } from '../lib/stats.mjs';
import { labelOf, startSystem } from '../lib/systems.mjs';

export const id = 'concurrency';
export const title = 'Concurrency: many tasks in flight in one process';

const sizes = {
  smoke: { runs: 1, count: 10, steps: 2, delayMs: 20 },
  quick: { runs: 1, count: 200, steps: 5, delayMs: 200 },
  full: { runs: 3, count: 200, steps: 5, delayMs: 200 },
};

const goals = { wallRatio: 1.3, kibPerTask: 150 };

/**
 * Tasks run before the measured runs: 3,000 tool steps in all but in a smoke run. The loop threads
 * share them, and each thread warms its own code, so each thread is warmed less than a process.
 */
const warmUps = {
  smoke: { batches: 1, count: 10, steps: 1 },
  quick: { batches: 6, count: 100, steps: 5 },
  full: { batches: 6, count: 100, steps: 5 },
};

export async function run({ mode, systems: names, llm, log }) {
  const { runs, count, steps, delayMs } = sizes[mode];
  const idealMs = (steps + 1) * delayMs;
  const figures = [];
  // Spora as one thread (SPORA_LOOP_THREADS=0) and as `spora serve` runs by default, the loop on
  // threads of its own: one per core the process may use, so pinned to the systems' core it has
  // one, and unpinned one per core of the machine, which it then shares with the fake LLM.
  const setups = names.flatMap((name) =>
    name.startsWith('spora-')
      ? [
          { name, label: `${labelOf(name)}, loop on the main thread` },
          { name, loopThreads: true, label: `${labelOf(name)}, loop on threads (default)` },
          {
            name,
            loopThreads: true,
            everyCore: true,
            label: `${labelOf(name)}, loop on threads, every core (unpinned)`,
          },
        ]
      : [{ name, label: labelOf(name) }],
  );
  for (const { name, label, ...placementAndMode } of setups) {
    let system;
    try {
      system = await startSystem(name, llm, { concurrency: count, ...placementAndMode });
    } catch (error) {
      log(`${name} did not start: ${error.message.split('\n')[0]}`);
      continue;
    }
    try {
      // Warmed as the per-step workloads are (lib/warm-up.mjs).
      const warmUp = warmUps[mode];
      for (let batch = 0; batch < warmUp.batches; batch++)
        await system.call('runMany', { count: warmUp.count, steps: warmUp.steps, delayMs: 0 });
      const samples = [];
      for (let index = 0; index < runs; index++)
        samples.push(await system.call('runMany', { count, steps, delayMs }));
      const wallMs = median(samples.map((sample) => sample.wallMs));
      figures.push({
        name,
        label,
        wallMs,
        ratio: wallMs / idealMs,
        cpuMs: median(samples.map((sample) => sample.cpuMs)),
        kibPerTask: median(samples.map((sample) => (sample.peakRss - sample.baselineRss) / 1024 / count)),
      });
      log(`concurrency: ${label} done`);
    } finally {
      await system.close();
    }
  }
  return {
    id,
    title,
    goals: figures
      .filter(({ name }) => name.startsWith('spora-'))
      .flatMap((figure) => [
        {
          goal: `${figure.label}: concurrency wall / ideal ≤ ${goals.wallRatio}`,
          figure: fixed(figure.ratio),
          met: figure.ratio <= goals.wallRatio,
        },
        {
          goal: `${figure.label}: memory per in-flight task ≤ ${goals.kibPerTask} KiB`,
          figure: `${thousands(figure.kibPerTask)} KiB`,
          met: figure.kibPerTask <= goals.kibPerTask,
        },
      ]),
    description:
      `${count} tasks started together, each ${steps} tool steps and a final answer, every model call answered after ${delayMs} ms; ` +
      `ideal wall time ${idealMs} ms. CPU is the system process's user + system time for the whole batch; memory is its peak ` +
      `resident set over the baseline after a GC, divided by ${count}. Median of ${runs} run(s) after a warm-up batch. ` +
      'Spora runs three ways: its loop on the main thread (SPORA_LOOP_THREADS=0); on loop threads, as `spora serve` runs by ' +
      "default, pinned to the systems' cores like every system; and on loop threads unpinned, one per core of the machine, " +
      'sharing them with the fake LLM and the database.',
    table: {
      columns: [
        'system',
        'wall ms',
        'wall / ideal',
        'CPU ms',
        'CPU µs / model call',
        'KiB / in-flight task',
        'goal',
        'verdict',
      ],
      rows: figures.map((figure) => {
        const spora = figure.name.startsWith('spora-');
        return [
          figure.label,
          thousands(figure.wallMs),
          fixed(figure.ratio),
          thousands(figure.cpuMs),
          thousands((figure.cpuMs * 1000) / (count * (steps + 1))),
          thousands(figure.kibPerTask),
          spora ? `wall / ideal ≤ ${goals.wallRatio}, ≤ ${goals.kibPerTask} KiB` : '—',
          spora ? verdict(figure.ratio <= goals.wallRatio && figure.kibPerTask <= goals.kibPerTask) : '—',
        ];
      }),
    },
    chart: {
      unit: 'wall time / ideal',
      bars: figures.map((figure) => ({
        label: figure.label,
        value: figure.ratio,
        goal: figure.name.startsWith('spora-') ? goals.wallRatio : undefined,
      })),
    },
  };
}
