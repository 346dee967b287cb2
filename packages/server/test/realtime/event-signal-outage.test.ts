/**
 * The live-event listener outlives a PostgreSQL outage: it listens again within a second of the
 * database letting connections in, and every subscriber then reads its log again, since wake-ups
 * sent meanwhile were lost.
 */
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/index.js';
import { createLogger } from '../../src/logging/logger.js';
import { createEventSignal } from '../../src/realtime/event-signal.js';
import { LocalSubscribers } from '../../src/realtime/local-subscribers.js';
import { startOutage, untilListening } from '../support/database-outage.js';
import { testEngines } from '../support/test-databases.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testEngines)('live-event listener outage on $name', (engine) => {
  it.runIf(engine.name === 'postgres')(
    'listens again within a second of the database, and wakes every subscriber',
    { timeout: 30_000 },
    async () => {
      const database = await engine.createMigrated();
      const connection = openDatabase(database.location, { onConnectionError: () => {} });
      const subscribers = new LocalSubscribers();
      let wakes = 0;
      subscribers.add(1, { wake: () => wakes++, textDelta() {}, close() {} });
      const signal = createEventSignal(
        database.location,
        connection.db,
        subscribers,
        createLogger('silent', false),
      );
      try {
        if (database.location.kind !== 'postgres') throw new Error('PostgreSQL only');
        const { url } = database.location;
        await signal.ready();
        const outage = await startOutage(url);
        // Longer than the first reconnection waits together (250 ms, then 500 ms, 1 s, 2 s when
        // they doubled up to 5 s).
        await sleep(4_000);
        await outage.end();
        expect(await untilListening(url, 'live-event listener', 1)).toBeLessThan(1_000);
        await expect.poll(() => wakes).toBeGreaterThan(0);
      } finally {
        await signal.close();
        await connection.close();
        await database.dispose();
      }
    },
  );
});
