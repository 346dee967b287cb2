/**
 * docs/quick-start.md as a new user runs it: every `sh` block (but those marked
 * `quick-start-test: skip`) in order, in one bash process, against the built `spora` and fake
 * LLM. The ports the doc names are swapped for free ones and the database, key file and home
 * folder are the test's own; nothing else is changed, so the doc cannot drift from what works.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const docPath = join(repositoryRoot, 'docs', 'quick-start.md');
const skipMarker = '<!-- quick-start-test: skip';

/** The `sh` blocks of a Markdown text, in order, without those right after the skip marker. */
function runnableBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  const pattern = /(^.*\n)?```sh\n([\s\S]*?)^```$/gm;
  for (const match of markdown.matchAll(pattern)) {
    if (match[1]?.startsWith(skipMarker)) continue;
    blocks.push(match[2] ?? '');
  }
  return blocks;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function runBash(script: string, cwd: string, env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; output: string; survivors: boolean }>((resolve, reject) => {
    // Its own process group, so that anything the doc left running can be ended with it.
    const child = spawn('bash', ['-c', script], { cwd, env, detached: true });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      void leftOver(child.pid).then((survivors) => resolve({ code, output, survivors }));
    });
  });
}

function groupAlive(groupId: number): boolean {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether processes of the group still run 15 s after the script ended (servers the doc stopped
 * get that long to shut down gracefully); they are killed either way.
 */
async function leftOver(groupId: number | undefined): Promise<boolean> {
  if (groupId === undefined) return false;
  for (let waited = 0; waited < 15_000 && groupAlive(groupId); waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!groupAlive(groupId)) return false;
  process.kill(-groupId, 'SIGKILL');
  return true;
}

/**
 * The doc's commands need curl and jq. Without them a developer's `npm test` skips running the doc
 * and says so; CI (which installs both) always runs it.
 */
const missingCommands = ['curl', 'jq'].filter(
  (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status !== 0,
);
const runTheDoc = missingCommands.length === 0 || process.env.CI === 'true';
if (!runTheDoc) {
  console.warn(`docs/quick-start.md is not run: ${missingCommands.join(' and ')} not installed`);
}

describe('docs/quick-start.md', () => {
  const markdown = readFileSync(docPath, 'utf8');

  it('has the steps of the first hour, each in a block the test runs', () => {
    const script = runnableBlocks(markdown).join('\n');
    for (const step of [
      'spora-fake-llm',
      'spora admin:create',
      'spora serve',
      '/api/v1/auth/tokens',
      '/api/v1/llm-configs',
      '/api/v1/agents',
      '/tools/calculator/enable',
      '"requires_approval": true',
      '/api/v1/tasks',
      '/approve',
    ]) {
      expect(script, step).toContain(step);
    }
    expect(markdown).toContain('npm ci && npm run build');
    expect(runnableBlocks(markdown).join('\n')).not.toContain('npm ci');
  });

  it.runIf(runTheDoc)(
    'goes from an empty install to an approved tool call and the answer',
    { timeout: 120_000 },
    async () => {
      const [sporaPort, fakePort] = [await freePort(), await freePort()];
      const home = mkdtempSync(join(tmpdir(), 'spora-quick-start-'));
      // Doc commands run from the repository root, where `npx` finds the workspace's commands;
      // their files (cookies, logs) go to a scratch copy of the working folder's names.
      const commands = runnableBlocks(markdown)
        .join('\n')
        .replaceAll('8080', String(sporaPort))
        .replaceAll('4010', String(fakePort))
        .replaceAll('cookies.txt', join(home, 'cookies.txt'))
        .replaceAll('spora.log', join(home, 'spora.log'))
        .replaceAll('fake-llm.log', join(home, 'fake-llm.log'));
      const script = [
        'set -euo pipefail',
        // Whatever happens, the servers the doc started in the background end with the script.
        "trap 'kill $(jobs -p) 2>/dev/null || true' EXIT",
        commands,
      ].join('\n');
      writeFileSync(join(home, 'quick-start.sh'), script);
      const run = await runBash(script, repositoryRoot, {
        PATH: process.env.PATH,
        HOME: home,
        SPORA_DATABASE_URL: `sqlite:${join(home, 'data', 'spora.db')}`,
        SPORA_SECRET_KEY_FILE: join(home, 'secret.key'),
        SPORA_LOG_LEVEL: 'info',
        npm_config_update_notifier: 'false',
      });
      const logs = ['spora.log', 'fake-llm.log']
        .map((name) => {
          try {
            return `--- ${name}\n${readFileSync(join(home, name), 'utf8')}`;
          } catch {
            return `--- ${name}: none`;
          }
        })
        .join('\n');
      expect(run.code, `${run.output}\n${logs}`).toBe(0);
      // The doc's last block stops what it started: nothing of the group outlives the script.
      expect(run.survivors, 'processes left running after the quick start').toBe(false);
      expect(run.output).toContain('{"status":"ok","database":"ok"}');
      expect(run.output).toContain('"expression"');
      expect(run.output).toMatch(
        /"tool_name":"calculator","status":"PENDING_APPROVAL","proposed_arguments":\{"expression":"17 \* 23"\}/,
      );
      expect(run.output).toContain('COMPLETED: 17 × 23 = 391.');
      expect(run.output).toMatch(/391 \(approved by user 1\)/);
    },
  );
});
