import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The fixture MCP server's script (see the file's own comment for its tools). */
export const fixtureServerScript = fileURLToPath(
  new URL('../fixtures/mcp/fixture-server.mjs', import.meta.url),
);

export interface HttpFixture {
  readonly url: string;
  stop(): Promise<void>;
}

/** Starts the fixture over streamable HTTP on a free port; `FIXTURE_BEARER` when a token is given. */
export async function startHttpFixture(options: { bearer?: string } = {}): Promise<HttpFixture> {
  const child: ChildProcess = spawn(process.execPath, [fixtureServerScript, 'http', '0'], {
    env: { ...process.env, ...(options.bearer ? { FIXTURE_BEARER: options.bearer } : {}) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      const match = /listening (\d+)/.exec(seen);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the fixture exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
