import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PluginInventory } from '../plugins/index.js';
import { appFrameBridgeScript } from './app-frame-bridge.js';
import { toUiAppResource } from './schemas/ui-app-resource.js';

/**
 * The frame document's policy. `sandbox allow-scripts` gives it an opaque origin even when it is
 * opened on its own, so it never reads the UI's cookies or storage; `connect-src 'none'` leaves the
 * bridge as its only way to the API; only this server's pages may frame it.
 */
export const appFrameContentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'none'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  'sandbox allow-scripts',
].join('; ');

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
}

function frameHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('content-security-policy', appFrameContentSecurityPolicy)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-cache');
}

function frameDocument(attributes: Record<string, string>, title: string, body = ''): string {
  const data = Object.entries(attributes)
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join('');
  return `<!doctype html>
<html lang="en"${data}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${body === '' ? '<script type="module" src="/app-frames/bridge.js"></script>' : ''}
</head><body style="margin:0;font-family:system-ui,sans-serif">${body === '' ? '<main id="panel"></main>' : body}</body></html>
`;
}

/**
 * The documents UI panels run in. The web UI frames `/app-frames/<slug>/<panel>` in a sandboxed
 * iframe; the document loads the bridge, which imports the panel's module from the plugin's
 * public files (served with `access-control-allow-origin: *`, since the sandboxed frame's module
 * requests come from an opaque origin). Public, like those files: they hold nothing private.
 */
export function registerAppFrames(app: FastifyInstance, plugins: PluginInventory): void {
  app.get('/app-frames/bridge.js', { schema: { hide: true } }, (_request, reply) =>
    reply
      .header('access-control-allow-origin', '*')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-cache')
      .type('text/javascript; charset=utf-8')
      .send(appFrameBridgeScript),
  );
  app.get<{ Params: { slug: string; panel: string } }>(
    '/app-frames/:slug/:panel',
    { schema: { hide: true } },
    (request, reply) => {
      const { slug, panel } = request.params;
      const extension = plugins.loaded().find((loaded) => loaded.slug === slug);
      const uiApp = extension?.declarations.apps.find((candidate) => candidate.name === panel);
      if (extension === undefined || uiApp === undefined) {
        return frameHeaders(reply)
          .code(404)
          .type('text/html; charset=utf-8')
          .send(frameDocument({}, 'Unknown app', '<p>Unknown app.</p>'));
      }
      const resource = toUiAppResource(slug, uiApp, null);
      return frameHeaders(reply)
        .type('text/html; charset=utf-8')
        .send(frameDocument({ slug, panel, entry: resource.entry_url }, resource.display_name));
    },
  );
}
