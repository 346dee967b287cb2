import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** The folder of the `@spora/web` package, whose `public/index.html` is the UI's entry page. */
function webPackageDirectory(): string | null {
  try {
    return dirname(createRequire(import.meta.url).resolve('@spora/web/package.json'));
  } catch {
    return null;
  }
}

/** Serves the web UI's entry page at `/`, on the same port as the API. */
export function registerWebUiRoutes(app: FastifyInstance): void {
  const directory = webPackageDirectory();
  if (directory === null) return;
  const indexPath = join(directory, 'public', 'index.html');
  app.get('/', async (_request, reply) => {
    try {
      return reply.type('text/html; charset=utf-8').send(await readFile(indexPath, 'utf8'));
    } catch {
      return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'The web UI is not installed.' } });
    }
  });
}
