// The workloads in the order they run; each says which of the selected systems it measures.
import * as stepOverhead from './step-overhead.mjs';

export const workloads = [{ module: stepOverhead, systems: (selected) => selected }];
