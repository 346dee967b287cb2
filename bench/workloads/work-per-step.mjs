// Work per step, counted at the database drivers: statements, round trips (PostgreSQL; a pipelined
// BEGIN shares its statement's), transactions and bytes bound as parameters. Tasks of N and 2N steps give the marginal work of a
// step and what is left as the fixed work of a task. Spora is counted with the read-only `add` and
// with the same addition declared with side effects (intent and result committed apart).
import { fixed } from '../lib/format.mjs';
import { closeAll, labelOf, startSystems } from '../lib/systems.mjs';

export const id = 'work-per-step';
export const title = 'Statements, transactions and bytes per step';

export const supports = (name) => name.startsWith('spora-') || name === 'floor-sqlite';

const sizes = {
  smoke: { steps: 2, tasks: 1 },
  quick: { steps: 10, tasks: 3 },
  full: { steps: 10, tasks: 5 },
};

export async function run({ mode, systems: names, llm, log }) {
  const { steps, tasks } = sizes[mode];
  const systems = await startSystems(names, llm, { countStatements: true }, log);
  const figures = [];
  try {
    for (const system of systems) {
      const kinds = system.name.startsWith('spora-') ? [false, true] : [false];
      for (const sideEffecting of kinds) {
        await system.call('run', { tasks: 1, steps, sideEffecting });
        await system.call('counters', { reset: true });
        await system.call('run', { tasks, steps, sideEffecting });
        const short = await system.call('counters', { reset: true });
        await system.call('run', { tasks, steps: 2 * steps, sideEffecting });
        const long = await system.call('counters', { reset: true });
        const marginal = (key) => (long[key] - short[key]) / (tasks * steps);
        const fixedPart = (key) => short[key] / tasks - steps * marginal(key);
        figures.push({
          name: system.name,
          sideEffecting,
          statements: marginal('statements'),
          roundTrips: marginal('roundTrips'),
          transactions: marginal('transactions'),
          bytes: marginal('boundBytes'),
          fixedStatements: fixedPart('statements'),
          fixedRoundTrips: fixedPart('roundTrips'),
          fixedTransactions: fixedPart('transactions'),
        });
      }
    }
  } finally {
    await closeAll(systems);
  }
  return {
    id,
    title,
    goals: figures
      .filter(({ name }) => name.startsWith('spora-'))
      .map((figure) => ({
        goal: figure.sideEffecting
          ? `${labelOf(figure.name)}, side-effecting step: the fewest commits the guarantees allow (≤ 2 transactions per step: intent, result)`
          : `${labelOf(figure.name)}, read-only step: one transaction per step`,
        figure: `${fixed(figure.transactions, 2)} transactions, ${fixed(figure.statements, 1)} statements, ${fixed(figure.bytes, 0)} bytes per step`,
        met: figure.transactions <= (figure.sideEffecting ? 2.05 : 1.05),
      })),
    description:
      "Counted by wrapping better-sqlite3 statements and pg `Client.query` in the system's process (the same code for " +
      `Spora and the floor). Per step: the difference between tasks of ${2 * steps} and ${steps} steps, divided by ${steps}; ` +
      'per task: what is left at N = 0 (queueing, claiming, loading, settling).',
    table: {
      columns: [
        'system',
        'statements / step',
        'PostgreSQL round trips / step',
        'transactions / step',
        'bytes bound / step',
        'statements / task (fixed)',
        'PostgreSQL round trips / task (fixed)',
        'transactions / task (fixed)',
        'goal',
      ],
      rows: figures.map((figure) => [
        nameOf(figure),
        fixed(figure.statements, 1),
        figure.name === 'spora-postgres' ? fixed(figure.roundTrips, 1) : '—',
        fixed(figure.transactions, 2),
        fixed(figure.bytes, 0),
        fixed(figure.fixedStatements, 1),
        figure.name === 'spora-postgres' ? fixed(figure.fixedRoundTrips, 1) : '—',
        fixed(figure.fixedTransactions, 1),
        figure.name.startsWith('spora-')
          ? figure.sideEffecting
            ? 'the fewest commits the guarantees allow: 2 per step (intent, result)'
            : 'one commit per step, as the floor'
          : '—',
      ]),
    },
    chart: {
      unit: 'statements per step',
      bars: figures.map((figure) => ({ label: nameOf(figure), value: figure.statements })),
    },
    notes: [
      `Transactions per step: ${figures.map((figure) => `${figure.name}${figure.sideEffecting ? ' (side-effecting)' : ''} ${fixed(figure.transactions, 2)}`).join(', ')}.`,
    ],
  };
}

function nameOf(figure) {
  return figure.sideEffecting ? `${labelOf(figure.name)}, side-effecting step` : labelOf(figure.name);
}
