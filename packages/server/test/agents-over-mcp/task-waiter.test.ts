/**
 * How an MCP call follows its task: it answers at once when a sub-agent's task is what waits for
 * approval (the parent alone would wait for ever), and lets go when the call is cancelled.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitForTask } from '../../src/agents-over-mcp/task-waiter.js';
import { nowIso, type TaskStatus } from '../../src/db/index.js';
import { createAgent, createUser } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import { openTestPlatform, type TestPlatform } from '../support/test-platform.js';

describe.each(testEngines)('waiting for a task on $name', (engine) => {
  let test: TestPlatform;

  beforeEach(async () => {
    test = await openTestPlatform(engine);
  });

  afterEach(async () => {
    await test.dispose();
  });

  async function task(userId: number, agentId: number, status: TaskStatus, parentTaskId: number | null) {
    const now = nowIso();
    return test.platform.database.db
      .insertInto('tasks')
      .values({
        agent_id: agentId,
        user_id: userId,
        status,
        user_prompt: 'Work',
        max_steps: 10,
        parent_task_id: parentTaskId,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  const deps = () => ({
    db: test.platform.database.db,
    liveEvents: test.platform.liveEvents,
    runQueued: null,
  });

  it("answers with the sub-agent's task when that is what awaits approval", async () => {
    const user = await createUser(test.platform.database.db);
    const agent = await createAgent(test.platform.database.db, user.id);
    const parent = await task(user.id, agent.id, 'AWAITING_SUB_AGENTS', null);
    const child = await task(user.id, agent.id, 'AWAITING_SUB_AGENTS', parent.id);
    const grandchild = await task(user.id, agent.id, 'PENDING_APPROVAL', child.id);
    const waited = await waitForTask(deps(), user.id, parent.id, { signal: new AbortController().signal });
    expect(waited?.task.id).toBe(parent.id);
    expect(waited?.pendingApproval?.id).toBe(grandchild.id);
  });

  it('lets go of a task under way when the call is cancelled', async () => {
    const user = await createUser(test.platform.database.db);
    const agent = await createAgent(test.platform.database.db, user.id);
    const running = await task(user.id, agent.id, 'RUNNING', null);
    const cancel = new AbortController();
    const seen: TaskStatus[] = [];
    const waiting = waitForTask(deps(), user.id, running.id, {
      signal: cancel.signal,
      onChange: (changed) => seen.push(changed.status),
    });
    await expect.poll(() => seen).toEqual(['RUNNING']);
    cancel.abort();
    expect(await waiting).toBeNull();
  });
});
