import type { FastifyReply, FastifyRequest } from 'fastify';
import { trustedDeviceLifetimeMs } from '../../accounts/index.js';

export const deviceCookieName = 'spora_device';

// Only sign-in reads it, so it travels with the auth routes and nowhere else.
const deviceCookiePath = '/api/v1/auth';

/** The token of a device that signed in before; it lets the sign-in limits tell it from strangers. */
export function deviceTokenOf(request: FastifyRequest): string | undefined {
  const token = request.cookies[deviceCookieName];
  return token === undefined || token.length === 0 || token.length > 100 ? undefined : token;
}

/** HttpOnly and SameSite=Strict; Secure whenever the request came over HTTPS. Survives sign-out. */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(deviceCookieName, token, {
    path: deviceCookiePath,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: Math.floor(trustedDeviceLifetimeMs / 1000),
  });
}
