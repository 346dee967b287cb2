// The workloads in the order they run; each says which of the selected systems it measures.
import * as concurrency from './concurrency.mjs';
import * as historyGrowth from './history-growth.mjs';
import * as stepOverhead from './step-overhead.mjs';
import * as workPerStep from './work-per-step.mjs';

export const workloads = [
  { module: stepOverhead, systems: (selected) => selected },
  { module: historyGrowth, systems: (selected) => selected.filter((name) => historyGrowth.supports(name)) },
  { module: workPerStep, systems: (selected) => selected.filter((name) => workPerStep.supports(name)) },
  { module: concurrency, systems: (selected) => selected },
];
