import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAccountRule, signInAddressRule } from '../../src/accounts/index.js';
import { openTestApi, type TestApi, testPassword } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

const wrongPassword = 'not the password at all';

describe.each(testEngines)('sign-in limits on $name', (engine) => {
  let api: TestApi;

  beforeEach(async () => {
    api = await openTestApi(engine);
  });

  afterEach(async () => {
    await api.dispose();
  });

  /** One sign-in attempt from `address`, with the device cookie when given one. */
  function attempt(
    email: string,
    password: string,
    options: { address?: string; device?: string } = {},
  ): Promise<LightMyRequestResponse> {
    return api.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: options.address ?? '203.0.113.7',
      payload: { email, password },
      headers: options.device === undefined ? {} : { cookie: `spora_device=${options.device}` },
    });
  }

  function deviceOf(response: LightMyRequestResponse): string {
    const cookie = response.cookies.find((entry) => entry.name === 'spora_device');
    if (!cookie) throw new Error('sign-in set no device cookie');
    return cookie.value;
  }

  async function account(email: string): Promise<void> {
    await api.platform.accounts.create({ email, password: testPassword });
  }

  it('is not reset by the attacker signing in to their own account between guesses', async () => {
    await account('victim@example.test');
    await account('attacker@example.test');
    const statuses: number[] = [];
    // 30 requests: after every fourth guess at the victim, one good sign-in of the attacker's own.
    for (let request = 1; request <= 30; request += 1) {
      const response =
        request % 5 === 0
          ? await attempt('attacker@example.test', testPassword)
          : await attempt('victim@example.test', wrongPassword);
      if (request % 5 !== 0) statuses.push(response.statusCode);
    }
    expect(statuses).toHaveLength(24);
    expect(statuses.slice(0, signInAccountRule.limit)).toEqual(Array(signInAccountRule.limit).fill(401));
    expect(statuses.slice(signInAccountRule.limit)).toEqual(Array(24 - signInAccountRule.limit).fill(429));
  });

  it('limits guesses spread over many accounts from one address, own sign-ins in between', async () => {
    await account('attacker@example.test');
    let device: string | undefined;
    const statuses: number[] = [];
    for (let request = 1; request <= 30; request += 1) {
      if (request % 5 === 0) {
        // Carrying the device cookie of the attacker's own account changes nothing for others.
        const own = await attempt('attacker@example.test', testPassword, device ? { device } : {});
        expect(own.statusCode).toBe(200);
        device = deviceOf(own);
      } else {
        const guess = await attempt(`target${request}@example.test`, wrongPassword, device ? { device } : {});
        statuses.push(guess.statusCode);
      }
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(signInAddressRule.limit);
    expect(statuses.slice(signInAddressRule.limit)).toEqual(Array(24 - signInAddressRule.limit).fill(429));
    const limited = await attempt('target99@example.test', wrongPassword);
    expect(limited.json().error.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts guesses at one account from many addresses', async () => {
    await account('victim@example.test');
    for (let guess = 0; guess < signInAccountRule.limit; guess += 1) {
      const response = await attempt('victim@example.test', wrongPassword, {
        address: `198.51.100.${guess}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const limited = await attempt('victim@example.test', testPassword, { address: '198.51.100.200' });
    expect(limited.statusCode).toBe(429);
  });

  it('lets people who signed in from their device before in while one client floods a shared address', async () => {
    await account('colleague@example.test');
    const earlier = await attempt('colleague@example.test', testPassword);
    const device = deviceOf(earlier);
    for (let guess = 0; guess <= signInAddressRule.limit; guess += 1) {
      await attempt(`someone${guess}@example.test`, wrongPassword);
    }
    expect((await attempt('newcomer@example.test', testPassword)).statusCode).toBe(429);
    const colleague = await attempt('colleague@example.test', testPassword, { device });
    expect(colleague.statusCode).toBe(200);
  });

  it('lets the owner in from a trusted device while their account is under attack', async () => {
    await account('victim@example.test');
    const device = deviceOf(await attempt('victim@example.test', testPassword, { address: '192.0.2.1' }));
    for (let guess = 0; guess <= signInAccountRule.limit; guess += 1) {
      await attempt('victim@example.test', wrongPassword, { address: `198.51.100.${guess}` });
    }
    expect((await attempt('victim@example.test', testPassword, { address: '192.0.2.1' })).statusCode).toBe(
      429,
    );
    const owner = await attempt('victim@example.test', testPassword, { address: '192.0.2.1', device });
    expect(owner.statusCode).toBe(200);
    // A device is trusted only for the account it signed in to.
    await account('other@example.test');
    for (let guess = 0; guess <= signInAccountRule.limit; guess += 1) {
      await attempt('other@example.test', wrongPassword, { address: `198.51.100.${guess}` });
    }
    expect((await attempt('other@example.test', testPassword, { device })).statusCode).toBe(429);
  });

  it('clears the account counter on success and leaves the address only its failures', async () => {
    await account('ada@example.test');
    await attempt('ada@example.test', wrongPassword);
    await attempt('ada@example.test', wrongPassword);
    expect((await attempt('ada@example.test', testPassword)).statusCode).toBe(200);
    const counters = await api.platform.database.db
      .selectFrom('rate_limit_counters')
      .select(['bucket', 'hits'])
      .where('bucket', 'like', 'login-a%')
      .execute();
    expect(counters).toEqual([{ bucket: 'login-address:203.0.113.7', hits: 2 }]);
  });

  it('sets the device cookie HttpOnly and SameSite=Strict, on the auth routes only', async () => {
    await account('ada@example.test');
    const response = await attempt('ada@example.test', testPassword);
    const cookie = response.cookies.find((entry) => entry.name === 'spora_device');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' });
    expect(cookie?.value).not.toBe('');
  });
});
