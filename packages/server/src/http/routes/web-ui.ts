import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { webUiPageHelmet } from '../security-headers.js';

/**
 * The built UI, or `null` when absent: `@spora/web`'s `dist/`, where `npm run build` writes it in a
 * checkout, else the copy an installed `@spora/server` carries in `web-ui/` (made when it is
 * packed; `@spora/web` itself is not published).
 */
export function builtWebUiDirectory(): string | null {
  const packaged = fileURLToPath(new URL('../../../web-ui', import.meta.url));
  return (
    [workspaceWebUiDirectory(), packaged].find(
      (directory): directory is string => directory !== null && existsSync(join(directory, 'index.html')),
    ) ?? null
  );
}

function workspaceWebUiDirectory(): string | null {
  try {
    return join(dirname(createRequire(import.meta.url).resolve('@spora/web/package.json')), 'dist');
  } catch {
    return null;
  }
}

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Spora: the web UI is not built</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5}code{background:#f1f3f5;padding:.1rem .3rem;border-radius:.25rem}</style>
</head><body><h1>Spora is running, but its web UI is not built</h1>
<p>The API answers under <code>/api/v1</code> (documented at <a href="/api/docs">/api/docs</a>).
To get the web UI, build it and restart the server: <code>npm run build</code>, or simply <code>npm start</code>.</p>
</body></html>`;

/**
 * Serves the web UI on the same port as the API: hashed assets cached for good, `index.html` for
 * every other page path so deep links work, and never for `/api/…`, `/plugins/…` or `/app-frames/…`, which stay
 * 404s in the API's envelope. Without a build, `/` says how to get one and the API still works.
 * The security headers are every response's (`security-headers.ts`); the pages refuse framing.
 */
export async function registerWebUiRoutes(
  app: FastifyInstance,
  directory = builtWebUiDirectory(),
): Promise<void> {
  if (directory === null) {
    app.get('/', { schema: { hide: true }, helmet: webUiPageHelmet }, (_request, reply) =>
      reply.code(503).type('text/html; charset=utf-8').send(notBuiltPage),
    );
    return;
  }
  const indexHtml = await readFile(join(directory, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root: directory,
    prefix: '/',
    wildcard: false,
    index: false,
    list: false,
    dotfiles: 'ignore',
    decorateReply: false,
    allowedPath: (pathname) => pathname !== '/index.html',
    setHeaders: (reply, path) => {
      reply.header(
        'cache-control',
        path.startsWith(join(directory, 'assets')) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/*', { schema: { hide: true }, helmet: webUiPageHelmet }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A last segment with a dot names a file; one not served above is missing, not a page.
    const lastSegment = path.slice(path.lastIndexOf('/') + 1);
    if (
      path.startsWith('/api/') ||
      path.startsWith('/plugins/') ||
      path.startsWith('/app-frames/') ||
      lastSegment.includes('.')
    ) {
      return reply.callNotFound();
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}
