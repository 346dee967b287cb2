import type { Principal } from '../../accounts/index.js';
import type { AuthenticationServices } from './authentication.js';

/**
 * Whether the credential a long-lived response was opened with would still be accepted: a stream
 * must end when its session is signed out, expires or its user is suspended, or its token is
 * deleted, as the next request would be refused.
 */
export function credentialIsLive(
  { sessions, apiTokens }: Pick<AuthenticationServices, 'sessions' | 'apiTokens'>,
  { credential }: Principal,
): Promise<boolean> {
  return credential.kind === 'session'
    ? sessions.isLive(credential.sessionId)
    : apiTokens.isLive(credential.tokenId);
}
