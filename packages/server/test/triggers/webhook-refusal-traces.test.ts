/**
 * What deliveries leave behind besides their tasks, on every engine: a flood beyond the rate limit
 * is answered 429 each time but listed once a minute, so a leaked URL cannot grow the delivery log
 * without bound; and the request log names a hook's URL by its token's start only, never the whole
 * token (the credential of a hook without signatures).
 */
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiApp, buildHttpApp } from '../../src/http/index.js';
import { Webhooks } from '../../src/triggers/index.js';
import { createAgent, createUser } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import { openTestPlatform, type TestPlatform } from '../support/test-platform.js';

describe.each(testEngines)('traces of webhook deliveries on $name', (engine) => {
  let test: TestPlatform | null = null;
  let app: ApiApp | null = null;

  afterEach(async () => {
    await app?.close();
    app = null;
    await test?.dispose();
    test = null;
  });

  async function open() {
    test = await openTestPlatform(engine);
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    app = await buildHttpApp({ ...test.platform, logger });
    const { db } = test.platform.database;
    const owner = await createUser(db);
    const agent = await createAgent(db, owner.id, { name: 'Flooded' });
    const hooks = new Webhooks(db, test.platform.encryption);
    const created = await hooks.create(
      agent.id,
      { name: 'Open', verify_signature: false, rate_limit_per_minute: 2 },
      owner.id,
    );
    const token = created.token ?? '';
    const deliver = (index: number) =>
      (app as ApiApp).inject({
        method: 'POST',
        url: `/hooks/${token}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ index }),
      });
    const listed = async () =>
      (await hooks.deliveries(agent.id, created.webhook.id, { limit: 100, offset: 0 })).deliveries;
    return { lines, token, deliver, listed };
  }

  it('answers every delivery beyond the rate limit with 429, and lists only the first of the minute', async () => {
    const { deliver, listed } = await open();
    const statuses: number[] = [];
    for (let index = 0; index < 8; index += 1) statuses.push((await deliver(index)).statusCode);
    expect(statuses).toEqual([202, 202, 429, 429, 429, 429, 429, 429]);
    const deliveries = await listed();
    expect(deliveries.map((delivery) => delivery.outcome).sort()).toEqual([
      'refused',
      'task_started',
      'task_started',
    ]);
    expect(deliveries.find((delivery) => delivery.outcome === 'refused')).toMatchObject({
      refusal_code: 'TOO_MANY_REQUESTS',
    });
  });

  it("logs a delivery's request without its URL token", async () => {
    const { lines, token, deliver } = await open();
    expect((await deliver(1)).statusCode).toBe(202);
    const requestLines = lines.filter((line) => line.includes('"incoming request"'));
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toContain(`/hooks/${token.slice(0, 6)}…`);
    expect(lines.join('\n')).not.toContain(token);
  });
});
