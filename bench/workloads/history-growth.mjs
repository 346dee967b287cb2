// W2: history growth. Tasks of N tool steps whose conversation already holds 10, 100 or 1,000
// messages before the prompt; every system sends the whole history with each model request, so
// the floor grows too (the prompt is bigger). A system is flat when it grows no more than the floor.
import { fixed, verdict } from '../lib/format.mjs';
import { median } from '../lib/stats.mjs';
import { closeAll, labelOf, startSystems } from '../lib/systems.mjs';
import { warmUp, warmUpSteps } from '../lib/warm-up.mjs';

export const id = 'history-growth';
export const title = 'History growth: ms per step with 10 / 100 / 1,000 rows of history';

export const supports = () => true;

const sizes = {
  smoke: { rounds: 1, steps: 3, tasks: 1, rows: [10, 100] },
  quick: { rounds: 1, steps: 10, tasks: 2, rows: [10, 100, 1000] },
  full: { rounds: 5, steps: 10, tasks: 3, rows: [10, 100, 1000] },
};

export async function run({ mode, systems: names, llm, log }) {
  const { rounds, steps, tasks, rows } = sizes[mode];
  const systems = await startSystems(names, llm, {}, log);
  const samples = new Map();
  try {
    await warmUp(systems, { steps: warmUpSteps[mode], log });
    for (const system of systems) await system.call('run', { tasks: 1, steps, historyRows: rows[0] });
    for (let round = 0; round < rounds; round++) {
      const order = systems.map((_, index) => systems[(index + round) % systems.length]);
      for (const historyRows of rows) {
        for (const system of order) {
          const ms = await system.call('run', { tasks, steps, historyRows });
          const key = `${system.name}:${historyRows}`;
          samples.set(key, [...(samples.get(key) ?? []), ms / (tasks * steps)]);
        }
      }
      log(`history growth: round ${round + 1}/${rounds}`);
    }
  } finally {
    await closeAll(systems);
  }
  const [first, last] = [rows[0], rows.at(-1)];
  const figures = systems.map(({ name }) => {
    const perStep = Object.fromEntries(rows.map((count) => [count, median(samples.get(`${name}:${count}`))]));
    return { name, perStep, growth: perStep[last] / perStep[first] };
  });
  const floorGrowth = figures.find((figure) => figure.name === 'floor-sqlite')?.growth;
  return {
    id,
    title,
    goals: figures
      .filter(({ name }) => name.startsWith('spora-'))
      .map((figure) => ({
        goal: `${labelOf(figure.name)}: flat with history (grows no more than floor-sqlite, ${last} / ${first} rows)`,
        figure: `${fixed(figure.growth)} vs ${fixed(floorGrowth)}`,
        met: floorGrowth ? figure.growth <= floorGrowth * 1.05 : null,
      })),
    description:
      `N = ${steps} tool steps after ${rows.join(' / ')} earlier messages (alternating user and assistant, ~130 bytes each). ` +
      `Growth is ms / step at ${last} rows over ms / step at ${first} rows; the goal is to grow no more than floor-sqlite, ` +
      'which sends the same prompts.',
    table: {
      columns: [
        'system',
        ...rows.map((count) => `ms / step, ${count} rows`),
        `growth ${last} / ${first}`,
        'goal',
        'verdict',
      ],
      rows: figures.map((figure) => {
        const spora = figure.name.startsWith('spora-');
        return [
          labelOf(figure.name),
          ...rows.map((count) => fixed(figure.perStep[count], 3)),
          fixed(figure.growth),
          spora ? `≤ floor-sqlite's growth (${fixed(floorGrowth)})` : '—',
          spora && floorGrowth ? verdict(figure.growth <= floorGrowth * 1.05) : '—',
        ];
      }),
    },
    chart: {
      unit: `ms / step at ${last} rows ÷ ms / step at ${first} rows`,
      bars: figures.map((figure) => ({
        label: labelOf(figure.name),
        value: figure.growth,
        goal: figure.name.startsWith('spora-') ? floorGrowth : undefined,
      })),
    },
    raw: Object.fromEntries(samples),
  };
}
