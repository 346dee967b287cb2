// One `spora serve` or `spora worker` process of the built CLI, watched for crashes: an exit the
// suite did not cause, a non-zero exit after a graceful stop, or an unhandled error printed.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const cliPath = fileURLToPath(new URL('../../bin/spora.js', import.meta.url));

export type SporaProcessKind = 'serve' | 'worker';

export interface ProcessExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

/** What went wrong with a process, in words for the scenario's report. */
export interface ProcessProblem {
  readonly process: string;
  readonly problem: string;
}

const readyLines: Record<SporaProcessKind, string> = {
  serve: 'Spora is listening',
  worker: 'Spora worker started',
};

/** Printed by Node for an error nobody handled, or by pino for a fatal log line. */
const unhandledErrorPattern = /Unhandled|uncaught|triggerUncaughtException|"level":60/i;
const listenerLeakPattern = /MaxListenersExceededWarning/;
/** Generous: on a loaded two-core machine a process can take many seconds to load. */
const startTimeoutMs = 90_000;

export class SporaProcess {
  private readonly child: ChildProcess;
  private output = '';
  private killedOnPurpose = false;
  private stoppedGracefully = false;
  private exitValue: ProcessExit | null = null;
  private started = false;
  readonly exited: Promise<ProcessExit>;
  readonly ready: Promise<void>;

  constructor(
    readonly name: string,
    readonly kind: SporaProcessKind,
    env: Record<string, string>,
    args: readonly string[] = [],
  ) {
    this.child = spawn(process.execPath, [cliPath, kind, ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout?.on('data', (chunk: Buffer) => this.record(chunk));
    this.child.stderr?.on('data', (chunk: Buffer) => this.record(chunk));
    this.exited = new Promise((resolve) => {
      this.child.on('exit', (code, signal) => {
        this.exitValue = { code, signal };
        resolve(this.exitValue);
      });
    });
    this.ready = this.waitForReady();
  }

  get pid(): number {
    return this.child.pid ?? -1;
  }

  /** It said it started. */
  get isReady(): boolean {
    return this.started;
  }

  get isRunning(): boolean {
    return this.exitValue === null;
  }

  /** Everything the process printed so far. */
  get log(): string {
    return this.output;
  }

  /** SIGKILL: the process dies on the spot; its exit is not a crash. */
  async kill(): Promise<void> {
    if (!this.isRunning) return;
    this.killedOnPurpose = true;
    this.child.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM: a graceful stop, which must end with exit code 0. */
  async stop(timeoutMs = 60_000): Promise<ProcessExit> {
    if (!this.isRunning) return this.exitValue as ProcessExit;
    this.stoppedGracefully = true;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => {
      this.output += `\n[suite] no exit ${timeoutMs} ms after SIGTERM; killed\n`;
      this.child.kill('SIGKILL');
    }, timeoutMs);
    const exit = await this.exited;
    clearTimeout(timer);
    return exit;
  }

  /** Counts of `MaxListenersExceededWarning` printed: listeners piling up on a signal. */
  get listenerLeakWarnings(): number {
    return this.output.split('\n').filter((line) => listenerLeakPattern.test(line)).length;
  }

  /** A crash: an exit nobody asked for, a graceful stop that did not exit 0, an unhandled error printed. */
  problems(): ProcessProblem[] {
    const found: string[] = [];
    const exit = this.exitValue;
    if (exit !== null && !this.killedOnPurpose) {
      if (!this.stoppedGracefully) found.push(`exited on its own (code ${exit.code}, signal ${exit.signal})`);
      else if (exit.code !== 0)
        found.push(`graceful stop exited with code ${exit.code} (signal ${exit.signal})`);
    }
    const unhandled = this.output.split('\n').filter((line) => unhandledErrorPattern.test(line));
    if (unhandled.length > 0) found.push(`printed an unhandled error: ${unhandled[0]?.slice(0, 400)}`);
    return found.map((problem) => ({ process: `${this.name} (pid ${this.pid})`, problem }));
  }

  private record(chunk: Buffer): void {
    this.output += chunk.toString('utf8');
  }

  private waitForReady(): Promise<void> {
    const readyLine = readyLines[this.kind];
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const check = setInterval(() => {
        if (this.output.includes(readyLine)) {
          clearInterval(check);
          this.started = true;
          resolve();
        } else if (!this.isRunning || Date.now() - started > startTimeoutMs) {
          clearInterval(check);
          const exit =
            this.exitValue === null
              ? 'still running'
              : `exit code ${this.exitValue.code}, signal ${this.exitValue.signal}`;
          reject(new Error(`${this.name} did not start (${exit}):\n${this.output.slice(-4000)}`));
        }
      }, 25);
    });
  }
}

/** Runs a one-off `spora` command (`migrate`) to its end; throws with its output if it fails. */
export async function runSporaCommand(args: readonly string[], env: Record<string, string>): Promise<void> {
  try {
    await promisify(execFile)(process.execPath, [cliPath, ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
      timeout: 60_000,
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`spora ${args.join(' ')} failed: ${(error as Error).message}\n${stdout}\n${stderr}`);
  }
}
