import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseConnection, openDatabase } from '../../src/db/index.js';
import { PlatformMetrics } from '../../src/telemetry/metrics.js';
import { parseExposition, sampleValue } from '../support/metrics-exposition.js';
import { type TestDatabase, testEngines } from '../support/test-databases.js';

describe.each(testEngines)('metrics while the database cannot be read, on $name', (engine) => {
  let database: TestDatabase;
  let connection: DatabaseConnection | null = null;

  afterEach(async () => {
    await connection?.close().catch(() => undefined);
    connection = null;
    await database.dispose();
  });

  it("still serves the process's own series, says the database is down, and warns once", async () => {
    database = await engine.createMigrated();
    connection = openDatabase(database.location);
    const warnings: string[] = [];
    const log = pino(
      { level: 'warn' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          warnings.push(JSON.parse(chunk.toString()).msg);
          done();
        },
      }),
    );
    const metrics = new PlatformMetrics({
      db: connection.db,
      reportsDatabase: true,
      liveSubscribers: () => 0,
      log,
    });
    const reachable = parseExposition((await metrics.exposition()).body);
    expect(sampleValue(reachable, 'spora_database_up')).toBe(1);
    expect(sampleValue(reachable, 'spora_tasks', { status: 'QUEUED' })).toBe(0);

    await connection.close();
    connection = null;
    for (let scrape = 0; scrape < 2; scrape += 1) {
      const samples = parseExposition((await metrics.exposition()).body);
      expect(sampleValue(samples, 'spora_database_up')).toBe(0);
      // The last figures read stay, beside the process's own series.
      expect(sampleValue(samples, 'spora_tasks', { status: 'QUEUED' })).toBe(0);
      // Present; its value is the CPU time since the registry began, which the kernel counts in
      // ticks, so a short test can read 0.
      expect(sampleValue(samples, 'process_cpu_user_seconds_total')).toBeGreaterThanOrEqual(0);
      expect(sampleValue(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    }
    expect(warnings).toEqual(['metrics could not read the database']);
  });
});
