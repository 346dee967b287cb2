/**
 * The migration that indexes a task's open calls only: afterwards the calls by status are indexed
 * while open and not once ended; undone, every call is indexed by status again.
 */
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import * as openCallsIndex from '../src/db/migrations/0037-open-calls-index.js';
import { databasePerTest } from './support/database-per-test.js';
import { tableIndexes } from './support/table-indexes.js';
import { testEngines } from './support/test-databases.js';

describe.each(testEngines)('the open-calls index migration on $name', (engine) => {
  const database = databasePerTest(engine, 'migrated');

  const toolCallIndexes = () => tableIndexes(database.connection, 'tool_calls');

  it('indexes the open calls by task and status, and undoes to the index of every call', async () => {
    const after = await toolCallIndexes();
    expect(after.has('tool_calls_task_status')).toBe(false);
    const open = after.get('tool_calls_task_open') ?? '';
    for (const status of ['PENDING_APPROVAL', 'APPROVED', 'EXECUTING', 'UNCERTAIN'])
      expect(open).toContain(status);
    expect(open).not.toMatch(/COMPLETED|FAILED|REJECTED|INTERRUPTED/);

    await openCallsIndex.down(database.connection.db as unknown as Kysely<unknown>);
    const undone = await toolCallIndexes();
    expect(undone.has('tool_calls_task_open')).toBe(false);
    expect(undone.get('tool_calls_task_status')).toMatch(/task_id.*status/);
    expect(undone.get('tool_calls_task_status')).not.toMatch(/where/i);

    await openCallsIndex.up(database.connection.db as unknown as Kysely<unknown>);
    expect([...(await toolCallIndexes()).keys()].sort()).toEqual([...after.keys()].sort());
  });
});
