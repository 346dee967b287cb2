/**
 * The code interpreter in the platform's own loop: a model's call waits for a person's approval
 * with the code shown on the card, runs once approved, and the file the code wrote becomes a file
 * of the task that the model is told about. On every engine.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isSettled } from '../../src/orchestrator/index.js';
import { createAgent, createLlmConfiguration, createUser } from '../support/seed.js';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { testEngines } from '../support/test-databases.js';
import { openTestPlatform, type TestPlatform } from '../support/test-platform.js';

describe.each(testEngines)('code_interpreter in the loop on $name', (engine) => {
  const llm = sharedFakeLlm();
  let test: TestPlatform;

  beforeEach(async () => {
    test = await openTestPlatform(engine);
  });

  afterEach(async () => {
    await test.dispose();
  });

  it('waits for approval, then runs the code and saves what it wrote as a file of the task', async () => {
    const { platform } = test;
    const { db } = platform.database;
    const user = await createUser(db);
    await createLlmConfiguration(db, {
      settings: { base_url: llm.openaiBaseUrl, api_key: 'test-key', model: 'fake-model' },
    });
    const agent = await createAgent(db, user.id, {
      tools: { 'core/CodeInterpreterTool': 'code_interpreter' },
    });
    const code =
      'const total = [1, 2, 3].reduce((a, b) => a + b, 0);\nfs.writeFileSync("total.txt", String(total));\ntotal';
    llm.enqueue(
      {
        kind: 'tool_calls',
        calls: [{ id: 'c1', name: 'code_interpreter', arguments: { language: 'javascript', code } }],
      },
      { kind: 'text', text: 'The total is 6.' },
    );
    await platform.startWorker();
    const settled = async (taskId: number) => {
      for (;;) {
        const task = await platform.orchestrator.getTask(taskId);
        if (isSettled(task.status)) return task;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    const task = await platform.orchestrator.start(agent.id, 'Add up 1, 2 and 3 in code.');
    expect((await settled(task.id)).status).toBe('PENDING_APPROVAL');
    const waiting = await db
      .selectFrom('tool_calls')
      .select(['human_description', 'result_content'])
      .where('task_id', '=', task.id)
      .executeTakeFirstOrThrow();
    expect(waiting).toEqual({
      human_description:
        'run JavaScript code: const total = [1, 2, 3].reduce((a, b) => a + b, 0); ⏎ fs.writeFileSync("total.txt", String(total)); ⏎ total',
      result_content: null,
    });

    await platform.orchestrator.resume(task.id, [{ provider_call_id: 'c1', decision: 'approve' }]);
    expect((await settled(task.id)).status).toBe('COMPLETED');
    const [ran] = await db
      .selectFrom('tool_calls')
      .select(['result_success', 'result_content'])
      .where('task_id', '=', task.id)
      .execute();
    expect(Boolean(ran?.result_success)).toBe(true);
    expect(ran?.result_content).toContain('Last value: 6');
    const saved = await db
      .selectFrom('task_files')
      .innerJoin('files', 'files.id', 'task_files.file_id')
      .select(['files.id', 'files.name', 'files.size_bytes'])
      .where('task_files.task_id', '=', task.id)
      .execute();
    expect(saved).toEqual([{ id: expect.any(Number), name: 'total.txt', size_bytes: 1 }]);
    const toolMessage = llm.requests[1]?.body as
      | { messages: { role: string; content: string }[] }
      | undefined;
    expect(toolMessage?.messages.at(-1)?.content).toContain(`[File saved: "total.txt" (file ${saved[0]?.id}`);
  }, 60_000);
});
