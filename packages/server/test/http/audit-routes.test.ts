/**
 * `GET /api/v1/audit/decisions`: members read only the decisions on their own agents' tasks,
 * administrators all; filters; JSON Lines and CSV exports; and no route that changes a row.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Task, ToolCall } from '../../src/db/index.js';
import { recordDecisions } from '../../src/orchestrator/tool-call-decisions.js';
import { recordApprovals, seedPendingCalls } from '../support/decision-seed.js';
import { type ApiUser, openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

const url = '/api/v1/audit/decisions';

interface Listed {
  data: { decisions: { id: number; task_id: number; decision: string; reason: string | null }[] };
}

function rejectWithReason(db: Kysely<Database>, task: Task, call: ToolCall, reason: string) {
  return db.transaction().execute((trx) =>
    recordDecisions(trx, [{ call, decision: 'reject', reason, runArguments: null }], {
      task,
      via: 'per_call',
      channel: 'ui',
      decidedBy: task.user_id,
      at: '2026-02-01T00:00:00.000Z',
    }),
  );
}

describe.each(testEngines)('the decision record API on $name', (engine) => {
  let api: TestApi;
  let alice: ApiUser;
  let bob: ApiUser;
  let admin: ApiUser;
  let aliceTask: Task;
  let bobTask: Task;

  beforeAll(async () => {
    api = await openTestApi(engine);
    [alice, bob, admin] = [await api.signUp(), await api.signUp(), await api.signUp({ role: 'admin' })];
    const db = api.platform.database.db;
    const aliceSeed = await seedPendingCalls(db, 3, alice.id);
    const bobSeed = await seedPendingCalls(db, 1, bob.id);
    aliceTask = aliceSeed.task;
    bobTask = bobSeed.task;
    await recordApprovals(db, aliceTask, aliceSeed.calls.slice(0, 2));
    await recordApprovals(db, bobTask, bobSeed.calls);
    const [rejected] = aliceSeed.calls.slice(2);
    if (rejected) await rejectWithReason(db, aliceTask, rejected, 'Too "risky", sorry\nsee ticket');
  });

  afterAll(() => api.dispose());

  const ids = (response: { json(): unknown }) =>
    (response.json() as Listed).data.decisions.map((d) => d.task_id);

  it('shows a member only the decisions on their own tasks, an administrator all', async () => {
    expect(ids(await alice.request('GET', url))).toEqual([aliceTask.id, aliceTask.id, aliceTask.id]);
    expect(ids(await bob.request('GET', url))).toEqual([bobTask.id]);
    expect(ids(await bob.request('GET', `${url}?task_id=${aliceTask.id}`))).toEqual([]);
    expect((await bob.request('GET', `${url}?agent_id=${aliceTask.agent_id}&format=jsonl`)).body).toBe('');
    const all = await admin.request('GET', `${url}?per_page=2&page=2`);
    expect(all.json()).toMatchObject({
      data: {
        decisions: [{ task_id: bobTask.id }, { task_id: aliceTask.id }],
        pagination: { page: 2, per_page: 2, total: 4, last_page: 2 },
      },
    });
    const bobsExport = await bob.request('GET', `${url}?format=csv&task_id=${aliceTask.id}`);
    expect(bobsExport.body.trim().split('\r\n')).toHaveLength(1);
  });

  it('filters by agent, task, outcome and time', async () => {
    const outcome = await admin.request('GET', `${url}?outcome=reject`);
    expect((outcome.json() as Listed).data.decisions).toEqual([
      expect.objectContaining({ task_id: aliceTask.id, reason: 'Too "risky", sorry\nsee ticket' }),
    ]);
    expect(ids(await admin.request('GET', `${url}?agent_id=${bobTask.agent_id}`))).toEqual([bobTask.id]);
    expect(ids(await admin.request('GET', `${url}?task_id=${aliceTask.id}&outcome=approve`))).toHaveLength(2);
    // Bounds in any offset compare as instants: the rejection is at 2026-02-01T00:00Z.
    expect(ids(await admin.request('GET', `${url}?from=2026-02-01T01:00:00%2B01:00`))).toEqual([
      aliceTask.id,
    ]);
    expect(ids(await admin.request('GET', `${url}?to=2026-02-01T00:00:00Z`))).toHaveLength(3);
    expect((await admin.request('GET', `${url}?outcome=maybe`)).statusCode).toBe(422);
    expect((await admin.request('GET', `${url}?from=2026-06-30T23:59:60Z`)).statusCode).toBe(422);
  });

  it('exports JSON Lines and CSV with a header and quoting', async () => {
    const jsonl = await alice.request('GET', `${url}?format=jsonl`);
    expect(jsonl.statusCode).toBe(200);
    expect(jsonl.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    const lines = jsonl.body
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => line.sequence)).toEqual([1, 2, 4]);
    expect(lines[2]).toMatchObject({ decision: 'reject', run_digest: null, channel: 'ui' });

    const csv = await alice.request('GET', `${url}?format=csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="decisions.csv"');
    const [header, ...rows] = csv.body.split('\r\n');
    expect(header).toBe(
      'id,sequence,task_id,tool_call_id,agent_id,user_id,operation,decision,via,channel,decided_by,decided_by_rule,reason,proposed_digest,run_digest,decided_at,prev_hash,row_hash',
    );
    expect(rows).toHaveLength(4); // three records and the empty string after the last line break
    expect(rows[2]).toContain(',reject,per_call,ui,');
    expect(rows[2]).toContain(`,,"Too ""risky"", sorry\nsee ticket",`);
  });

  it('has no route that changes or deletes a row', async () => {
    const document = (await api.anonymous('GET', '/api/v1/openapi.json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const auditPaths = Object.entries(document.paths).filter(([path]) => path.startsWith('/api/v1/audit'));
    // The retention period is a setting: rows leave only through the retention job, which archives
    // whole ranges and records them (decision-record-retention.test.ts).
    expect(auditPaths.map(([path, methods]) => [path, Object.keys(methods)])).toEqual([
      ['/api/v1/audit/decisions', ['get']],
      ['/api/v1/audit/retention', ['get', 'put']],
    ]);
    for (const method of ['DELETE', 'PATCH', 'PUT', 'POST'] as const) {
      expect((await admin.request(method, url, {})).statusCode).toBe(404);
    }
  });
});
