import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The policy of every response, the web UI's included: its scripts and styles come from this
 * server only (the UI uses no eval), Mantine sets inline style attributes, and only this server's
 * own pages may frame anything (the UI frames the sandboxed panel documents of `/app-frames/…`,
 * which send a stricter policy of their own).
 */
export const contentSecurityPolicyDirectives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'self'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/**
 * The web UI's own pages: the same policy, but nothing may frame them, not even this server
 * (they frame panel documents; nothing frames them). A route option of `@fastify/helmet`.
 */
export const webUiPageHelmet: Omit<FastifyHelmetOptions, 'global'> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { ...contentSecurityPolicyDirectives, frameAncestors: ["'none'"] },
  },
  frameguard: { action: 'deny' },
};

/**
 * Security headers on every response, through `@fastify/helmet`: the policy above,
 * `X-Content-Type-Options: nosniff`, `X-Frame-Options: SAMEORIGIN`, `Referrer-Policy: same-origin`
 * and helmet's other defaults; and `Cache-Control: no-store` on every API answer that does not
 * choose its own, since those carry CSRF tokens, new secrets and private data.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'same-origin' },
    // Panel frames are sandboxed, so their requests for plugin files and images come from an
    // opaque origin, which `Cross-Origin-Resource-Policy: same-origin` would refuse.
    crossOriginResourcePolicy: false,
    // HTTPS is the reverse proxy's business; HSTS sent from here could bind sibling host names.
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
