/**
 * A stop names the run it is meant for (its lease owner), never just the task: a stop that
 * reaches another process late, after the task has started a new run there, leaves that new run
 * alone, while a stop of the run in progress still cancels its model request. A stop whose signal
 * was lost while the listener was away takes effect once it is back.
 */
import { emptyUsage, type LlmDriver, LlmError, type LlmRequest, type LlmResponse } from '@spora/sdk';
import { describe, expect, it } from 'vitest';
import type { QueueSignal, QueueSignalHandlers } from '../../src/worker/queue-signal.js';
import { testEngines } from '../support/test-databases.js';
import { openLoopHarness, otherWorker } from '../support/test-orchestrator.js';

/** Answers at once until `hold()`; then each request waits for `release()` or its abort. */
class HeldModel implements LlmDriver {
  readonly providerName = 'held';
  readonly modelName = 'held-model';
  readonly aborted: number[] = [];
  started = 0;
  private holding = false;
  private releases: (() => void)[] = [];

  hold(): void {
    this.holding = true;
  }

  release(): void {
    this.holding = false;
    for (const release of this.releases.splice(0)) release();
  }

  async complete(_request: LlmRequest, signal: AbortSignal): Promise<LlmResponse> {
    this.started += 1;
    const call = this.started;
    if (this.holding) {
      await new Promise<void>((resolve, reject) => {
        this.releases.push(resolve);
        signal.addEventListener(
          'abort',
          () => {
            this.aborted.push(call);
            reject(new LlmError('ABORTED', 'The request was aborted.'));
          },
          { once: true },
        );
      });
    }
    const text = `answer ${call}`;
    return {
      text,
      toolCalls: [],
      blocks: [{ type: 'text', text }],
      usage: { ...emptyUsage, provider: 'unknown' },
      finishReason: 'stop',
      model: this.modelName,
      responseId: null,
    };
  }
}

/** A queue signal whose deliveries the test makes, when it chooses (a late notification). */
function handDeliveredSignal(): QueueSignal & { handlers(): QueueSignalHandlers } {
  let handlers: QueueSignalHandlers | null = null;
  return {
    notify() {},
    notifyStopped() {},
    async listen(given) {
      handlers = given;
      return async () => {};
    },
    close() {},
    handlers() {
      if (!handlers) throw new Error('the worker is not listening');
      return handlers;
    },
  };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe.each(testEngines)('stop signals on $name', (engine) => {
  it('a late stop sent by continue on a finished task leaves the new run alone', async () => {
    const model = new HeldModel();
    const stops: string[] = [];
    const api = await openLoopHarness(engine, 'worker', () => model, {
      withoutWorker: true,
      onStopped: (owner) => stops.push(owner),
    });
    const signal = handDeliveredSignal();
    const db = api.test.platform.database;
    const worker = otherWorker({
      db: db.db,
      engine: db.engine,
      tools: api.test.platform.tools,
      model,
      leaseTtlMs: 60_000,
      pollIntervalMs: 20,
      processId: 'worker-process',
    });
    try {
      await worker.start(signal);
      const agent = await api.agent();
      const task = await api.orchestrator.start(agent.id, 'First');
      await api.waitFor(task.id, (current) => current.status === 'COMPLETED');
      model.hold();
      await api.orchestrator.continue(task.id, 'Again');
      await until(() => model.started === 2);
      // The notifications the continue sent arrive only now, while the new run holds the task.
      for (const owner of stops) signal.handlers().stopped(owner);
      model.release();
      const done = await api.waitFor(task.id, (current) => current.status === 'COMPLETED');
      expect(done.final_response).toBe('answer 2');
      expect(model.aborted).toEqual([]);
    } finally {
      model.release();
      await worker.stop();
      await api.dispose();
    }
  });

  it('an abort whose signal was lost while the listener was away cancels the run once it reconnects', async () => {
    const model = new HeldModel();
    const api = await openLoopHarness(engine, 'worker', () => model, { withoutWorker: true });
    const signal = handDeliveredSignal();
    const db = api.test.platform.database;
    // Renews every 20 s: the heartbeat cannot be what cancels the run within the test.
    const worker = otherWorker({
      db: db.db,
      engine: db.engine,
      tools: api.test.platform.tools,
      model,
      leaseTtlMs: 60_000,
      pollIntervalMs: 20,
      processId: 'worker-process',
    });
    try {
      await worker.start(signal);
      model.hold();
      const agent = await api.agent();
      const held = await api.orchestrator.start(agent.id, 'Still wanted');
      const aborted = await api.orchestrator.start(agent.id, 'Aborted unheard');
      await until(() => model.started === 2);
      await api.orchestrator.abort(aborted.id);
      signal.handlers().reconnected();
      await until(() => model.aborted.length === 1);
      model.release();
      await worker.idle();
      expect((await api.orchestrator.getTask(aborted.id)).status).toBe('ABORTED');
      // The run that still held its task was left alone.
      expect((await api.orchestrator.getTask(held.id)).status).toBe('COMPLETED');
      expect(model.aborted).toHaveLength(1);
    } finally {
      model.release();
      await worker.stop();
      await api.dispose();
    }
  });

  it('an abort names the run in progress, and its model request is cancelled', async () => {
    const model = new HeldModel();
    const stops: string[] = [];
    const api = await openLoopHarness(engine, 'worker', () => model, {
      withoutWorker: true,
      onStopped: (owner) => stops.push(owner),
    });
    const signal = handDeliveredSignal();
    const db = api.test.platform.database;
    const worker = otherWorker({
      db: db.db,
      engine: db.engine,
      tools: api.test.platform.tools,
      model,
      leaseTtlMs: 60_000,
      pollIntervalMs: 20,
      processId: 'worker-process',
    });
    try {
      await worker.start(signal);
      model.hold();
      const agent = await api.agent();
      const task = await api.orchestrator.start(agent.id, 'Slow');
      await until(() => model.started === 1);
      const running = await api.orchestrator.getTask(task.id);
      await api.orchestrator.abort(task.id);
      expect(stops).toEqual([running.lease_owner]);
      for (const owner of stops) signal.handlers().stopped(owner);
      await worker.idle();
      expect(model.aborted).toEqual([1]);
      expect((await api.orchestrator.getTask(task.id)).status).toBe('ABORTED');
    } finally {
      model.release();
      await worker.stop();
      await api.dispose();
    }
  });
});
