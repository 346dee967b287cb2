/**
 * Plugins in the processes a deployment runs: the built `spora` command (`npm run build` first)
 * in the deployment's directory, as `spora serve`, `spora worker`, `spora plugin:list`,
 * `spora tools:list` and `spora migrate`.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/index.js';
import { coreMigrations } from '../../src/db/migrator.js';
import { type TestDatabase, testEngines } from '../support/test-databases.js';
import { createDeployment, type Deployment, databaseUrlOf } from './plugin-deployment.js';
import {
  createSinkTable,
  failingMigrationPlugin,
  failingSinkMigration,
  helloManifest,
  helloMigration,
  helloPlugin,
  toolPlugin,
} from './plugin-sources.js';

const coreMigrationNames = Object.keys(coreMigrations).sort();
const cliPath = fileURLToPath(new URL('../../bin/spora.js', import.meta.url));
/**
 * An App written in TypeScript as an operator writes it, in a folder whose package.json says
 * CommonJS: a decorated tool in a module of its own (imported as `.js`, as tsc would emit),
 * TypeScript-only syntax, and a migration in TypeScript.
 */
const appTypeScript = {
  'App.ts': `
import { AbstractExtension, type ToolClass } from '@spora/sdk';
import { ClockTool } from './tools/clock-tool.js';

export default class App extends AbstractExtension {
  constructor(private readonly label: string = 'Operations') {
    super();
  }
  getName(): string {
    return this.label;
  }
  tools(): ToolClass[] {
    return [ClockTool];
  }
  schemaVersion(): number {
    return 1;
  }
  migrationsPath(): string {
    return new URL('./migrations', import.meta.url).pathname;
  }
}
`,
  'tools/clock-tool.ts': `
import { AbstractTool, Tool, ToolOperation, ToolParameter, ToolResult, type ToolArguments } from '@spora/sdk';

enum Zone {
  Utc = 'UTC',
}

@Tool({ name: 'clock', description: 'Tells the time.', category: 'utility' })
@ToolOperation({ name: 'now', description: 'The current time.' })
@ToolParameter({ name: 'zone', type: 'string', description: 'A time zone.', required: false })
export class ClockTool extends AbstractTool {
  async execute(args: ToolArguments): Promise<ToolResult> {
    return ToolResult.ok(\`It is noon in \${(args.zone as string | undefined) ?? Zone.Utc}.\`);
  }
}
`,
  'migrations/0001-create-clock-readings.ts': `
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('clock_readings').addColumn('zone', 'text').execute();
}
`,
};

function startCli(
  args: string[],
  deployment: Deployment,
  env: NodeJS.ProcessEnv,
): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, [cliPath, ...args], {
    cwd: deployment.root,
    env: { PATH: process.env.PATH, SPORA_LOG_LEVEL: 'info', ...env },
  });
}

function runCli(args: string[], deployment: Deployment, env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = startCli(args, deployment, env);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Resolves with everything printed once a line matches `pattern`. */
function waitForOutput(child: ChildProcessWithoutNullStreams, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (pattern.test(output)) resolve(output);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('close', (code) => reject(new Error(`exited with ${code}: ${output}${errors}`)));
  });
}

// Each test starts several processes.
describe.each(testEngines)('plugins in spora processes on $name', { timeout: 120_000 }, (engine) => {
  const children: ChildProcessWithoutNullStreams[] = [];
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function deploy(): Promise<{
    deployment: Deployment;
    database: TestDatabase;
    env: NodeJS.ProcessEnv;
  }> {
    const deployment = createDeployment();
    cleanups.push(() => deployment.remove());
    deployment.addPlugin('hello', helloManifest, {
      'index.js': helloPlugin,
      'migrations/0001-create-boots.js': helloMigration,
    });
    deployment.addPlugin('wrong', { slug: 'wrong', name: 'Wrong', version: 'latest', entry: 'index.js' }, {});
    deployment.addApp({ ...appTypeScript, 'package.json': JSON.stringify({ type: 'commonjs' }) });
    const database = await engine.create();
    cleanups.push(() => database.dispose());
    return { deployment, database, env: { SPORA_DATABASE_URL: databaseUrlOf(database) } };
  }

  async function bootsIn(database: TestDatabase): Promise<{ process_kind: string; greeting: string }[]> {
    const connection = openDatabase(database.location);
    try {
      return (await connection.db
        .selectFrom('hello_boots' as never)
        .select(['process_kind' as never, 'greeting' as never])
        .orderBy('id' as never)
        .execute()) as { process_kind: string; greeting: string }[];
    } finally {
      await connection.close();
    }
  }

  it('spora plugin:list shows loaded and refused plugins, as a table and as JSON', async () => {
    const { deployment, database, env } = await deploy();
    const table = await runCli(['plugin:list'], deployment, env);
    expect(table.code).toBe(0);
    expect(table.stdout).toContain('hello 1.2.0  loaded  (directory: ');
    expect(table.stdout).toContain('  tools: hello/GreetTool');
    expect(table.stdout).toContain('  migrations: up_to_date (1 applied)');
    expect(table.stdout).toContain('  refused: MANIFEST_INVALID: ');
    expect(table.stdout).toContain('version must be a semantic version such as 1.0.0');

    const json = await runCli(['plugin:list', '--json'], deployment, env);
    const plugins = JSON.parse(json.stdout) as {
      slug: string | null;
      name: string;
      status: string;
      problems: unknown[];
      tools: string[];
      migrations: { applied: string[] };
    }[];
    expect(plugins.map((plugin) => [plugin.slug, plugin.status])).toEqual([
      ['app', 'loaded'],
      ['hello', 'loaded'],
      [null, 'refused'],
    ]);
    // The TypeScript App loaded on this Node.js, with its decorated tool and its migration.
    expect(plugins[0]).toMatchObject({
      name: 'Operations',
      problems: [],
      tools: ['app/ClockTool'],
      migrations: { applied: ['0001-create-clock-readings'] },
    });
    // Each command is a process that boots: the plugin's boot-time action ran twice, as the CLI.
    expect((await bootsIn(database)).map((boot) => boot.process_kind)).toEqual(['cli', 'cli']);
  });

  it('refuses an installed package whose entry is TypeScript, saying to ship JavaScript', async () => {
    const deployment = createDeployment();
    cleanups.push(() => deployment.remove());
    deployment.addPackage(
      'spora-plugin-typed',
      { slug: 'typed', name: 'Typed', version: '1.0.0', entry: 'index.ts' },
      {
        'index.ts':
          "import { AbstractPlugin } from '@spora/sdk';\nexport default class TypedPlugin extends AbstractPlugin {}\n",
      },
    );
    const database = await engine.create();
    cleanups.push(() => database.dispose());
    const listed = await runCli(['plugin:list', '--json'], deployment, {
      SPORA_DATABASE_URL: databaseUrlOf(database),
      SPORA_PLUGIN_PACKAGES: 'spora-plugin-typed',
    });
    const [typed] = JSON.parse(listed.stdout) as {
      slug: string;
      refusal: { code: string; message: string };
    }[];
    expect(typed).toMatchObject({ slug: 'typed', refusal: { code: 'ENTRY_LOAD_FAILED' } });
    expect(typed?.refusal.message).toContain(
      'TypeScript is compiled only outside node_modules; an installed package ships its entry built to JavaScript',
    );
  });

  it("spora tools:list lists the App's and the plugins' tools after the core ones, as a table and as JSON", async () => {
    const { deployment, env } = await deploy();
    const table = await runCli(['tools:list'], deployment, env);
    expect(table.code).toBe(0);
    // One group per origin, in load order; each tool under its model-facing name.
    expect(table.stdout).toMatch(/^Core:\ncalculator {2}\(core\/CalculatorTool, /);
    expect(table.stdout).toContain(
      '\n\nThe App (app):\napp:clock  (app/ClockTool, utility)\n  - now: enabled, auto-approved\n      parameters: zone (string)\n\nPlugin hello:\nhello:greet  (hello/GreetTool, ',
    );
    // The refused plugin is named on standard error, and nothing else is logged.
    expect(table.stderr).toMatch(
      /^Plugin \S+wrong was refused \(MANIFEST_INVALID\), so its tools are not listed; `spora plugin:list` says why\.\n$/,
    );

    const json = await runCli(['tools:list', '--json'], deployment, env);
    expect(json.code).toBe(0);
    const tools = JSON.parse(json.stdout) as {
      tool_class: string;
      name: string;
      plugin_slug: string | null;
      description: string;
      operations: { name: string }[];
    }[];
    expect(tools.map((tool) => [tool.tool_class, tool.name, tool.plugin_slug]).slice(-2)).toEqual([
      ['app/ClockTool', 'app:clock', 'app'],
      ['hello/GreetTool', 'hello:greet', 'hello'],
    ]);
    expect(tools.find((tool) => tool.tool_class === 'core/TimeTool')).toMatchObject({
      name: 'time',
      plugin_slug: null,
    });
    expect(tools.find((tool) => tool.tool_class === 'hello/GreetTool')).toMatchObject({
      description: 'Greets someone.',
      operations: [{ name: 'default' }],
    });
  });

  it("spora migrate reports each extension's migrations and fails while a plugin's migrations fail", async () => {
    const { deployment, env } = await deploy();
    const sink = { slug: 'sink', name: 'Sink', version: '1.0.0', entry: 'index.js' };
    deployment.addPlugin('sink', sink, {
      'index.js': failingMigrationPlugin,
      'migrations/0001-create-items.js': createSinkTable,
      'migrations/0002-break.js': failingSinkMigration,
    });
    deployment.addPlugin(
      'plain',
      { ...sink, slug: 'plain', name: 'Plain' },
      {
        'index.js': toolPlugin('PlainTool', 'plain'),
      },
    );

    const wrong = `${join(deployment.pluginsDir, 'wrong')}: refused before migrating: MANIFEST_INVALID: `;
    const failing = await runCli(['migrate'], deployment, env);
    expect(failing.code).toBe(2);
    // A failing plugin's migrations run in one transaction: none of them is applied, both are pending.
    expect(failing.stdout).toMatch(
      new RegExp(
        `^${escapeRegExp(
          [
            `core: applied ${coreMigrationNames.length} migrations`,
            ...coreMigrationNames.map((name) => `  ${name}`),
            'app: applied 1 migration',
            '  0001-create-clock-readings',
            'hello: applied 1 migration',
            '  0001-create-boots',
            'plain: no migrations',
            'sink: FAILED: MIGRATION_FAILED: Migration 0002-break failed: ',
          ].join('\n'),
        )}.+\n  pending: 0001-create-items, 0002-break\n${escapeRegExp(wrong)}.+\n$`,
      ),
    );
    expect(failing.stderr).toBe(
      'spora: MIGRATION_FAILED: The migrations of sink failed, so it is not loaded; fix them and run `spora migrate` again.\n',
    );

    // Fixed, the plugin's migrations run; everything else is up to date.
    deployment.addPlugin('sink', sink, {
      'migrations/0002-break.js': `
export async function up(db) {
  await db.schema.alterTable('sink_items').addColumn('note', 'text').execute();
}
`,
    });
    const fixed = await runCli(['migrate'], deployment, env);
    expect(fixed.code).toBe(0);
    expect(fixed.stderr).toBe('');
    expect(fixed.stdout).toMatch(
      new RegExp(
        `^${escapeRegExp(
          [
            `core: up to date (${coreMigrationNames.length} migrations)`,
            'app: up to date (1 migration)',
            'hello: up to date (1 migration)',
            'plain: no migrations',
            'sink: applied 2 migrations',
            '  0001-create-items',
            '  0002-break',
            wrong,
          ].join('\n'),
        )}.+\nApplied 2 migrations.\n$`,
      ),
    );
  });

  it('spora serve and spora worker both build the service and boot the plugin; the server adds its route', async () => {
    const deployed = await deploy();
    const { deployment, database } = deployed;
    // Each process runs the loop on two threads, which open the platform and boot the plugins too.
    const env = { ...deployed.env, SPORA_LOOP_THREADS: '2' };
    const admin = { SPORA_ADMIN_EMAIL: 'root@example.test', SPORA_ADMIN_PASSWORD: 'a long admin password' };
    const server = startCli(['serve', '--port', '0'], deployment, { ...env, ...admin });
    children.push(server);
    const serverLog = await waitForOutput(server, /Spora is listening/);
    const url = /"url":"(http:\/\/[^"]+)"/.exec(serverLog)?.[1];
    // The refusal reaches the log once, naming the plugin folder and the reason.
    expect(serverLog.match(/Plugin [^"]*wrong refused: MANIFEST_INVALID: /g)).toHaveLength(1);

    const login = await fetch(`${url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.SPORA_ADMIN_EMAIL, password: admin.SPORA_ADMIN_PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const greeting = await fetch(`${url}/api/v1/plugins/hello/greetings/Ann`, { headers: { cookie } });
    const greetingBody = (await greeting.json()) as { data: { greeting: string } };
    expect(greetingBody.data.greeting).toBe(`Hello, Ann (${engine.name})`);
    const inventory = await fetch(`${url}/api/v1/plugins`, { headers: { cookie } });
    const { plugins } = (
      (await inventory.json()) as { data: { plugins: { slug: string | null; events: string[] }[] } }
    ).data;
    expect(plugins.find((plugin) => plugin.slug === 'hello')?.events).toEqual([
      'container_building',
      'routes_registering',
      'booting',
    ]);
    // The App's TypeScript tool reaches the catalogue with the operations its decorators declared.
    const tools = await fetch(`${url}/api/v1/tools`, { headers: { cookie } });
    const catalogue = (await tools.json()) as { data: { tools: { plugin_slug: string | null }[] } };
    const appTools = catalogue.data.tools.filter((tool) => tool.plugin_slug === 'app');
    expect(appTools).toMatchObject([
      { tool_class: 'app/ClockTool', category: 'utility', operations: [{ name: 'now' }] },
    ]);

    if (engine.name === 'sqlite') {
      // SQLite takes one long-running process at a time: the worker starts once the server is gone.
      const stopped = new Promise((resolve) => server.once('close', resolve));
      server.kill('SIGTERM');
      await stopped;
    }
    const worker = startCli(['worker'], deployment, env);
    children.push(worker);
    await waitForOutput(worker, /Spora worker started/);
    const serverBoot = { process_kind: 'server', greeting: `Hello, boot (${engine.name})` };
    const workerBoot = { process_kind: 'worker', greeting: `Hello, boot (${engine.name})` };
    // The server's main thread, its two loop threads; the worker's main thread, its two loop threads.
    expect(await bootsIn(database)).toEqual([serverBoot, ...Array.from({ length: 5 }, () => workerBoot)]);
  });
});
