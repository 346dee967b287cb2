// W1: per-step overhead. Each system runs tasks of N tool steps against the instant fake LLM, in
// interleaved rounds (the order rotates each round); a round's figure is milliseconds per step,
// and each system's ratio to floor-sqlite is taken within the round, so drifting machine load
// cancels. The fixed cost per task is measured on its own: tasks answered at once (N = 0), less
// the floor-memory's time for the same single model call, within the round. Spora runs each size
// twice: with the read-only `add` (one commit per step, as the floor) and with the same addition
// declared with side effects (two commits: the intent before the call, the result after it).
import { fixed, verdict, withInterval } from '../lib/format.mjs';
import { medianInterval } from '../lib/stats.mjs';
import { closeAll, labelOf, startSystems } from '../lib/systems.mjs';
import { warmUp, warmUpSteps } from '../lib/warm-up.mjs';

export const id = 'step-overhead';
export const title = 'Per-step overhead, ratio to floor-sqlite';

const sizes = {
  smoke: {
    rounds: 1,
    warmup: 0,
    plan: [
      { steps: 0, tasks: 2 },
      { steps: 3, tasks: 1 },
    ],
  },
  quick: {
    rounds: 2,
    warmup: 1,
    plan: [
      { steps: 0, tasks: 50 },
      { steps: 10, tasks: 6 },
      { steps: 50, tasks: 2 },
    ],
  },
  // The machine's speed drifts (a virtual machine's neighbours, clock changes): each round's
  // tasks run in slices that take turns between the systems, so the figures a ratio compares
  // were taken close together.
  full: {
    rounds: 9,
    warmup: 1,
    plan: [
      { steps: 0, tasks: 200, slices: 4 },
      { steps: 10, tasks: 20, slices: 4 },
      { steps: 50, tasks: 5, slices: 5 },
    ],
  },
};

const goals = {
  'spora-sqlite': { ratio: 1.3, text: '≤ 1.3 × floor-sqlite, below the AI SDK' },
  'spora-sqlite+side-effecting': { ratio: 1.8, text: '≤ 1.8 × floor-sqlite' },
  'spora-postgres': { ratio: 2.5, text: '≤ 2.5 × floor-sqlite' },
  'spora-postgres+side-effecting': { ratio: 2.5, text: '≤ 2.5 × floor-sqlite' },
};

/** Fixed cost per task, in ms. */
const fixedGoals = { 'spora-sqlite': 2, 'spora-postgres': 4 };

/** Systems measured with the side-effecting step as well; the peers have one kind of step. */
const sideEffectingSystems = new Set(['spora-sqlite', 'spora-postgres']);
const sideEffecting = (name) => `${name}+side-effecting`;
const seriesLabel = (key) =>
  key.endsWith('+side-effecting')
    ? `${labelOf(key.slice(0, -'+side-effecting'.length))}, side-effecting step`
    : labelOf(key);

export async function run({ mode, systems: names, llm, log }) {
  const { rounds, warmup, plan } = sizes[mode];
  const systems = await startSystems(names, llm, {}, log);
  const samples = new Map(); // `${system}:${steps}` → ms per step, per round
  try {
    await warmUp(systems, { steps: warmUpSteps[mode], sideEffectingSystems, log });
    for (let round = 0; round < warmup + rounds; round++) {
      const order = systems.map((_, index) => systems[(index + round) % systems.length]);
      for (const { steps, tasks, slices = 1 } of plan) {
        const spent = new Map(); // system → ms for this round's tasks of this size
        for (let slice = 0; slice < slices; slice++) {
          for (const system of order) {
            const ms = await system.call('run', { tasks: tasks / slices, steps });
            spent.set(system.name, (spent.get(system.name) ?? 0) + ms);
            if (steps === 0 || !sideEffectingSystems.has(system.name)) continue;
            const effectMs = await system.call('run', { tasks: tasks / slices, steps, sideEffecting: true });
            const key = sideEffecting(system.name);
            spent.set(key, (spent.get(key) ?? 0) + effectMs);
          }
        }
        if (round < warmup) continue;
        for (const [name, ms] of spent) {
          const key = `${name}:${steps}`;
          // Tasks of no tool step are timed per task, the others per step.
          samples.set(key, [...(samples.get(key) ?? []), ms / (tasks * Math.max(steps, 1))]);
        }
      }
      log(`step overhead: round ${round + 1}/${warmup + rounds}`);
    }
  } finally {
    await closeAll(systems);
  }
  const ratios = (name, steps) => {
    const own = samples.get(`${name}:${steps}`) ?? [];
    const floor = samples.get(`floor-sqlite:${steps}`) ?? [];
    return own.map((value, index) => value / floor[index]);
  };
  const stepsList = plan.map(({ steps }) => steps).filter((steps) => steps > 0);
  const large = stepsList.at(-1);
  // What a task costs beyond its one model call: t(0) less floor-memory's t(0), round by round.
  const fixedCosts = (name) => {
    const own = samples.get(`${name}:0`) ?? [];
    const floor = samples.get('floor-memory:0') ?? [];
    return own.map((value, index) => value - floor[index]);
  };
  const series = systems.flatMap(({ name }) =>
    sideEffectingSystems.has(name) ? [name, sideEffecting(name)] : [name],
  );
  const figures = series.map((name) => {
    const perStep = Object.fromEntries(
      stepsList.map((steps) => [steps, medianInterval(samples.get(`${name}:${steps}`))]),
    );
    const ratio = Object.fromEntries(stepsList.map((steps) => [steps, medianInterval(ratios(name, steps))]));
    const fixedCost = medianInterval(fixedCosts(name));
    return { name, perStep, ratio, fixedCost };
  });
  const fixedMeasured = systems.some(({ name }) => name === 'floor-memory');
  const aiSdk = figures.find((figure) => figure.name === 'ai-sdk');
  const rows = figures.map((figure) => {
    const goal = goals[figure.name];
    const worst = Math.max(...stepsList.map((steps) => figure.ratio[steps].median));
    const belowAiSdk =
      figure.name === 'spora-sqlite' && aiSdk
        ? worst < Math.min(...stepsList.map((s) => aiSdk.ratio[s].median))
        : true;
    return [
      seriesLabel(figure.name),
      ...stepsList.flatMap((steps) => [
        fixed(figure.perStep[steps].median, 3),
        withInterval(figure.ratio[steps]),
      ]),
      fixedMeasured && figure.name !== 'floor-memory' && !figure.name.endsWith('+side-effecting')
        ? withInterval(figure.fixedCost, 2)
        : '—',
      goal ? goal.text : '—',
      goal && floorPresent(figures) ? verdict(worst <= goal.ratio && belowAiSdk) : '—',
    ];
  });
  const ratioText = (figure) =>
    stepsList.map((steps) => `${fixed(figure.ratio[steps].median)} (N = ${steps})`).join(', ');
  const headline = [];
  for (const figure of figures.filter(({ name }) => goals[name])) {
    const worst = Math.max(...stepsList.map((steps) => figure.ratio[steps].median));
    const kind = figure.name.endsWith('+side-effecting') ? 'side-effecting step' : 'read-only step';
    headline.push({
      goal: `${seriesLabel(figure.name).split(',')[0]}: ${kind} ${goals[figure.name].text.split(',')[0]}`,
      figure: ratioText(figure),
      met: floorPresent(figures) ? worst <= goals[figure.name].ratio : null,
    });
    const fixedGoal = fixedGoals[figure.name];
    if (fixedGoal === undefined) continue;
    headline.push({
      goal: `${labelOf(figure.name)}: fixed cost per task ≤ ${fixedGoal} ms`,
      figure: fixedMeasured ? `${fixed(figure.fixedCost.median)} ms` : 'not measured (floor-memory left out)',
      met: fixedMeasured ? figure.fixedCost.median <= fixedGoal : null,
    });
  }
  const sporaSqlite = figures.find((figure) => figure.name === 'spora-sqlite');
  if (sporaSqlite && aiSdk) {
    headline.push({
      goal: 'Spora on SQLite: per-step overhead below the in-memory AI SDK',
      figure: `${ratioText(sporaSqlite)} vs ${ratioText(aiSdk)}`,
      met: stepsList.every((steps) => sporaSqlite.ratio[steps].median < aiSdk.ratio[steps].median),
    });
  }
  if (sporaSqlite && samples.has(`spora-sqlite-traced:${large}`))
    headline.push(tracingCost(samples, stepsList));
  return {
    id,
    title,
    goals: headline,
    description:
      'The same agent (one `add` tool, N tool steps, then a final answer) against the instant fake LLM. ' +
      "Spora's `add` is declared read-only, so its step commits once after the call ran, as the floor's; " +
      'the side-effecting step is the same addition not declared read-only, so each step commits twice: ' +
      'the intent before the call runs, the result after it (a killed worker never runs it again). ' +
      "ms / step is the task's wall time divided by N; the ratio is taken against floor-sqlite within each round " +
      '(median, 95 % interval). Fixed cost per task: tasks answered at once, without a tool step (N = 0), ' +
      "less floor-memory's time for the same single model call, within each round (median, 95 % interval): " +
      'queueing, claiming, loading, the model request beyond the bare call, settling and notifying.',
    table: {
      columns: [
        'system',
        ...stepsList.flatMap((steps) => [`ms / step, N = ${steps}`, `ratio, N = ${steps}`]),
        'fixed ms / task',
        'goal',
        'verdict',
      ],
      rows,
    },
    chart: {
      unit: `× floor-sqlite, N = ${large}`,
      bars: figures.map((figure) => ({
        label: seriesLabel(figure.name),
        value: figure.ratio[large].median,
        goal: goals[figure.name]?.ratio,
      })),
    },
    raw: Object.fromEntries(samples),
  };
}

function floorPresent(figures) {
  return figures.some((figure) => figure.name === 'floor-sqlite');
}

/**
 * What tracing adds per step: Spora on SQLite with tracing on over the same untraced, round by
 * round (median, 95 % interval), and the milliseconds that makes at each size. No goal: the figure
 * is reported for operators to weigh.
 */
function tracingCost(samples, stepsList) {
  const parts = stepsList.map((steps) => {
    const untraced = samples.get(`spora-sqlite:${steps}`) ?? [];
    const traced = samples.get(`spora-sqlite-traced:${steps}`) ?? [];
    const ratio = medianInterval(traced.map((value, index) => value / untraced[index]));
    const addedMs = medianInterval(traced.map((value, index) => value - untraced[index]));
    return `${withInterval(ratio)} × (${fixed(addedMs.median, 3)} ms / step more, N = ${steps})`;
  });
  return {
    goal: 'Tracing on (OTLP/HTTP, every span sampled): per-step cost over Spora on SQLite',
    figure: parts.join(', '),
    met: null,
  };
}
