import { runJavaScript } from './javascript-runtime.js';
import { hardenProcess } from './process-hardening.js';
import { runPython } from './python-runtime.js';
import { SandboxChannel } from './sandbox-channel.js';
import type { SandboxJob } from './sandbox-protocol.js';

/**
 * The sandbox process's entry: reads the job from standard input, raises its walls, runs the code
 * in the job's runtime and reports on standard output. One process runs one job and exits.
 */
const job = JSON.parse(await readInput()) as SandboxJob;
hardenProcess(job.limits.memoryBytes);
const channel = new SandboxChannel(job.limits.maxOutputBytes);
// Code may leave promises nobody awaits (an asyncio task that failed): that is not the end of the run.
process.on('unhandledRejection', () => {});
try {
  const runtime = job.runtime;
  channel.send(
    runtime.language === 'python'
      ? await runPython(job, runtime.pyodideFolder, channel)
      : await runJavaScript(job, runtime, channel),
  );
} catch (error) {
  channel.send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
}
// Pyodide's event loop may keep timers alive; the job is over.
process.exit(0);

async function readInput(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
