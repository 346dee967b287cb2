/**
 * Stopping the server as an operator does: SIGTERM to `spora serve` whose output nobody reads,
 * and SIGTERM to `npm start`. Real processes; each must exit and give its port back.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));
const cliPath = fileURLToPath(new URL('../bin/spora.js', import.meta.url));

/** A private database and key for one process (the key outside the database's folder). */
function isolatedEnvironment(): NodeJS.ProcessEnv {
  const data = mkdtempSync(join(tmpdir(), 'spora-shutdown-data-'));
  const secrets = mkdtempSync(join(tmpdir(), 'spora-shutdown-key-'));
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    SPORA_DATABASE_URL: `sqlite:${join(data, 'spora.db')}`,
    SPORA_SECRET_KEY_FILE: join(secrets, 'spora.key'),
  };
}

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Whether the port can be listened on, that is, no process holds it any more. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function waitUntilServing(
  port: number,
  child: ChildProcess,
  timeoutMs: number,
  output: () => string = () => '',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode}: ${output().slice(-2_000)}`);
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`nothing served on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function exitOf(child: ChildProcess, timeoutMs: number): Promise<number | string> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve(child.exitCode ?? String(child.signalCode));
      return;
    }
    const timer = setTimeout(() => resolve('still running'), timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(code ?? String(signal));
    });
  });
}

describe('stopping the server', () => {
  const groups: number[] = [];

  afterEach(() => {
    // Each test's processes run in their own group, so nothing it started outlives it.
    for (const group of groups.splice(0)) {
      try {
        process.kill(-group, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  });

  function startInOwnGroup(command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string) {
    const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    if (child.pid !== undefined) groups.push(child.pid);
    return child;
  }

  it('exits on SIGTERM though nothing reads its output', async () => {
    const port = await freePort();
    const child = startInOwnGroup(
      process.execPath,
      [cliPath, 'serve', '--port', String(port)],
      { ...isolatedEnvironment(), SPORA_LOG_LEVEL: 'info' },
      mkdtempSync(join(tmpdir(), 'spora-shutdown-')),
    );
    // Nobody reads the pipes: once they are full, every log line waits.
    child.stdout?.pause();
    child.stderr?.pause();
    await waitUntilServing(port, child, 30_000);
    // Each request logs its URL twice; this fills the pipes many times over.
    const padding = 'x'.repeat(8_000);
    for (let request = 0; request < 120; request += 1) {
      await fetch(`http://127.0.0.1:${port}/api/health?padding=${padding}`);
    }
    child.kill('SIGTERM');
    expect(await exitOf(child, 30_000)).toBe(0);
    expect(await portIsFree(port)).toBe(true);
  }, 90_000);

  it('stops the server behind `npm start` and frees its port', async () => {
    const port = await freePort();
    const child = startInOwnGroup(
      'npm',
      ['start', '--silent'],
      { ...isolatedEnvironment(), SPORA_PORT: String(port), SPORA_LOG_LEVEL: 'warn' },
      repositoryRoot,
    );
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    // `npm start` builds first.
    await waitUntilServing(port, child, 240_000, () => output);
    child.kill('SIGTERM');
    await exitOf(child, 30_000);
    // The server itself has stopped, not only npm: nothing holds the port any more.
    let free = await portIsFree(port);
    for (let attempt = 0; !free && attempt < 50; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      free = await portIsFree(port);
    }
    expect(free).toBe(true);
  }, 300_000);
});
