import { afterEach, beforeEach } from 'vitest';
import type { DatabaseLocation } from '../../src/config/index.js';
import { type DatabaseConnection, type OpenDatabaseOptions, openDatabase } from '../../src/db/index.js';
import type { TestDatabase, TestEngine } from './test-databases.js';

/** The running test's own database, opened. */
export interface DatabasePerTest {
  readonly connection: DatabaseConnection;
  readonly location: DatabaseLocation;
}

/**
 * Gives each test of the suite it is called in a database of its own: created before the test
 * (empty, or from the migrated template) and opened with `options`, closed and dropped after it.
 * Hooks the suite registers later run after the database is open.
 */
export function databasePerTest(
  engine: TestEngine,
  start: 'empty' | 'migrated',
  options: OpenDatabaseOptions = {},
): DatabasePerTest {
  let current: { database: TestDatabase; connection: DatabaseConnection } | undefined;
  beforeEach(async () => {
    const database = start === 'migrated' ? await engine.createMigrated() : await engine.create();
    current = { database, connection: openDatabase(database.location, options) };
  });
  afterEach(async () => {
    const open = current;
    current = undefined;
    await open?.connection.close();
    await open?.database.dispose();
  });
  const opened = () => {
    if (current === undefined) throw new Error('the test database is open only while a test runs');
    return current;
  };
  return {
    get connection() {
      return opened().connection;
    },
    get location() {
      return opened().database.location;
    },
  };
}
