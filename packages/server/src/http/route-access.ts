import type { Principal } from '../accounts/index.js';
import { ApiError } from './api-error.js';

/**
 * Who may call a route: anyone, any signed-in user, or administrators. Routes are `user` unless
 * they say otherwise, so a route that forgets to say is closed, not open.
 */
export type RouteAccess = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** Set by authentication on `user` and `admin` routes; null on public ones. */
    principal: Principal | null;
  }
}

/** The principal of a route that requires sign-in (authentication has already refused anyone else). */
export function principalOf(request: { principal: Principal | null }): Principal {
  if (request.principal === null) throw new ApiError('UNAUTHENTICATED', 'Sign in first.');
  return request.principal;
}
