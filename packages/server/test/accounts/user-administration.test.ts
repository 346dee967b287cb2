import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountError } from '../../src/accounts/index.js';
import { claimTask } from '../../src/orchestrator/index.js';
import { createAgent } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import { openTestPlatform, type TestPlatform } from '../support/test-platform.js';

const password = 'a long passphrase';

describe.each(testEngines)('user administration on $name', (engine) => {
  let test: TestPlatform;

  beforeEach(async () => {
    test = await openTestPlatform(engine);
  });

  afterEach(async () => {
    await test.dispose();
  });

  const administration = () => test.platform.userAdministration;
  const create = (email: string, role: 'admin' | 'member' = 'member') =>
    test.platform.accounts.create({ email, password, role });
  const refusal = (work: Promise<unknown>) => work.then(() => null).catch((error: unknown) => error);

  it('never demotes, suspends or deletes the last active administrator', async () => {
    const admin = await create('admin@example.test', 'admin');
    // The actor id is another account: the guard holds whoever asks, not only for oneself.
    const actor = await create('actor@example.test');
    // One at a time: started together, a refusal could arrive before its promise is awaited.
    for (const work of [
      () => administration().update(actor.id, admin.id, { role: 'member' }),
      () => administration().update(actor.id, admin.id, { status: 'suspended' }),
      () => administration().remove(actor.id, admin.id),
    ]) {
      const error = await refusal(work());
      expect(error).toBeInstanceOf(AccountError);
      expect((error as AccountError).code).toBe('LAST_ADMINISTRATOR');
    }
    expect(await test.platform.accounts.get(admin.id)).toMatchObject({ role: 'admin', status: 'active' });
    const renamed = await administration().update(actor.id, admin.id, { displayName: 'Still here' });
    expect(renamed).toMatchObject({ role: 'admin', display_name: 'Still here' });
  });

  it('leaves one administrator when two demote each other at once', async () => {
    const { db } = test.platform.database;
    // Several rounds, so that the rounds after the first find the connection pool warm and truly overlap.
    for (let round = 0; round < 5; round += 1) {
      await db.updateTable('users').set({ role: 'member' }).execute();
      const first = await create(`first${round}@example.test`, 'admin');
      const second = await create(`second${round}@example.test`, 'admin');
      const outcomes = await Promise.allSettled([
        administration().update(second.id, first.id, { role: 'member' }),
        administration().update(first.id, second.id, { role: 'member' }),
      ]);
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      const rejected = outcomes.find((outcome) => outcome.status === 'rejected');
      expect(rejected?.status === 'rejected' && (rejected.reason as AccountError).code).toBe(
        'LAST_ADMINISTRATOR',
      );
      const admins = await db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
      expect(admins).toHaveLength(1);
    }
  });

  it('counts only active administrators as another one', async () => {
    const admin = await create('admin@example.test', 'admin');
    const suspended = await create('suspended@example.test', 'admin');
    const actor = await create('actor@example.test');
    await administration().update(admin.id, suspended.id, { status: 'suspended' });
    const error = await refusal(administration().update(actor.id, admin.id, { role: 'member' }));
    expect((error as AccountError).code).toBe('LAST_ADMINISTRATOR');
    await administration().remove(admin.id, suspended.id);
    expect(await test.platform.accounts.get(suspended.id)).toBeNull();
  });

  it("refuses changes of one's own role or status, and unknown accounts", async () => {
    const admin = await create('admin@example.test', 'admin');
    await create('second@example.test', 'admin');
    const self = await refusal(administration().update(admin.id, admin.id, { status: 'suspended' }));
    expect((self as AccountError).code).toBe('CANNOT_MODIFY_SELF');
    const deleteSelf = await refusal(administration().remove(admin.id, admin.id));
    expect((deleteSelf as AccountError).code).toBe('CANNOT_MODIFY_SELF');
    const missing = await refusal(administration().update(admin.id, 999_999, { role: 'admin' }));
    expect((missing as AccountError).code).toBe('NOT_FOUND');
    expect(await test.platform.accounts.get(admin.id)).toMatchObject({ role: 'admin', status: 'active' });
  });

  it('lists a page of accounts with the total', async () => {
    for (const email of ['a@example.test', 'b@example.test', 'c@example.test']) await create(email);
    const page = await administration().list({ limit: 2, offset: 1 });
    expect(page.total).toBe(3);
    expect(page.users.map((user) => user.email)).toEqual(['b@example.test', 'c@example.test']);
    expect(page.users[0]).not.toHaveProperty('password_hash');
  });

  it('refuses to delete an account while one of its tasks runs, and deletes it once none does', async () => {
    const admin = await create('admin@example.test', 'admin');
    const member = await create('member@example.test');
    const agent = await createAgent(test.platform.database.db, member.id);
    const task = await test.platform.orchestrator.start(agent.id, 'Busy');
    await claimTask(test.platform.database.db, task.id, 'worker:1', 60_000);

    const error = await refusal(administration().remove(admin.id, member.id));
    expect(error).toMatchObject({ code: 'INVALID_STATE', details: { runningTaskIds: [task.id] } });
    expect(await test.platform.accounts.get(member.id)).not.toBeNull();

    await test.platform.database.db.updateTable('tasks').set({ status: 'COMPLETED' }).execute();
    await administration().remove(admin.id, member.id);
    expect(await test.platform.accounts.get(member.id)).toBeNull();
    expect(await test.platform.database.db.selectFrom('tasks').select('id').execute()).toEqual([]);
  });
});
