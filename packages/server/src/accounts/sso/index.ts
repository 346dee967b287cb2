export {
  type OidcProvider,
  type OidcProviderInput,
  OidcProviders,
  type OidcProviderView,
} from './oidc-providers.js';
export { OidcSignIn, type SsoSignedIn, safeReturnPath } from './oidc-sign-in.js';
export {
  type PasswordSignIn,
  PasswordSignInPolicies,
  type PasswordSignInPolicy,
} from './password-sign-in-policy.js';
export { SignInAttempts, signInAttemptLifetimeMs } from './sign-in-attempts.js';
export { SingleSignOn } from './single-sign-on.js';
export { type ProviderIdentity, SsoAccounts } from './sso-accounts.js';
export { SsoError, type SsoErrorCode } from './sso-error.js';
