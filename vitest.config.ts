import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * With only PostgreSQL chosen (`SPORA_TEST_ENGINES=postgres`, CI's PostgreSQL step), a project runs
 * only the files whose cases run per engine: the others do not touch a database and ran already.
 */
const onlyPostgres = process.env.SPORA_TEST_ENGINES?.trim() === 'postgres';

/**
 * Server and plugin test files share one module graph per worker (`isolate: false`): importing the
 * platform again for every file was most of the suites' time. A file that replaces a module
 * (`vi.mock`) would leak its stand-in into the files after it, so those run isolated.
 */
const replacesModules = (source: string) => source.includes('vi.mock(');

function testFilesIn(folders: readonly string[], isolated: boolean): string[] {
  return folders.flatMap((folder) =>
    readdirSync(fromRoot(folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => join(folder, file))
      .filter((file) => {
        const source = readFileSync(fromRoot(file), 'utf8');
        return replacesModules(source) === isolated && (!onlyPostgres || source.includes('testEngines'));
      }),
  );
}

const pluginTestFolders = readdirSync(fromRoot('plugins'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `plugins/${entry.name}/test`)
  .filter((folder) => {
    try {
      return readdirSync(fromRoot(folder)).length > 0;
    } catch {
      return false;
    }
  });

/**
 * Test files wait on databases, child processes, servers and timers far more than they compute, so
 * twice as many run at once as there are cores (Vitest's default, one fewer than the cores, runs
 * one file at a time on two).
 */
const filesAtOnce = availableParallelism() * 2;

// Browser tests need Chromium; `.ci/run` and `npm run test:browser` turn them on.
const browserTests = process.env.SPORA_BROWSER_TESTS === '1';
// The reliability suite runs real processes against its own PostgreSQL; `npm run test:reliability`.
const reliabilityTests = process.env.SPORA_RELIABILITY_TESTS === '1';

// Tests import TypeScript sources directly; only the CLI tests need the build.
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@spora\/sdk$/, replacement: fromRoot('./packages/sdk/src/index.ts') },
      { find: /^@spora\/sdk\/(.+)$/, replacement: fromRoot('./packages/sdk/src/$1/index.ts') },
      { find: /^@spora\/fake-llm$/, replacement: fromRoot('./packages/fake-llm/src/index.ts') },
      { find: /^@spora\/client$/, replacement: fromRoot('./packages/client/src/index.ts') },
    ],
  },
  test: {
    maxWorkers: filesAtOnce,
    projects: [
      { extends: true, test: { name: 'sdk', include: ['packages/sdk/test/**/*.test.ts'] } },
      { extends: true, test: { name: 'fake-llm', include: ['packages/fake-llm/test/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['packages/web/test/**/*.test.ts'],
          setupFiles: ['packages/web/test/support/i18n-setup.ts'],
        },
      },
      // The benchmark harness at tiny sizes (Spora and the floors, no peers); needs the build.
      { extends: true, test: { name: 'bench', include: ['bench/test/**/*.test.ts'] } },
      // Limits with room for a CI machine at half speed, where a test that starts processes has
      // taken three times as long as on a quiet one.
      {
        extends: true,
        test: {
          name: 'server',
          include: testFilesIn(['packages/server/test'], false),
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-isolated',
          include: testFilesIn(['packages/server/test'], true),
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      // Bundled plugins load from their built folders (`npm run build`), as an installation loads them.
      {
        extends: true,
        test: {
          name: 'plugins',
          include: testFilesIn(pluginTestFolders, false),
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      ...(reliabilityTests
        ? [
            {
              extends: true as const,
              test: {
                name: 'reliability',
                include: ['packages/server/reliability/scenarios/**/*.test.ts'],
                testTimeout: 900_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      ...(browserTests
        ? [
            {
              extends: true as const,
              test: {
                name: 'browser',
                // Each file drives its own Chromium, which computes as much as it waits (a project
                // with its own worker count runs as its own group).
                maxWorkers: availableParallelism(),
                sequence: { groupOrder: 1 },
                include: ['packages/web/e2e/**/*.e2e.ts'],
                // A test walks a whole flow and saves screenshots of each screen in four variants.
                testTimeout: 120_000,
                hookTimeout: 60_000,
                // A screen waits on the server and the browser, both busy when files run side by side:
                // `expect.poll` gets the patience of a locator wait, not its default second.
                expect: { poll: { timeout: 15_000 } },
              },
            },
          ]
        : []),
    ],
  },
});
