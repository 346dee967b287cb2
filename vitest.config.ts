import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Tests run against TypeScript sources, so `npm test` needs no build first.
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
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/server/test/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
