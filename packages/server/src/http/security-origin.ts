import type { FastifyRequest } from 'fastify';
import type { SecurityEventOrigin } from '../security-log/index.js';

/** Who sent a request and from where, as the security log records it; `actorUserId` overrides the signed-in user. */
export function securityOriginOf(
  request: Pick<FastifyRequest, 'ip' | 'headers' | 'principal'>,
  actorUserId: number | null = request.principal?.user.id ?? null,
): SecurityEventOrigin {
  return { actorUserId, address: request.ip, userAgent: request.headers['user-agent'] ?? null };
}
