import { SporaError } from '@spora/sdk';

export type SsoErrorCode =
  /** The callback's `state` names no sign-in under way: forged, used already, or expired. */
  | 'OIDC_STATE_INVALID'
  /** The provider refused the code (replayed, expired) or answered the sign-in with an error. */
  | 'OIDC_CODE_REJECTED'
  /** The ID token failed validation: signature, issuer, audience, nonce or expiry. */
  | 'OIDC_ID_TOKEN_INVALID'
  /** The provider does not vouch for the e-mail address, so it links and creates nothing. */
  | 'OIDC_EMAIL_UNVERIFIED'
  /** No account may be used: none exists and creation is off, or it is suspended. */
  | 'OIDC_ACCOUNT_NOT_ALLOWED'
  /** The provider's discovery document or token endpoint could not be reached. */
  | 'OIDC_PROVIDER_UNAVAILABLE'
  /** No enabled provider has this slug. */
  | 'NOT_FOUND'
  | 'OIDC_SLUG_TAKEN'
  | 'VALIDATION_ERROR';

/** A refused single sign-on step or provider change. */
export class SsoError extends SporaError<SsoErrorCode> {}
