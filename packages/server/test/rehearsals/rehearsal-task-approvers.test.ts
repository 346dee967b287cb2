/**
 * The agent's approvers read its tasks to decide their calls; a rehearsal's task has nothing for
 * them to decide, and a rehearsal is read only by whoever made it and the agent's owner, so to an
 * approver its tasks, and the files only they hold, do not exist.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/db/index.js';
import { multipartType, uploadBody } from '../files/multipart-upload.js';
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

  async function withApprover() {
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
    return approver;
  }

  async function rehearsalTask(): Promise<number> {
    llm.enqueue({ kind: 'text', text: 'Rehearsed.' });
    const made = await fixture.rehearse(fixture.owner, {
      source: { kind: 'prompt', prompt: 'Check the queue' },
      proposal: { system_prompt: 'An unreleased prompt.' },
    });
    return (made.json() as { data: { runs: { task_id: number }[] } }).data.runs[0]?.task_id as number;
  }

  it("shows an approver the owner's real task but not a rehearsal's task", async () => {
    const approver = await withApprover();
    const realId = await fixture.realTask(fixture.owner, 'Check the queue', 'Checked.');
    const rehearsalTaskId = await rehearsalTask();

    const real = await approver.request('GET', `/api/v1/tasks/${realId}`);
    expect(real.statusCode, real.body).toBe(200);
    for (const url of [`/api/v1/tasks/${rehearsalTaskId}`, `/api/v1/tasks/${rehearsalTaskId}/export`]) {
      expect((await approver.request('GET', url)).statusCode, url).toBe(404);
    }
    expect((await fixture.owner.request('GET', `/api/v1/tasks/${rehearsalTaskId}`)).statusCode).toBe(200);
  });

  it("lets an approver read a file a real task holds, not one only a rehearsal's task holds", async () => {
    const approver = await withApprover();
    const realId = await fixture.realTask(fixture.owner, 'Check the queue', 'Checked.');
    const rehearsalTaskId = await rehearsalTask();
    const upload = async (name: string) => {
      const response = await fixture.owner.request('POST', '/api/v1/files', uploadBody(name, 'notes'), {
        'content-type': multipartType,
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { data: { file: { id: number } } }).data.file.id;
    };
    const realFile = await upload('real.txt');
    const rehearsedFile = await upload('rehearsed.txt');
    await fixture.api.platform.database.db
      .insertInto('task_files')
      .values([
        { task_id: realId, file_id: realFile, created_at: nowIso() },
        { task_id: rehearsalTaskId, file_id: rehearsedFile, created_at: nowIso() },
      ])
      .execute();
    expect((await approver.request('GET', `/api/v1/files/${realFile}/content`)).statusCode).toBe(200);
    expect((await approver.request('GET', `/api/v1/files/${rehearsedFile}/content`)).statusCode).toBe(404);
  });
});
