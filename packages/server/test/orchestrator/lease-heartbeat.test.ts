/** Renewing a lease while work runs, and giving the work up when the lease is lost or lapses. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLeaseHeartbeat } from '../../src/orchestrator/index.js';

describe('the lease heartbeat', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const leaseTtlMs = 60_000;

  function heartbeat(renew: () => Promise<boolean>) {
    const controller = new AbortController();
    const failures: unknown[] = [];
    const stop = startLeaseHeartbeat({
      renew,
      leaseTtlMs,
      controller,
      onRenewalError: (error) => failures.push(error),
    });
    return { controller, failures, stop };
  }

  it('renews every third of the lease and aborts the work once the lease is lost', async () => {
    const answers = [true, true, false];
    const renew = vi.fn(async () => answers.shift() ?? false);
    const { controller, stop } = heartbeat(renew);
    await vi.advanceTimersByTimeAsync(2 * 20_000);
    expect(renew).toHaveBeenCalledTimes(2);
    expect(controller.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(controller.signal.reason).toEqual(new Error('lease lost'));
    stop();
  });

  it('rides out renewals that fail for less than a lease', async () => {
    const answers: (boolean | Error)[] = [
      new Error('timeout'),
      new Error('timeout'),
      true,
      new Error('timeout'),
      true,
    ];
    const { controller, failures, stop } = heartbeat(async () => {
      const answer = answers.shift() ?? true;
      if (answer instanceof Error) throw answer;
      return answer;
    });
    await vi.advanceTimersByTimeAsync(5 * 20_000);
    // Two streaks of failures (at 20 s and its retry, at 40 s), each reported once.
    expect(failures).toHaveLength(2);
    expect(controller.signal.aborted).toBe(false);
    stop();
  });

  it('aborts the work once renewals have failed for a whole lease, before another process may take it', async () => {
    const { controller, failures, stop } = heartbeat(() =>
      Promise.reject(new Error('the database is unreachable')),
    );
    await vi.advanceTimersByTimeAsync(2 * 20_000);
    expect(controller.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(20_000);
    // One streak of failures, reported once though retried every half second.
    expect(failures).toHaveLength(1);
    expect(controller.signal.reason).toEqual(new Error('lease could not be renewed'));
    stop();
  });

  it('after a failed renewal tries again every half second, so an abort made meanwhile is noticed at once', async () => {
    // The database is away from 19 s to 29 s; the task was aborted during that time.
    const start = Date.now();
    const renew = vi.fn(async () => {
      const now = Date.now() - start;
      if (now >= 19_000 && now < 29_000) throw new Error('the database is unreachable');
      return now < 19_000;
    });
    const { controller, failures, stop } = heartbeat(renew);
    await vi.advanceTimersByTimeAsync(28_999);
    expect(controller.signal.aborted).toBe(false);
    expect(failures).toHaveLength(1);
    // Within half a second of the database answering, long before the next beat at 40 s.
    await vi.advanceTimersByTimeAsync(501);
    expect(controller.signal.reason).toEqual(new Error('lease lost'));
    stop();
  });

  it('retries nothing once stopped', async () => {
    const renew = vi.fn(() => Promise.reject(new Error('the database is unreachable')));
    const { stop } = heartbeat(renew);
    await vi.advanceTimersByTimeAsync(20_000);
    stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('stops renewing when told to', async () => {
    const renew = vi.fn(async () => true);
    const { stop } = heartbeat(renew);
    await vi.advanceTimersByTimeAsync(20_000);
    stop();
    await vi.advanceTimersByTimeAsync(5 * 20_000);
    expect(renew).toHaveBeenCalledTimes(1);
  });
});
