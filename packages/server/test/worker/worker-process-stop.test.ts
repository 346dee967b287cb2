/**
 * `spora worker` stopped with SIGTERM while a tool call runs, as an operator or an orchestrator
 * (systemd, Kubernetes) stops it: the call finishes within the grace period and is recorded, the
 * task goes back to the queue at once without counting towards ORPHANED, and the process exits 0.
 * Another worker then finishes the task without running the call again. A second SIGTERM ends a
 * stop that waits for a call which ignores its signal.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type FakeLlm, startFakeLlm } from '@spora/fake-llm';
import { AbstractTool, Tool, ToolParameter, ToolResult } from '@spora/sdk';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/index.js';
import { createDeployment, type Deployment } from '../plugins/plugin-deployment.js';
import { createAgent, createLlmConfiguration, createUser } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import { openTestPlatform, type TestPlatform } from '../support/test-platform.js';

const cliPath = fileURLToPath(new URL('../../bin/spora.js', import.meta.url));

/** The worker process's App: one tool that marks a file when it starts, then takes its time. */
const appEntry = `
import { appendFileSync } from 'node:fs';
import { AbstractExtension, AbstractTool, Tool, ToolParameter, ToolResult } from '@spora/sdk';

class MarkerTool extends AbstractTool {
  async execute(args, ctx) {
    appendFileSync(String(args.file), 'ran\\n');
    await new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, Number(args.ms));
      if (!args.ignore_signal) {
        ctx.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(ctx.signal.reason);
        });
      }
    });
    return ToolResult.ok('marked');
  }
  describeAction() { return 'Leave a mark'; }
}
ToolParameter({ name: 'ignore_signal', type: 'boolean', description: 'Keep going when told to stop.', required: false })(MarkerTool, { kind: 'class' });
ToolParameter({ name: 'ms', type: 'integer', description: 'How long the call takes.' })(MarkerTool, { kind: 'class' });
ToolParameter({ name: 'file', type: 'string', description: 'Where to leave the mark.' })(MarkerTool, { kind: 'class' });
Tool({ name: 'marker', description: 'Leaves a mark in a file.' })(MarkerTool, { kind: 'class' });

export default class App extends AbstractExtension {
  tools() { return [MarkerTool]; }
}
`;

/** The same tool in this process, so the task's next worker knows `app/MarkerTool`. */
@Tool({ name: 'marker', description: 'Leaves a mark in a file.' })
@ToolParameter({ name: 'ignore_signal', type: 'boolean', description: 'Keep going.', required: false })
@ToolParameter({ name: 'ms', type: 'integer', description: 'How long the call takes.' })
@ToolParameter({ name: 'file', type: 'string', description: 'Where to leave the mark.' })
class MarkerTool extends AbstractTool {
  async execute(): Promise<ToolResult> {
    return ToolResult.ok('marked here');
  }

  describeAction(): string {
    return 'Leave a mark';
  }
}

describe.each(testEngines)('SIGTERM to spora worker on $name', (engine) => {
  let llm: FakeLlm;
  let test: TestPlatform;
  let deployment: Deployment;
  let child: ChildProcessWithoutNullStreams | null = null;
  /** What the worker process wrote, for the message of a wait that timed out. */
  let childOutput = '';

  beforeEach(async () => {
    llm = await startFakeLlm();
    test = await openTestPlatform(engine);
    deployment = createDeployment();
    deployment.addApp({ 'App.js': appEntry });
  });

  afterEach(async () => {
    child?.kill('SIGKILL');
    child = null;
    await test.dispose();
    await llm.close();
    deployment.remove();
  });

  const db = (): Kysely<Database> => test.platform.database.db;
  const markFile = () => join(deployment.root, 'marks');

  async function startMarkingTask(args: Record<string, unknown>): Promise<number> {
    test.platform.tools.register({ kind: 'app', slug: 'app' }, MarkerTool);
    const owner = await createUser(db());
    const agent = await createAgent(db(), owner.id, { tools: { 'app/MarkerTool': 'app:marker' } });
    await createLlmConfiguration(db(), {
      driverClass: 'core/OpenAiCompatibleDriver',
      settings: { base_url: llm.openaiBaseUrl, api_key: 'k', model: 'fake-model' },
    });
    llm.enqueue(
      {
        kind: 'tool_calls',
        calls: [{ id: 'mark-1', name: 'app_marker', arguments: { file: markFile(), ...args } }],
      },
      { kind: 'text', text: 'Marked.' },
    );
    const task = await test.platform.orchestrator.start(agent.id, 'Leave a mark');
    return task.id;
  }

  function startWorkerProcess(shutdownGraceSeconds: number): ChildProcessWithoutNullStreams {
    const started = spawn(process.execPath, [cliPath, 'worker'], {
      cwd: deployment.root,
      env: {
        PATH: process.env.PATH,
        SPORA_DATABASE_URL: test.platform.config.databaseUrl,
        SPORA_SECRET_KEY_FILE: test.platform.config.secretKeyFile,
        SPORA_APP_DIR: deployment.appDir,
        SPORA_PLUGINS_DIR: deployment.pluginsDir,
        SPORA_SHUTDOWN_GRACE_SECONDS: String(shutdownGraceSeconds),
        SPORA_LOG_LEVEL: 'warn',
      },
    });
    childOutput = '';
    const collect = (chunk: Buffer) => {
      childOutput += chunk.toString();
    };
    started.stdout.on('data', collect);
    started.stderr.on('data', collect);
    child = started;
    return started;
  }

  const exitCode = (process: ChildProcessWithoutNullStreams) =>
    new Promise<number | string>((resolve) => {
      if (process.exitCode !== null) resolve(process.exitCode);
      else process.once('exit', (code, signal) => resolve(code ?? String(signal)));
    });

  it('lets the running call finish, records it, hands the task back and exits 0', async () => {
    const taskId = await startMarkingTask({ ms: 1_500 });
    const worker = startWorkerProcess(60);
    await waitFor(
      () => readMarks(markFile()) === 1,
      60_000,
      () => childOutput,
    );

    const exited = exitCode(worker);
    worker.kill('SIGTERM');
    expect(await exited).toBe(0);

    expect(await test.platform.orchestrator.getTask(taskId)).toMatchObject({
      status: 'QUEUED',
      lease_owner: null,
      lease_expires_at: null,
      claim_attempts: 0,
    });
    const [call] = await db().selectFrom('tool_calls').selectAll().where('task_id', '=', taskId).execute();
    expect(call).toMatchObject({ status: 'COMPLETED', result_content: 'marked' });

    // Claimable at once: this process's worker finishes the task without calling the tool again.
    await test.platform.startWorker();
    await waitFor(
      async () => (await test.platform.orchestrator.getTask(taskId)).status === 'COMPLETED',
      15_000,
    );
    expect(readMarks(markFile())).toBe(1);
    expect(JSON.stringify(llm.requests.at(-1)?.body)).toContain('marked');
  }, 90_000);

  it('exits at once on a second SIGTERM while a call ignores its signal', async () => {
    await startMarkingTask({ ms: 120_000, ignore_signal: true });
    const worker = startWorkerProcess(600);
    await waitFor(
      () => readMarks(markFile()) === 1,
      60_000,
      () => childOutput,
    );

    const exited = exitCode(worker);
    worker.kill('SIGTERM');
    // The first stop waits for the call; a second signal is the operator insisting.
    await new Promise((resolve) => setTimeout(resolve, 500));
    worker.kill('SIGTERM');
    expect(await exited).toBe(130);
  }, 90_000);
});

function readMarks(file: string): number {
  try {
    return readFileSync(file, 'utf8').split('\n').filter(Boolean).length;
  } catch {
    return 0;
  }
}

async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  context: () => string = () => '',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting ${context()}`.trimEnd());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
