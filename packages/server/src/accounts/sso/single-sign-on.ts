import type { Kysely } from 'kysely';
import type { Database } from '../../db/index.js';
import type { FieldEncryption } from '../../secrets/index.js';
import { OidcProviders } from './oidc-providers.js';
import { OidcSignIn } from './oidc-sign-in.js';
import { PasswordSignInPolicies } from './password-sign-in-policy.js';
import { SignInAttempts } from './sign-in-attempts.js';
import { SsoAccounts } from './sso-accounts.js';

/** Single sign-on as the routes use it: the providers, the sign-in through them, and the password policy. */
export class SingleSignOn {
  readonly providers: OidcProviders;
  readonly signIn: OidcSignIn;
  readonly passwordPolicy: PasswordSignInPolicies;

  /** `clock` is the time the ID token's dates are checked against; tests move it. */
  constructor(db: Kysely<Database>, encryption: FieldEncryption, clock: () => Date = () => new Date()) {
    this.providers = new OidcProviders(db, encryption);
    this.signIn = new OidcSignIn(this.providers, new SignInAttempts(db), new SsoAccounts(db), () =>
      clock().getTime(),
    );
    this.passwordPolicy = new PasswordSignInPolicies(db);
  }
}
