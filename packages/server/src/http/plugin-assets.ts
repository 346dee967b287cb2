import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { PluginInventory } from '../plugins/index.js';

/** Where an extension's public files are served: `/plugins/<slug>/<file>`. */
export function pluginAssetsPrefix(slug: string): string {
  return `/plugins/${slug}/`;
}

/** Where the document a panel's frame loads is served: `/app-frames/<slug>/<panel>`. */
export function appFramePath(slug: string, panel: string): string {
  return `/app-frames/${encodeURIComponent(slug)}/${encodeURIComponent(panel)}`;
}

/**
 * Serves each loaded extension's `publicAssetsPath()` folder (UI panel modules, images) under
 * `/plugins/<slug>/`, to anyone: these are files a browser loads before any API call, and hold
 * nothing private. Paths cannot leave the folder, hidden files are not served, and nothing is
 * listed. Any origin may read them (`access-control-allow-origin: *`): a panel's sandboxed
 * frame has an opaque origin, and its module imports are CORS requests.
 */
export async function registerPluginAssets(app: FastifyInstance, plugins: PluginInventory): Promise<void> {
  for (const { slug, declarations } of plugins.loaded()) {
    if (declarations.publicAssetsPath === null) continue;
    await app.register(fastifyStatic, {
      root: declarations.publicAssetsPath,
      prefix: pluginAssetsPrefix(slug),
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'ignore',
      // A folder is not a file: 404, as for anything else not served, rather than send's 403.
      allowedPath: (pathname) => !pathname.endsWith('/'),
      setHeaders: (reply) => {
        reply.header('access-control-allow-origin', '*').header('x-content-type-options', 'nosniff');
      },
    });
  }
}
