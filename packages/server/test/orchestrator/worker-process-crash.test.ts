/**
 * A real worker process killed with SIGKILL while an approved call runs: another worker finishes
 * the task over real HTTP to the fake LLM, and the call is not run a second time.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type FakeLlm, startFakeLlm } from '@spora/fake-llm';
import { AbstractTool, Tool, ToolParameter, ToolResult } from '@spora/sdk';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/index.js';
import { createAgent, createLlmConfiguration, createUser, setOperationOverride } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import { openTestPlatform, type TestPlatform } from '../support/test-platform.js';

const workerScript = fileURLToPath(new URL('../fixtures/marker-worker.mjs', import.meta.url));

/** The same tool as the worker process's, so both processes know `core/MarkerTool`. */
@Tool({ name: 'marker', description: 'Leaves a mark in a file.' })
@ToolParameter({ name: 'ms', type: 'integer', description: 'How long the call takes.' })
@ToolParameter({ name: 'file', type: 'string', description: 'Where to leave the mark.' })
class MarkerTool extends AbstractTool {
  async execute(): Promise<ToolResult> {
    return ToolResult.ok('marked');
  }

  describeAction(): string {
    return 'Leave a mark';
  }
}

describe.each(testEngines)('worker process crash on $name', (engine) => {
  let llm: FakeLlm;
  let test: TestPlatform;
  let child: ChildProcess | null = null;

  beforeEach(async () => {
    llm = await startFakeLlm();
    test = await openTestPlatform(engine);
  });

  afterEach(async () => {
    child?.kill('SIGKILL');
    await test.dispose();
    await llm.close();
  });

  const db = (): Kysely<Database> => test.platform.database.db;

  /**
   * A task whose approved marker call is running in a worker process when that process is killed
   * (SIGKILL); its lease is let lapse and a worker of this process is started to take it over.
   */
  async function killWhileMarking(reconcileUncertainCalls: boolean) {
    const markFile = join(mkdtempSync(join(tmpdir(), 'spora-mark-')), 'marks');
    test.platform.tools.register({ kind: 'core' }, MarkerTool);
    const owner = await createUser(db());
    const agent = await createAgent(db(), owner.id, {
      tools: { 'core/MarkerTool': 'marker' },
      reconcileUncertainCalls,
    });
    await setOperationOverride(db(), agent.id, 'core/MarkerTool', 'default', { requires_approval: 1 });
    await createLlmConfiguration(db(), {
      driverClass: 'core/OpenAiCompatibleDriver',
      settings: { base_url: llm.openaiBaseUrl, api_key: 'k', model: 'fake-model' },
    });
    llm.enqueue(
      {
        kind: 'tool_calls',
        calls: [{ id: 'mark-1', name: 'marker', arguments: { ms: 30_000, file: markFile } }],
      },
      { kind: 'text', text: 'The mark may already be there.' },
    );
    const { orchestrator } = test.platform;
    const task = await orchestrator.start(agent.id, 'Leave a mark');
    expect((await orchestrator.tick(task.id)).status).toBe('PENDING_APPROVAL');
    await orchestrator.resume(task.id, [{ provider_call_id: 'mark-1', decision: 'approve' }]);

    const { config } = test.platform;
    child = spawn(process.execPath, [workerScript], {
      env: { PATH: process.env.PATH, SPORA_DATABASE_URL: config.databaseUrl, SPORA_LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await waitFor(() => readMarks(markFile) === 1, 40_000);
    child.kill('SIGKILL');
    await new Promise((resolve) => child?.once('exit', resolve));

    // The dead worker's lease would lapse in a minute; let it lapse now.
    await db()
      .updateTable('tasks')
      .set({ lease_expires_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', task.id)
      .execute();
    const survivor = await test.platform.startWorker();
    survivor.wake();
    return { task, markFile, owner };
  }

  const onlyCall = async (taskId: number) =>
    (await db().selectFrom('tool_calls').selectAll().where('task_id', '=', taskId).execute())[0];

  // A worker process is started and killed: on a busy machine its start alone can take many seconds.
  it('never runs the call twice', { timeout: 90_000 }, async () => {
    // An agent for unattended runs: the model is told the call may have run (no person is asked).
    const { task, markFile } = await killWhileMarking(false);
    const { orchestrator } = test.platform;
    await waitFor(async () => (await orchestrator.getTask(task.id)).status === 'COMPLETED', 40_000);

    expect(readMarks(markFile)).toBe(1);
    expect((await onlyCall(task.id))?.status).toBe('INTERRUPTED');
    expect(JSON.stringify(llm.requests.at(-1)?.body)).toContain('It was not run again');
  });

  it('waits for a person, and runs on with what they say the call returned', {
    timeout: 90_000,
  }, async () => {
    const { task, markFile, owner } = await killWhileMarking(true);
    const { orchestrator } = test.platform;
    await waitFor(
      async () => (await orchestrator.getTask(task.id)).status === 'NEEDS_RECONCILIATION',
      40_000,
    );
    const held = await onlyCall(task.id);
    expect(held?.status).toBe('UNCERTAIN');

    await orchestrator.decisions.reconcile(
      task.id,
      { call_id: held?.id ?? 0, outcome: 'ran', result: 'One mark.' },
      owner.id,
    );
    await waitFor(async () => (await orchestrator.getTask(task.id)).status === 'COMPLETED', 40_000);
    expect(readMarks(markFile)).toBe(1);
    expect(await onlyCall(task.id)).toMatchObject({ status: 'COMPLETED', result_content: 'One mark.' });
    expect(JSON.stringify(llm.requests.at(-1)?.body)).toContain('One mark.');
  });
});

function readMarks(file: string): number {
  try {
    return readFileSync(file, 'utf8').split('\n').filter(Boolean).length;
  } catch {
    return 0;
  }
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
