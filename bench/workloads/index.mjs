// The workloads in the order they run; each says which of the selected systems it measures.
import * as approval from './approval.mjs';
import * as coldStart from './cold-start.mjs';
import * as concurrency from './concurrency.mjs';
import * as historyGrowth from './history-growth.mjs';
import * as inboxScale from './inbox-scale.mjs';
import * as profile from './profile.mjs';
import * as sseFanout from './sse-fanout.mjs';
import * as stepOverhead from './step-overhead.mjs';
import * as workPerStep from './work-per-step.mjs';
import * as workerScale from './worker-scale.mjs';

// Tracing is measured where it costs: per step and per statement, beside the same system untraced.
const untraced = (name) => !name.endsWith('-traced');

export const workloads = [
  { module: stepOverhead, systems: (selected) => selected },
  {
    module: historyGrowth,
    systems: (selected) => selected.filter((name) => untraced(name) && historyGrowth.supports(name)),
  },
  { module: workPerStep, systems: (selected) => selected.filter((name) => workPerStep.supports(name)) },
  { module: concurrency, systems: (selected) => selected.filter(untraced) },
  {
    module: approval,
    systems: (selected) => selected.filter((name) => name.startsWith('spora-') && untraced(name)),
  },
  {
    module: inboxScale,
    systems: (selected) => selected.filter((name) => name.startsWith('spora-') && untraced(name)),
  },
  { module: sseFanout, systems: (selected) => selected.filter((name) => name === 'spora-sqlite') },
  { module: workerScale, systems: (selected) => selected.filter((name) => name === 'spora-postgres') },
  {
    module: coldStart,
    systems: (selected) => selected.filter((name) => name.startsWith('spora-') && untraced(name)),
  },
  {
    module: profile,
    systems: (selected) => selected.filter((name) => name === 'spora-sqlite' || name === 'spora-postgres'),
  },
];
