import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

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
    ],
  },
  test: {
    projects: [
      { extends: true, test: { name: 'sdk', include: ['packages/sdk/test/**/*.test.ts'] } },
      { extends: true, test: { name: 'fake-llm', include: ['packages/fake-llm/test/**/*.test.ts'] } },
      { extends: true, test: { name: 'web', include: ['packages/web/test/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/server/test/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      // Bundled plugins load from their built folders (`npm run build`), as an installation loads them.
      {
        extends: true,
        test: {
          name: 'plugins',
          include: ['plugins/*/test/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
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
                include: ['packages/web/e2e/**/*.e2e.ts'],
                // A test walks a whole flow and saves screenshots of each screen in four variants.
                testTimeout: 120_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
