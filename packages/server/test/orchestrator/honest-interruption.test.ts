/**
 * A stopped call is recorded as it really ended: one that never started is `not_started` and the
 * model is told it did not run; one that was running is `may_have_run` and the model is told it
 * may or may not have taken effect. Both stay INTERRUPTED.
 */
import { describe, expect, it } from 'vitest';
import { loadHistory } from '../../src/orchestrator/history.js';
import { testEngines } from '../support/test-databases.js';
import { useLoopHarness } from '../support/test-orchestrator.js';
import { executions } from '../support/test-tools.js';

describe.each(testEngines)('honest interruption on $name', (engine) => {
  const { harness, model } = useLoopHarness(engine, 'worker');

  it('tells a call that never started from one that may have run, in the record and to the model', async () => {
    const labels = ['a', 'b', 'c', 'd', 'e', 'f'];
    model.enqueue({
      toolCalls: labels.map((label) => ({ id: `call-${label}`, name: 'slow', arguments: { ms: 30_000 } })),
    });
    const agent = await harness.agent();
    const task = await harness.orchestrator.start(agent.id, 'Wait six times');
    await expect.poll(() => executions.length, { timeout: 5_000 }).toBe(4);
    await harness.orchestrator.abort(task.id);
    await harness.worker?.idle();

    const calls = await harness.test.platform.database.db
      .selectFrom('tool_calls')
      .select(['provider_call_id', 'status', 'interruption', 'result_content'])
      .where('task_id', '=', task.id)
      .orderBy('call_index')
      .execute();
    expect(calls.map((call) => [call.status, call.interruption])).toEqual([
      ...labels.slice(0, 4).map(() => ['INTERRUPTED', 'may_have_run']),
      ...labels.slice(4).map(() => ['INTERRUPTED', 'not_started']),
    ]);
    const toolRows = (await loadHistory(harness.test.platform.database.db, task.id)).filter(
      (entry) => entry.role === 'tool',
    );
    expect(toolRows).toHaveLength(6);
    for (const [index, row] of toolRows.entries()) {
      const told = JSON.stringify(row);
      if (index < 4) expect(told).toContain('may or may not have taken effect');
      else expect(told).toContain('before this call ran');
    }
  });
});
