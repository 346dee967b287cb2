// A process runs its first few thousand steps slower than the rest, while V8 tiers its hot code
// up: floor-memory took 1.55 ms a step in its first 250 steps and 0.47–0.53 from about the 2,500th
// on, and a second floor-memory process against the same, already warm fake LLM started as slowly
// (a busy loop on the core beforehand changed nothing). A figure taken before that measures the
// warm-up, not the loop, and compresses every ratio towards 1.

/** Steps each system runs before anything is measured, per mode. */
export const warmUpSteps = { smoke: 0, quick: 3000, full: 3000 };

const stepsPerTask = 50;
const tasksPerBatch = 5;

/**
 * Runs `steps` tool steps on every system in batches that take turns, so the fake LLM warms with
 * them; Spora systems run their side-effecting step as well, which has code paths of its own.
 */
export async function warmUp(systems, { steps, sideEffectingSystems = new Set(), log }) {
  const batches = Math.ceil(steps / (stepsPerTask * tasksPerBatch));
  for (let batch = 0; batch < batches; batch++) {
    for (const system of systems) {
      await system.call('run', { tasks: tasksPerBatch, steps: stepsPerTask });
      if (sideEffectingSystems.has(system.name))
        await system.call('run', { tasks: tasksPerBatch, steps: stepsPerTask, sideEffecting: true });
    }
  }
  if (batches > 0) log(`warmed up: ${batches * stepsPerTask * tasksPerBatch} steps per system`);
}
