import type { TokenScope } from './token-scopes.js';
import type { UserRole } from './user-accounts.js';

/** The signed-in user a request acts for. */
export interface PrincipalUser {
  readonly id: number;
  readonly email: string;
  readonly role: UserRole;
}

/**
 * How the request proved who it is. A session rides on a browser cookie and so needs a CSRF token
 * on unsafe methods; an API token is sent deliberately by a script and does not.
 */
export type Credential =
  | { readonly kind: 'session'; readonly sessionId: number; readonly csrfToken: string }
  | {
      readonly kind: 'api_token';
      readonly tokenId: number;
      readonly scope: TokenScope;
      /** The only agents the token may touch; null: every agent its user may. */
      readonly agentIds: readonly number[] | null;
      readonly expiresAt: string | null;
    };

/** Whose a live credential is, as the two-factor policy asks: their id and their role now. */
export type CredentialHolder = Pick<PrincipalUser, 'id' | 'role'>;

export interface Principal {
  readonly user: PrincipalUser;
  readonly credential: Credential;
}

export function isAdministrator(principal: Principal): boolean {
  return principal.user.role === 'admin';
}
