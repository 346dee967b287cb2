import { generate } from 'otplib';
import { expect } from 'vitest';
import type { ApiUser } from './test-api.js';

/** A code for the time step `steps` after now; each step in a test uses a new one, as replays are refused. */
export function codeAt(secret: string, steps: number): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** Enrols an authenticator app for `user` through the API; answers its secret and recovery codes. */
export async function enrolSecondFactor(user: ApiUser): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await user.request('POST', '/api/v1/auth/two-factor/totp', {});
  expect(started.statusCode).toBe(200);
  const { secret } = started.json().data;
  const confirmed = await user.request('POST', '/api/v1/auth/two-factor/totp/confirm', {
    code: await codeAt(secret, 0),
  });
  expect(confirmed.statusCode).toBe(200);
  return { secret, recoveryCodes: confirmed.json().data.recovery_codes };
}
