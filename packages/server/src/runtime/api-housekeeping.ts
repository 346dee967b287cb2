import type { Platform } from './platform-interface.js';

const intervalMs = 15 * 60_000;

export interface Housekeeping {
  stop(): void;
}

/**
 * Removes expired sessions, rate-limit windows and e-mail tokens now and then, so those tables stay small. Any
 * number of API processes may do this at once: the deletes are idempotent.
 */
export function startApiHousekeeping(
  platform: Pick<Platform, 'sessions' | 'rateLimiter' | 'email' | 'logger'>,
): Housekeeping {
  const sweep = async () => {
    try {
      await platform.sessions.purgeExpired();
      await platform.rateLimiter.purgeExpired();
      await platform.email.tokens.purgeExpired();
    } catch (error) {
      platform.logger.warn({ err: error }, 'removing expired sessions failed; will retry');
    }
  };
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  void sweep();
  return { stop: () => clearInterval(timer) };
}
