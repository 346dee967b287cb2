/**
 * A real npm registry for tests: verdaccio on a free local port, with its storage in a temporary
 * folder and no uplinks (nothing is fetched from the internet), and packages published into it
 * with the npm client as an author would. One per test file: start it in `beforeAll`.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import Module, { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface LocalNpmRegistry {
  /** The registry's address, ending in `/`. */
  readonly url: string;
  /** npm's cache for this registry's tests, so they never share one with the machine. */
  readonly npmCache: string;
  /**
   * Publishes a package folder written from `files` (a `package.json` among them), under the
   * dist-tag `tag` (`latest` by default).
   */
  publish(files: Record<string, string>, options?: { readonly tag?: string }): Promise<void>;
  close(): Promise<void>;
}

export async function startLocalNpmRegistry(): Promise<LocalNpmRegistry> {
  adaptContentDispositionForVerdaccio();
  // Loaded as CommonJS, as verdaccio is: its module is what `runServer` hangs on.
  const { runServer } = createRequire(import.meta.url)('verdaccio') as {
    runServer(configPath: string): Promise<Server>;
  };
  const root = mkdtempSync(join(tmpdir(), 'spora-registry-'));
  const configPath = join(root, 'config.yaml');
  writeFileSync(
    configPath,
    [
      `storage: ${JSON.stringify(join(root, 'storage'))}`,
      'auth:',
      '  htpasswd:',
      `    file: ${JSON.stringify(join(root, 'htpasswd'))}`,
      '    max_users: 100',
      'uplinks: {}',
      'packages:',
      "  '**':",
      '    access: $all',
      '    publish: $authenticated',
      '    unpublish: $authenticated',
      'web:',
      '  enable: false',
      'log: { type: stdout, format: json, level: fatal }',
      '',
    ].join('\n'),
  );
  const app = await runServer(configPath);
  await new Promise<void>((resolve, reject) => {
    app.once('error', reject);
    app.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = app.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/`;
  const npmCache = join(root, 'npm-cache');
  const token = await signUp(url);
  // The publisher's credentials, in a configuration of its own: never the machine's `~/.npmrc`.
  const userConfig = join(root, 'publisher.npmrc');
  writeFileSync(userConfig, `//127.0.0.1:${port}/:_authToken=${token}\n`);
  let published = 0;
  return {
    url,
    npmCache,
    async publish(files, options = {}) {
      published += 1;
      const folder = join(root, 'packages', String(published));
      for (const [name, text] of Object.entries(files)) {
        mkdirSync(dirname(join(folder, name)), { recursive: true });
        writeFileSync(join(folder, name), text);
      }
      await runNpm(
        [
          'publish',
          folder,
          '--registry',
          url,
          '--userconfig',
          userConfig,
          '--cache',
          npmCache,
          '--ignore-scripts',
          '--no-audit',
          '--tag',
          options.tag ?? 'latest',
        ],
        root,
      );
    },
    async close() {
      app.closeAllConnections();
      await new Promise<void>((resolve) => app.close(() => resolve()));
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A user of the registry, for publishing: its token. */
async function signUp(url: string): Promise<string> {
  const response = await fetch(`${url}-/user/org.couchdb.user:publisher`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'publisher', password: 'publisher-password-1' }),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || typeof body.token !== 'string') {
    throw new Error(`the test registry refused the publisher (${response.status}): ${JSON.stringify(body)}`);
  }
  return body.token;
}

function runNpm(args: string[], cwd: string): Promise<void> {
  // Not the settings of an enclosing `npm run`: this is a publish of its own.
  const env = {
    ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('npm_'))),
    npm_config_update_notifier: 'false',
  };
  return new Promise((resolve, reject) => {
    execFile('npm', args, { cwd, env, timeout: 60_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`npm ${args[0]} failed: ${stdout}${stderr}`));
      else resolve();
    });
  });
}

type ModuleLoad = (
  request: string,
  parent: { filename?: string } | null | undefined,
  isMain: boolean,
) => unknown;
let adapted = false;

/**
 * The repository pins `content-disposition` to 2.x for everyone (package.json `overrides`); its
 * module is an object of functions, while the express 4 inside verdaccio calls the 0.5 module as a
 * function and cannot even load. Requests for it from inside verdaccio's packages get the 2.x functions in the
 * 0.5 shape; nothing else sees a difference.
 */
function adaptContentDispositionForVerdaccio(): void {
  if (adapted) return;
  adapted = true;
  const current = createRequire(import.meta.url)('content-disposition') as {
    create(filename?: string, options?: object): string;
    parse(header: string): unknown;
  };
  if (typeof current === 'function') return;
  const classic = Object.assign((filename?: string, options?: object) => current.create(filename, options), {
    parse: (header: string) => current.parse(header),
  });
  const loader = Module as unknown as { _load: ModuleLoad };
  const load = loader._load;
  // verdaccio and its own packages (`@verdaccio/middleware`, …), each with an express 4 inside.
  const insideVerdaccio = /[\\/]node_modules[\\/](?:verdaccio|@verdaccio[\\/][^\\/]+)[\\/]/;
  loader._load = (request, parent, isMain) =>
    request === 'content-disposition' && insideVerdaccio.test(parent?.filename ?? '')
      ? classic
      : load(request, parent, isMain);
}
