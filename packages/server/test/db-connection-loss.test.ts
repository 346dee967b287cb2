/**
 * A lost connection is told from a failed statement by error codes and by the connection an
 * error came from; only lost connections are tried again, and never a write that may have
 * committed.
 */
import { describe, expect, it } from 'vitest';
import { markConnectionLoss } from '../src/db/connection-loss.js';
import { isConnectionLoss, retryAfterConnectionLoss } from '../src/db/index.js';

const withCode = (code: string) => Object.assign(new Error('message text is not read'), { code });

describe('connection loss', () => {
  it('is a socket error, a PostgreSQL connection code, or an error a broken connection reported', () => {
    expect(isConnectionLoss(withCode('ECONNREFUSED'))).toBe(true);
    expect(isConnectionLoss(withCode('08006'))).toBe(true);
    expect(isConnectionLoss(withCode('57P01'))).toBe(true);
    const terminated = new Error('Connection terminated unexpectedly');
    expect(isConnectionLoss(terminated)).toBe(false);
    markConnectionLoss(terminated);
    expect(isConnectionLoss(terminated)).toBe(true);
    expect(isConnectionLoss(withCode('23505'))).toBe(false);
    expect(isConnectionLoss(new Error('connection refused'))).toBe(false);
    expect(isConnectionLoss('ECONNREFUSED')).toBe(false);
  });

  it('retries a lost connection until it works', async () => {
    let attempts = 0;
    const retried: unknown[] = [];
    const result = await retryAfterConnectionLoss(
      async () => {
        attempts += 1;
        if (attempts < 3) throw withCode('ECONNRESET');
        return 'written';
      },
      { forMs: 5_000, onRetry: (error) => retried.push(error) },
    );
    expect(result).toBe('written');
    expect(attempts).toBe(3);
    expect(retried).toHaveLength(2);
  });

  it('throws other failures, and a write that may have committed, at once', async () => {
    let attempts = 0;
    const constraint = withCode('23505');
    await expect(
      retryAfterConnectionLoss(
        async () => {
          attempts += 1;
          throw constraint;
        },
        { forMs: 5_000 },
      ),
    ).rejects.toBe(constraint);
    expect(attempts).toBe(1);
    const lost = withCode('ECONNRESET');
    await expect(
      retryAfterConnectionLoss(
        async () => {
          attempts += 1;
          throw lost;
        },
        { forMs: 5_000, mayRetry: () => false },
      ),
    ).rejects.toBe(lost);
    expect(attempts).toBe(2);
  });

  it('gives up once its window has passed', async () => {
    let attempts = 0;
    const lost = withCode('ECONNREFUSED');
    await expect(
      retryAfterConnectionLoss(
        async () => {
          attempts += 1;
          throw lost;
        },
        { forMs: 250 },
      ),
    ).rejects.toBe(lost);
    expect(attempts).toBeGreaterThan(1);
  });
});
