// The OpenAPI document a server built from this checkout serves (core routes only: no plugins, an
// in-memory database); the UI's API types and the OpenAPI lint both start from it. Needs the build.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function servedOpenApiDocument() {
  const { buildHttpApp, createLogger, loadConfig, openPlatform } = await import('@spora/server');
  const scratch = mkdtempSync(join(tmpdir(), 'spora-openapi-'));
  try {
    const config = loadConfig({
      env: {},
      cwd: scratch,
      overrides: {
        databaseUrl: 'sqlite::memory:',
        secretKeyFile: join(scratch, 'spora.key'),
        pluginsDir: join(scratch, 'plugins'),
        appDir: join(scratch, 'app'),
        skillsDirectory: join(scratch, 'skills'),
      },
    });
    const platform = await openPlatform(config, createLogger('silent'), { processKind: 'cli' });
    try {
      const app = await buildHttpApp(platform);
      const response = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
      await app.close();
      if (response.statusCode !== 200)
        throw new Error(`GET /api/v1/openapi.json answered ${response.statusCode}`);
      return response.json();
    } finally {
      await platform.close();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
