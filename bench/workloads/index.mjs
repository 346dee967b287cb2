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

export const workloads = [
  { module: stepOverhead, systems: (selected) => selected },
  { module: historyGrowth, systems: (selected) => selected.filter((name) => historyGrowth.supports(name)) },
  { module: workPerStep, systems: (selected) => selected.filter((name) => workPerStep.supports(name)) },
  { module: concurrency, systems: (selected) => selected },
  { module: approval, systems: (selected) => selected.filter((name) => name.startsWith('spora-')) },
  { module: inboxScale, systems: (selected) => selected.filter((name) => name.startsWith('spora-')) },
  { module: sseFanout, systems: (selected) => selected.filter((name) => name === 'spora-sqlite') },
  { module: workerScale, systems: (selected) => selected.filter((name) => name === 'spora-postgres') },
  { module: coldStart, systems: (selected) => selected.filter((name) => name.startsWith('spora-')) },
  { module: profile, systems: (selected) => selected.filter((name) => name === 'spora-sqlite') },
];
