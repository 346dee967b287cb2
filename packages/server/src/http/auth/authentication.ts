import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ApiTokens, type Principal, type SessionStore, secretsEqual } from '../../accounts/index.js';
import type { DatabaseConnection } from '../../db/index.js';
import { SecurityPolicies } from '../../security-log/index.js';
import { ApiError } from '../api-error.js';
import { securityOriginOf } from '../security-origin.js';
import { refuseBeyondTokenScope } from '../token-access.js';
import { clearSessionCookie, sessionCookieName } from './session-cookie.js';
import { refuseUntilEnrolled } from './two-factor-requirement.js';

export interface AuthenticationServices {
  readonly sessions: SessionStore;
  readonly apiTokens: ApiTokens;
  readonly database: DatabaseConnection;
}

export const csrfHeader = 'x-csrf-token';
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Finds who a request acts for and whether it may call the route: a bearer API token, else the
 * session cookie (which also needs the session's CSRF token on unsafe methods), then the
 * route's access level, the two-factor policy and, for a token, its scope. Runs before the body
 * is read, so strangers learn nothing from validation.
 */
export function createAuthenticationHook(services: AuthenticationServices) {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    request.principal = null;
    const access = request.routeOptions.config.access ?? 'user';
    if (access === 'public') return;
    // Read beside the credential, not after it: one wait fewer for every request.
    const policyRead = new SecurityPolicies(services.database.db).get();
    policyRead.catch(() => {});
    const principal = await findPrincipal(request, services);
    if (principal === null) {
      // A session cookie that opens no session: it expired, was signed out elsewhere, or its user
      // was suspended. Its own code lets a UI tell "your session ended" from "never signed in".
      if (request.headers.authorization === undefined && request.cookies[sessionCookieName]) {
        clearSessionCookie(request, reply);
        throw new ApiError('SESSION_EXPIRED', 'Your session has ended; sign in again.');
      }
      throw new ApiError('UNAUTHENTICATED', 'Sign in, or send a valid API token.');
    }
    if (principal.credential.kind === 'session' && !safeMethods.has(request.method)) {
      const sent = request.headers[csrfHeader];
      if (typeof sent !== 'string' || !secretsEqual(sent, principal.credential.csrfToken)) {
        throw new ApiError('CSRF_INVALID', `The ${csrfHeader} header is missing or wrong.`);
      }
    }
    if (access === 'admin' && principal.user.role !== 'admin') {
      throw new ApiError('FORBIDDEN', 'Only administrators may do this.');
    }
    await refuseUntilEnrolled(
      services.database.db,
      principal,
      request.routeOptions.config.openBeforeEnrolment === true,
      policyRead,
    );
    request.principal = principal;
    refuseBeyondTokenScope(request);
  };
}

async function findPrincipal(
  request: FastifyRequest,
  { sessions, apiTokens }: AuthenticationServices,
): Promise<Principal | null> {
  const authorization = request.headers.authorization;
  if (authorization !== undefined) {
    // A request that names a token is judged by it alone, never by a cookie it also carries.
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    const found = match?.[1] ? await apiTokens.authenticate(match[1], securityOriginOf(request, null)) : null;
    if (found?.outcome === 'expired') {
      throw new ApiError('TOKEN_EXPIRED', 'This API token has expired; create a new one.');
    }
    if (found?.outcome !== 'valid') return null;
    const { tokenId, scope, agentIds, expiresAt } = found;
    return { user: found.user, credential: { kind: 'api_token', tokenId, scope, agentIds, expiresAt } };
  }
  const cookie = request.cookies[sessionCookieName];
  if (!cookie) return null;
  const session = await sessions.find(cookie);
  return (
    session && {
      user: session.user,
      credential: { kind: 'session', sessionId: session.sessionId, csrfToken: session.csrfToken },
    }
  );
}
