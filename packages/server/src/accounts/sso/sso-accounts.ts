import type { Kysely } from 'kysely';
import type { Database, User } from '../../db/index.js';
import { isUniqueViolation, nowIso } from '../../db/index.js';
import { type SecurityEventOrigin, SecurityLog } from '../../security-log/index.js';
import { AccountError } from '../account-error.js';
import { emailProblem, normalizedDisplayName, normalizedEmail } from '../account-fields.js';
import { type AccountView, insertAccount, withoutHash } from '../user-accounts.js';
import type { OidcProvider } from './oidc-providers.js';
import { PasswordSignInPolicies } from './password-sign-in-policy.js';
import { SsoError } from './sso-error.js';
import { syncTeamsWithGroups } from './team-sync.js';

/** What a validated ID token says about the person, read with the provider's claim names. */
export interface ProviderIdentity {
  readonly subject: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly displayName: string | null;
  /** Null when the provider reads no groups claim. */
  readonly groups: readonly string[] | null;
}

/**
 * The account a provider's identity signs in to: the one linked to its subject, else the one with
 * its e-mail address (only when the provider says it verified it), else a new one when the
 * provider allows that. The administrator groups decide the role on every sign-in, and where the
 * provider syncs teams, the groups decide the teams too.
 */
export class SsoAccounts {
  private readonly securityLog: SecurityLog;

  constructor(private readonly db: Kysely<Database>) {
    this.securityLog = new SecurityLog(db);
  }

  async resolve(
    provider: OidcProvider,
    identity: ProviderIdentity,
    origin: SecurityEventOrigin,
  ): Promise<AccountView> {
    const linked = await this.db
      .selectFrom('user_identities')
      .innerJoin('users', 'users.id', 'user_identities.user_id')
      .selectAll('users')
      .where('user_identities.provider_id', '=', provider.id)
      .where('user_identities.subject', '=', identity.subject)
      .executeTakeFirst();
    const user = linked ?? (await this.linkByEmail(provider, identity, origin));
    if (user.status !== 'active') throw suspended(user);
    await this.db
      .updateTable('user_identities')
      .set({ last_sign_in_at: nowIso() })
      .where('provider_id', '=', provider.id)
      .where('subject', '=', identity.subject)
      .execute();
    const withRole = await this.applyRole(provider, identity, user, origin);
    if (provider.syncTeams && identity.groups !== null) {
      await syncTeamsWithGroups(this.db, withRole.id, identity.groups, origin);
    }
    return withoutHash(withRole);
  }

  private async linkByEmail(
    provider: OidcProvider,
    identity: ProviderIdentity,
    origin: SecurityEventOrigin,
  ): Promise<User> {
    const email = identity.email === null ? null : normalizedEmail(identity.email);
    if (email === null || emailProblem(email) !== null) {
      throw new SsoError(
        'OIDC_ACCOUNT_NOT_ALLOWED',
        `${provider.displayName} sent no usable e-mail address in the "${provider.emailClaim}" claim.`,
      );
    }
    if (!identity.emailVerified) {
      throw new SsoError('OIDC_EMAIL_UNVERIFIED', `${provider.displayName} has not verified ${email}.`);
    }
    const existing = await this.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst();
    // A suspended account gets no new way in, not even a link that would wait for reactivation.
    if (existing !== undefined && existing.status !== 'active') throw suspended(existing);
    const user = existing ?? (await this.create(provider, identity, email, origin));
    await this.db
      .insertInto('user_identities')
      .values({ provider_id: provider.id, subject: identity.subject, user_id: user.id, created_at: nowIso() })
      .execute()
      .catch((error: unknown) => {
        // Two first sign-ins of one person at once: the other one linked it; both go on.
        if (!isUniqueViolation(error)) throw error;
      });
    return user;
  }

  private async create(
    provider: OidcProvider,
    identity: ProviderIdentity,
    email: string,
    origin: SecurityEventOrigin,
  ): Promise<User> {
    if (!provider.allowAccountCreation) {
      throw new SsoError(
        'OIDC_ACCOUNT_NOT_ALLOWED',
        `No account uses ${email}, and ${provider.displayName} may not create accounts.`,
      );
    }
    // No password: this account signs in through its provider until someone sets one.
    const created = await insertAccount(this.db, {
      email,
      passwordHash: null,
      displayName: normalizedDisplayName(identity.displayName)?.slice(0, 100) ?? null,
      role: 'member',
      emailVerified: true,
    }).catch((error: unknown) => {
      // Two first sign-ins of one person at once: the other one made the account.
      if (error instanceof AccountError && error.code === 'EMAIL_TAKEN') return undefined;
      throw error;
    });
    if (created !== undefined) {
      await this.securityLog.record(
        { kind: 'user.registered', subjectUserId: created.id, detail: { email } },
        { ...origin, actorUserId: created.id },
      );
    }
    return this.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
  }

  /**
   * Members of an administrator group become administrators and others members, when the provider
   * reads groups and names such groups. The last active administrator and the break-glass
   * administrator are never demoted by it.
   */
  private async applyRole(
    provider: OidcProvider,
    identity: ProviderIdentity,
    user: User,
    origin: SecurityEventOrigin,
  ): Promise<User> {
    if (identity.groups === null || provider.adminGroups.length === 0) return user;
    const role = identity.groups.some((group) => provider.adminGroups.includes(group)) ? 'admin' : 'member';
    if (role === user.role) return user;
    if (role === 'member' && !(await this.anotherActiveAdministrator(user.id))) return user;
    // Nor the one administrator password sign-in is left to, who is the way in when this provider fails.
    if (role === 'member' && (await new PasswordSignInPolicies(this.db).isBreakGlass(user.id))) return user;
    const changed = await this.db
      .updateTable('users')
      .set({ role, updated_at: nowIso() })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // The provider's groups decided it, not a person here: no actor.
    await this.securityLog.record(
      {
        kind: 'user.role_changed',
        subjectUserId: user.id,
        detail: { email: user.email, from: user.role, to: role },
      },
      { ...origin, actorUserId: null },
    );
    return changed;
  }

  private async anotherActiveAdministrator(userId: number): Promise<boolean> {
    const other = await this.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('status', '=', 'active')
      .where('id', '!=', userId)
      .executeTakeFirst();
    return other !== undefined;
  }
}

function suspended(user: User): SsoError {
  return new SsoError('OIDC_ACCOUNT_NOT_ALLOWED', `The account ${user.email} is suspended.`);
}
