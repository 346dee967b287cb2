/**
 * The memory review route starts a task through the platform's `core.tasks` service, for the
 * signed-in person and their agent only: another person's agent is a 404 and nothing starts.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiApp, buildHttpApp } from '../../../packages/server/src/http/index.js';
import { checkedInject } from '../../../packages/server/test/support/openapi-contract.js';
import { createAgent } from '../../../packages/server/test/support/seed.js';
import { testEngines } from '../../../packages/server/test/support/test-databases.js';
import { type MemoriesPlatform, openMemoriesPlatform } from './memories-platform.js';

describe.each(testEngines)('memory reviews on $name', (engine) => {
  let test: MemoriesPlatform;
  let app: ApiApp;

  beforeEach(async () => {
    test = await openMemoriesPlatform(engine);
    app = await buildHttpApp(test.platform);
  });

  afterEach(async () => {
    await app.close();
    await test.dispose();
  });

  async function person(email: string) {
    const user = await test.platform.accounts.create({ email, password: 'correct horse battery staple' });
    const { secret } = await test.platform.apiTokens.create(user.id, { name: 'test' });
    const agentId = (await createAgent(test.platform.database.db, user.id, { name: 'Helper' })).id;
    return { id: user.id, agentId, headers: { authorization: `Bearer ${secret}` } };
  }

  it("starts a review task for the person's own agent, and refuses another person's", async () => {
    const ann = await person('ann@example.test');
    const bob = await person('bob@example.test');
    const review = (who: { headers: Record<string, string> }, agentId: number) =>
      checkedInject(app, {
        method: 'POST',
        url: `/api/v1/plugins/memories/agents/${agentId}/reviews`,
        headers: who.headers,
        payload: { focus: 'travel plans' },
      });

    const started = await review(ann, ann.agentId);
    expect(started.statusCode).toBe(201);
    expect(started.json().data).toEqual({ task_id: expect.any(Number), status: 'QUEUED' });
    const task = await test.platform.database.db
      .selectFrom('tasks')
      .select(['agent_id', 'user_id', 'user_prompt'])
      .where('id', '=', started.json().data.task_id)
      .executeTakeFirstOrThrow();
    expect(task).toEqual({
      agent_id: ann.agentId,
      user_id: ann.id,
      user_prompt: expect.stringMatching(/^Review your memories .* Pay most attention to: travel plans$/),
    });

    const refused = await review(bob, ann.agentId);
    expect([refused.statusCode, refused.json().error.code]).toEqual([404, 'NOT_FOUND']);
    const count = await test.platform.database.db
      .selectFrom('tasks')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count.count)).toBe(1);
  });
});
