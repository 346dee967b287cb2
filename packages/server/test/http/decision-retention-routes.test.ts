import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiUser, openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

/** `/audit/retention`: administrators set the decision record's retention; nobody deletes rows here. */
describe.each(testEngines)('decision record retention routes on $name', (engine) => {
  let api: TestApi;
  let admin: ApiUser;
  let member: ApiUser;

  beforeEach(async () => {
    api = await openTestApi(engine);
    admin = await api.signUp({ role: 'admin' });
    member = await api.signUp();
  });

  afterEach(async () => {
    await api.dispose();
  });

  it('lets an administrator set and clear the period, refuses bad periods, and members', async () => {
    const initial = await admin.request('GET', '/api/v1/audit/retention');
    expect(initial.statusCode, initial.body).toBe(200);
    expect(initial.json().data).toEqual({
      retention_days: null,
      set_by: null,
      set_at: null,
      export_directory_set: false,
      archives: [],
    });
    const set = await admin.request('PUT', '/api/v1/audit/retention', { retention_days: 365 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ retention_days: 365, set_by: admin.id });
    expect((await admin.request('GET', '/api/v1/audit/retention')).json().data.retention_days).toBe(365);

    for (const retention_days of [29, 36_501, 1.5, '90', -1]) {
      const refused = await admin.request('PUT', '/api/v1/audit/retention', { retention_days });
      expect(refused.statusCode, String(retention_days)).toBe(422);
      expect(refused.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect((await admin.request('PUT', '/api/v1/audit/retention', {})).statusCode).toBe(422);

    expect((await member.request('GET', '/api/v1/audit/retention')).statusCode).toBe(403);
    expect((await member.request('PUT', '/api/v1/audit/retention', { retention_days: 30 })).statusCode).toBe(
      403,
    );
    expect((await api.anonymous('GET', '/api/v1/audit/retention')).statusCode).toBe(401);
    expect((await admin.request('GET', '/api/v1/audit/retention')).json().data.retention_days).toBe(365);

    const cleared = await admin.request('PUT', '/api/v1/audit/retention', { retention_days: null });
    expect(cleared.json().data).toMatchObject({ retention_days: null, set_by: null });
    // No route deletes rows of the record.
    expect((await admin.request('DELETE', '/api/v1/audit/decisions')).statusCode).toBe(404);
  });
});
