export { AccountError, type AccountErrorCode } from './account-error.js';
export { minimumPasswordLength } from './account-fields.js';
export {
  type ApiTokenAuthentication,
  ApiTokens,
  type ApiTokenView,
  apiTokenPrefix,
  type CreatedApiToken,
  type NewApiToken,
} from './api-tokens.js';
export { ensureFirstAdministrator, type FirstAdministratorOutcome } from './first-administrator.js';
export {
  type FirstAdministratorRequest,
  FirstRunSetup,
  SetupError,
  type SetupErrorCode,
  setupCodeLifetimeMs,
} from './first-run-setup.js';
export { hashPassword, verifyPassword } from './password-hashing.js';
export {
  type Credential,
  type CredentialHolder,
  isAdministrator,
  type Principal,
  type PrincipalUser,
} from './principal.js';
export { RateLimiter, type RateLimitOutcome, type RateLimitRule } from './rate-limiter.js';
export { RecoveryCodes, recoveryCodeCount } from './recovery-codes.js';
export { hashSecretToken, newSecretToken, secretsEqual } from './secret-tokens.js';
export {
  type ActiveSession,
  defaultSessionPolicy,
  type NewSession,
  type SessionClient,
  type SessionPolicy,
  SessionStore,
} from './session-store.js';
export { SignInChallenges, signInChallengeLifetimeMs } from './sign-in-challenges.js';
export {
  type SignInAdmission,
  type SignInAttempt,
  SignInThrottle,
  type SignInTicket,
  signInAccountRule,
  signInAddressRule,
  signInDeviceRule,
  trustedDeviceLifetimeMs,
} from './sign-in-throttle.js';
export { scopeCovers, type TokenScope, tokenScopes } from './token-scopes.js';
export {
  confirmedFactorsAmong,
  type SecondFactor,
  type TotpEnrolment,
  TwoFactor,
  type TwoFactorStatus,
} from './two-factor.js';
export { TwoFactorError, type TwoFactorErrorCode } from './two-factor-error.js';
export { isUiLanguage, type UiLanguage, uiLanguages } from './ui-languages.js';
export {
  type AccountStatus,
  type AccountView,
  insertAccount,
  type NewAccount,
  type PreparedAccount,
  UserAccounts,
  type UserRole,
} from './user-accounts.js';
export { type AccountChanges, type AccountPage, UserAdministration } from './user-administration.js';
