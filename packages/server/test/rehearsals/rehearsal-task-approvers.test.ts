/**
 * The agent's approvers read its tasks to decide their calls; a rehearsal's task has nothing for
 * them to decide, and a rehearsal is read only by whoever made it and the agent's owner, so to an
 * approver its tasks do not exist.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { testEngines } from '../support/test-databases.js';
import { openRehearsalApiFixture, type RehearsalApiFixture } from './rehearsal-api-fixture.js';

describe.each(testEngines)("a rehearsal's tasks and the agent's approvers on $name", (engine) => {
  const llm = sharedFakeLlm();
  let fixture: RehearsalApiFixture;

  beforeEach(async () => {
    fixture = await openRehearsalApiFixture(engine, llm);
  });

  afterEach(async () => {
    await fixture.dispose();
  });

  it("shows an approver the owner's real task but not a rehearsal's task", async () => {
    const approver = await fixture.api.signUp();
    const policy = await fixture.owner.request('PUT', `/api/v1/agents/${fixture.agentId}/approval-policy`, {
      owner_decides: true,
      administrators_decide: false,
      approver_user_ids: [approver.id],
      escalation_user_ids: [],
      deadline: null,
      deadline_reason: null,
      operations: [],
    });
    expect(policy.statusCode, policy.body).toBe(200);
    const realId = await fixture.realTask(fixture.owner, 'Check the queue', 'Checked.');
    llm.enqueue({ kind: 'text', text: 'Rehearsed.' });
    const made = await fixture.rehearse(fixture.owner, {
      source: { kind: 'prompt', prompt: 'Check the queue' },
      proposal: { system_prompt: 'An unreleased prompt.' },
    });
    const rehearsalTaskId = (made.json() as { data: { runs: { task_id: number }[] } }).data.runs[0]?.task_id;

    const real = await approver.request("GET", `/api/v1/tasks/${realId}`);
    expect(real.statusCode, real.body).toBe(200);
    for (const url of [`/api/v1/tasks/${rehearsalTaskId}`, `/api/v1/tasks/${rehearsalTaskId}/export`]) {
      expect((await approver.request('GET', url)).statusCode, url).toBe(404);
    }
    expect((await fixture.owner.request('GET', `/api/v1/tasks/${rehearsalTaskId}`)).statusCode).toBe(200);
  });
});
