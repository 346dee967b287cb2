import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import pLimit from 'p-limit';
import { runtimePackage } from './runtime-packages.js';
import type { SandboxErrorCode, SandboxFile, SandboxJob, SandboxMessage } from './sandbox-protocol.js';

/**
 * Runs one job in a sandbox process: a fresh Node process per run, not a worker thread. A worker
 * shares the server's process: Pyodide's JavaScript bridge would reach the server's own modules,
 * files, environment and network from Python. A process of its own gets Node's permission model
 * (reads only of the runtime's package and the sandbox's code, no writes, no child processes, no
 * workers, no native addons), an empty environment, no code generation from strings, its own
 * memory limit, and can be killed outright when the time is up, without touching the server.
 */

// The runner is compiled JavaScript: from `dist` beside this file, or from `dist` when this file
// runs as TypeScript source (tests; `npm test` builds first). Both sit four folders below the package.
const runnerFolder = fileURLToPath(
  new URL('../../../../dist/tools/builtin/code-interpreter/', import.meta.url),
);
const runnerFile = join(runnerFolder, 'sandbox-runner.js');

/** Loading Pyodide takes a few seconds; on a busy machine much longer, and it is not the code's time. */
const loadTimeoutMs = 60_000;
/** QuickJS stops itself at the deadline; the process is killed only if that did not happen. */
const interruptGraceMs = 1_000;
/** The V8 heap of the sandbox process: the runner, the runtime's glue and the files in transit. */
const processHeapMb = 384;
/** Memory a sandbox process may hold besides the runtime's own heap: Node, V8 and the runtime's code. */
const processBaselineBytes = 512 * 1024 * 1024;
const memoryCheckMs = 100;
/** Sandboxes at once: each is a process with its own memory, and a burst of calls must not fork dozens. */
const maxConcurrentSandboxes = Math.max(1, Math.min(4, availableParallelism()));

export type SandboxRunErrorCode = SandboxErrorCode | 'ABORTED' | 'SANDBOX_FAILED' | 'SANDBOX_UNAVAILABLE';

export type SandboxRunOutcome =
  | { readonly ok: true; readonly value: string | null }
  | {
      readonly ok: false;
      readonly code: SandboxRunErrorCode;
      readonly errorType: string;
      readonly message: string;
      readonly traceback: string;
    };

/** Text the code printed, up to the output limit. */
export interface PrintedText {
  readonly text: string;
  readonly truncated: boolean;
}

export interface SandboxRun {
  readonly outcome: SandboxRunOutcome;
  readonly stdout: PrintedText;
  readonly stderr: PrintedText;
  readonly files: readonly SandboxFile[];
  readonly skippedFiles: readonly string[];
  /** Milliseconds from starting the process to the code's start, and of the code itself. */
  readonly loadMs: number | null;
  readonly runMs: number | null;
}

export type SandboxRequest = Omit<SandboxJob, 'runtime'> & {
  readonly language: SandboxJob['runtime']['language'];
};

const sandboxSlots = pLimit(maxConcurrentSandboxes);

/** Runs `request` in its own sandbox process; never throws. */
export async function runInSandbox(request: SandboxRequest, signal: AbortSignal): Promise<SandboxRun> {
  if (!existsSync(runnerFile)) {
    return stoppedRun(
      'SANDBOX_UNAVAILABLE',
      `The sandbox runner ${runnerFile} is missing: run npm run build.`,
    );
  }
  let runtime: ReturnType<typeof runtimePackage>;
  try {
    runtime = runtimePackage(request.language);
  } catch (error) {
    return stoppedRun(
      'SANDBOX_UNAVAILABLE',
      `The ${request.language} runtime is not installed: ${String(error)}`,
    );
  }
  return sandboxSlots(() => {
    if (signal.aborted) return stoppedRun('ABORTED', 'The run was cancelled before it started.');
    const job: SandboxJob = {
      runtime: runtime.runtime,
      code: request.code,
      files: request.files,
      limits: request.limits,
    };
    return runSandboxJob(job, runtime.readableFolders, signal);
  });
}

// `--permission` replaced `--experimental-permission` in Node 22.13; 20 knows only the latter.
const permissionFlag = process.allowedNodeEnvironmentFlags.has('--permission')
  ? '--permission'
  : '--experimental-permission';

function start(readableFolders: readonly string[]): ChildProcessByStdio<Writable, Readable, Readable> {
  return spawn(
    process.execPath,
    [
      permissionFlag,
      ...[runnerFolder, ...readableFolders].map((folder) => `--allow-fs-read=${folder}`),
      '--no-addons',
      '--disallow-code-generation-from-strings',
      `--max-old-space-size=${processHeapMb}`,
      '--no-warnings',
      runnerFile,
    ],
    { cwd: runnerFolder, env: {}, stdio: ['pipe', 'pipe', 'pipe'], windowsHide: true },
  );
}

/**
 * The process part of `runInSandbox`: starts the sandbox process for `job`, whose runtime may read
 * `readableFolders`, and watches it to the end. `runInSandbox` is what tools call: it finds the
 * runtime's packages and waits for a free place first.
 */
export function runSandboxJob(
  job: SandboxJob,
  readableFolders: readonly string[],
  signal: AbortSignal,
): Promise<SandboxRun> {
  const limits = job.limits;
  // Everything the process may legitimately send, with room to spare: printed text at worst one
  // character per message (about 64 bytes each), the value JSON-escaped, the files as base64.
  const printable = limits.maxOutputBytes + 1;
  const maxChannelBytes = printable * 2 * 64 + printable * 6 + limits.maxOutputTotalBytes * 2 + 1024 * 1024;
  return new Promise((resolve) => {
    const startedAt = performance.now();
    const child = start(readableFolders);
    const stdout = new PrintedCollector(limits.maxOutputBytes);
    const stderr = new PrintedCollector(limits.maxOutputBytes);
    let readyAt: number | null = null;
    let stoppedWith: { code: SandboxRunErrorCode; message: string } | null = null;
    let finished: Extract<SandboxMessage, { type: 'done' | 'failed' }> | null = null;
    let received = 0;
    let pending = '';
    let diagnostics = '';
    const stop = (code: SandboxRunErrorCode, message: string) => {
      stoppedWith ??= { code, message };
      child.kill('SIGKILL');
    };
    const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
    let deadline = setTimeout(
      () =>
        stop(
          'SANDBOX_FAILED',
          `The ${job.runtime.language} runtime did not start within ${seconds(loadTimeoutMs)}.`,
        ),
      loadTimeoutMs,
    );
    const memoryWatch = setInterval(() => {
      void residentBytes(child.pid).then((bytes) => {
        if (bytes !== null && bytes > limits.memoryBytes + processBaselineBytes) {
          stop(
            'MEMORY_LIMIT',
            `The code used more than the memory limit (${limits.memoryBytes / 1024 / 1024} MB).`,
          );
        }
      });
    }, memoryCheckMs);
    const onAbort = () => stop('ABORTED', 'The run was cancelled.');
    signal.addEventListener('abort', onAbort, { once: true });

    const handle = (message: SandboxMessage) => {
      if (message.type === 'ready') {
        readyAt = performance.now();
        clearTimeout(deadline);
        const grace = job.runtime.language === 'javascript' ? interruptGraceMs : 0;
        deadline = setTimeout(
          () =>
            stop(
              'TIMEOUT',
              `The code ran longer than the time limit (${seconds(limits.timeoutMs)}) and was stopped.`,
            ),
          limits.timeoutMs + grace,
        );
      } else if (message.type === 'output') {
        (message.stream === 'stdout' ? stdout : stderr).add(message.text);
      } else {
        finished = message;
      }
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      received += chunk.length;
      if (received > maxChannelBytes) {
        stop('SANDBOX_FAILED', 'The sandbox sent more than its limits allow.');
        return;
      }
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        try {
          handle(JSON.parse(line) as SandboxMessage);
        } catch {
          stop('SANDBOX_FAILED', 'The sandbox answered something that is not its protocol.');
        }
      }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      diagnostics = (diagnostics + chunk).slice(-2000);
    });
    // The process may be gone before it has read the job (killed early): that is reported on close.
    child.stdin.on('error', () => {});
    child.stdin.end(JSON.stringify(job));
    const cleanUp = () => {
      clearTimeout(deadline);
      clearInterval(memoryWatch);
      signal.removeEventListener('abort', onAbort);
    };
    // A process that could not be started at all (no close follows in every Node version).
    child.once('error', (error) => {
      cleanUp();
      resolve(stoppedRun('SANDBOX_FAILED', `The sandbox could not start: ${error.message}`));
    });
    child.once('close', (exitCode, exitSignal) => {
      cleanUp();
      const endedAt = performance.now();
      const timings = {
        loadMs: readyAt === null ? null : Math.round(readyAt - startedAt),
        runMs: readyAt === null ? null : Math.round(endedAt - readyAt),
      };
      const printed = { stdout: stdout.result(), stderr: stderr.result(), ...timings };
      const done: Extract<SandboxMessage, { type: 'done' | 'failed' }> | null = finished;
      // An answer that arrived wins over a limit that struck while the process was exiting.
      if (done?.type === 'done') {
        resolve({ ...printed, outcome: done.outcome, files: done.files, skippedFiles: done.skippedFiles });
      } else if (stoppedWith !== null) {
        resolve({ ...printed, ...noFiles, outcome: sandboxError(stoppedWith.code, stoppedWith.message) });
      } else if (done?.type === 'failed') {
        resolve({
          ...printed,
          ...noFiles,
          outcome: sandboxError('SANDBOX_FAILED', `The sandbox failed: ${done.message}`),
        });
      } else if (exitSignal === 'SIGABRT' || exitSignal === 'SIGTRAP' || exitCode === 134) {
        // V8 aborts the process when its heap limit is reached.
        resolve({
          ...printed,
          ...noFiles,
          outcome: sandboxError('MEMORY_LIMIT', 'The sandbox ran out of memory.'),
        });
      } else {
        const detail = diagnostics.trim().split('\n').slice(-3).join(' ');
        const message = `The sandbox stopped unexpectedly (${exitSignal ?? `exit code ${exitCode}`})${detail ? `: ${detail}` : ''}`;
        resolve({ ...printed, ...noFiles, outcome: sandboxError('SANDBOX_FAILED', message) });
      }
    });
  });
}

const noFiles = { files: [], skippedFiles: [] } as const;

function sandboxError(code: SandboxRunErrorCode, message: string): SandboxRunOutcome {
  return { ok: false, code, errorType: 'Sandbox', message, traceback: '' };
}

function stoppedRun(code: SandboxRunErrorCode, message: string): SandboxRun {
  const nothing = { text: '', truncated: false };
  return {
    outcome: sandboxError(code, message),
    stdout: nothing,
    stderr: nothing,
    ...noFiles,
    loadMs: null,
    runMs: null,
  };
}

/** Keeps printed text up to the limit; the sandbox sends one character more when there was more. */
class PrintedCollector {
  private text = '';

  constructor(private readonly limit: number) {}

  add(text: string): void {
    if (this.text.length <= this.limit) this.text += text.slice(0, this.limit + 1 - this.text.length);
  }

  result(): PrintedText {
    return { text: this.text.slice(0, this.limit), truncated: this.text.length > this.limit };
  }
}

/** The process's resident memory from Linux's /proc; null elsewhere (the runtime's own limits still hold). */
async function residentBytes(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kilobytes = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
    return kilobytes === undefined ? null : Number(kilobytes) * 1024;
  } catch {
    return null;
  }
}
