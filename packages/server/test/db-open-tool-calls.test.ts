import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type Database, hasOpenStatus } from '../src/db/index.js';
import { openStatusesAllowing } from '../src/orchestrator/tool-call-transitions.js';

const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const lookup = (condition: ReturnType<typeof hasOpenStatus>) =>
  db.selectFrom('tool_calls').select('id').where('task_id', '=', 1).where(condition).compile();

describe('a lookup of calls by open status', () => {
  it('carries the open-calls index condition term for term, then the statuses asked for', () => {
    const { sql, parameters } = lookup(hasOpenStatus('status', ['PENDING_APPROVAL']));
    expect(sql).toContain(
      `"status" in ('PENDING_APPROVAL', 'APPROVED', 'EXECUTING', 'UNCERTAIN') and "status" in ('PENDING_APPROVAL')`,
    );
    expect(parameters).toEqual([1]);
  });

  it('asks for every status an event may happen in, each of them open', () => {
    expect(openStatusesAllowing('rejected').length).toBeGreaterThan(0);
    const { sql } = lookup(hasOpenStatus('tool_calls.status', openStatusesAllowing('rejected')));
    expect(sql).toContain(
      `"tool_calls"."status" in ('PENDING_APPROVAL', 'APPROVED', 'EXECUTING', 'UNCERTAIN') and`,
    );
  });

  it('takes at least one status, and by its type only statuses a call can leave', () => {
    expect(() => hasOpenStatus('status', [])).toThrow('at least one');
    // @ts-expect-error a completed call is not open: with the open condition it would find nothing
    const ended = lookup(hasOpenStatus('status', ['COMPLETED'])).sql;
    expect(ended).toContain(`and "status" in ('COMPLETED')`);
  });
});
