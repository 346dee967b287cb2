/**
 * The migration that indexes a task's open calls only: afterwards the calls by status are indexed
 * while open and not once ended; undone, every call is indexed by status again.
 */
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseConnection, migrateToLatest, openDatabase } from '../src/db/index.js';
import * as openCallsIndex from '../src/db/migrations/0037-open-calls-index.js';
import { tableIndexes } from './support/table-indexes.js';
import { type TestDatabase, testEngines } from './support/test-databases.js';

describe.each(testEngines)('the open-calls index migration on $name', (engine) => {
  let testDatabase: TestDatabase;
  let connection: DatabaseConnection;

  beforeEach(async () => {
    testDatabase = await engine.create();
    connection = openDatabase(testDatabase.location);
    await migrateToLatest(connection.db, connection.engine);
  });

  afterEach(async () => {
    await connection.close();
    await testDatabase.dispose();
  });

  const toolCallIndexes = () => tableIndexes(connection, 'tool_calls');

  it('indexes the open calls by task and status, and undoes to the index of every call', async () => {
    const after = await toolCallIndexes();
    expect(after.has('tool_calls_task_status')).toBe(false);
    const open = after.get('tool_calls_task_open') ?? '';
    for (const status of ['PENDING_APPROVAL', 'APPROVED', 'EXECUTING', 'UNCERTAIN'])
      expect(open).toContain(status);
    expect(open).not.toMatch(/COMPLETED|FAILED|REJECTED|INTERRUPTED/);

    await openCallsIndex.down(connection.db as unknown as Kysely<unknown>);
    const undone = await toolCallIndexes();
    expect(undone.has('tool_calls_task_open')).toBe(false);
    expect(undone.get('tool_calls_task_status')).toMatch(/task_id.*status/);
    expect(undone.get('tool_calls_task_status')).not.toMatch(/where/i);

    await openCallsIndex.up(connection.db as unknown as Kysely<unknown>);
    expect([...(await toolCallIndexes()).keys()].sort()).toEqual([...after.keys()].sort());
  });
});
