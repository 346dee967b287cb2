import type { Kysely } from 'kysely';
import type { Database, User } from '../db/index.js';
import { nowIso } from '../db/index.js';
import { AccountError } from './account-error.js';
import { hashPassword, verifyPassword } from './password-hashing.js';

export type UserRole = User['role'];

export interface NewAccount {
  readonly email: string;
  readonly password: string;
  readonly displayName?: string | null;
  readonly role?: UserRole;
}

export const minimumPasswordLength = 12;
const maximumPasswordLength = 1024;
// Deliberately simple: one @, something on each side, a dot in the domain, no spaces.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The account fields every response may show: never the password hash. */
export type AccountView = Omit<User, 'password_hash'>;

/**
 * User accounts: creation with validated fields and an argon2id hash, and credential checks.
 * E-mail addresses are compared case-insensitively (stored lower-case).
 */
export class UserAccounts {
  constructor(private readonly db: Kysely<Database>) {}

  async create(account: NewAccount): Promise<AccountView> {
    const email = account.email.trim().toLowerCase();
    const fields: Record<string, string> = {};
    if (!emailPattern.test(email) || email.length > 254) fields.email = 'must be a valid e-mail address';
    if (account.password.length < minimumPasswordLength) {
      fields.password = `must have at least ${minimumPasswordLength} characters`;
    } else if (account.password.length > maximumPasswordLength) {
      fields.password = `must have at most ${maximumPasswordLength} characters`;
    }
    const displayName = account.displayName?.trim() || null;
    if (displayName !== null && displayName.length > 100)
      fields.display_name = 'must have at most 100 characters';
    if (Object.keys(fields).length > 0) {
      throw new AccountError('VALIDATION_ERROR', `Invalid account: ${describe(fields)}.`, { fields });
    }
    if (await this.findByEmail(email)) {
      throw new AccountError('EMAIL_TAKEN', `An account for ${email} already exists.`, {
        fields: { email: 'is taken' },
      });
    }
    const now = nowIso();
    const created = await this.db
      .insertInto('users')
      .values({
        email,
        password_hash: await hashPassword(account.password),
        display_name: displayName,
        role: account.role ?? 'member',
        status: 'active',
        name: null,
        date_of_birth: null,
        about_me: null,
        height_cm: null,
        weight_kg: null,
        last_login_at: null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return withoutHash(created);
  }

  /** The active account these credentials open, or null (same answer for unknown e-mail and wrong password). */
  async verifyCredentials(email: string, password: string): Promise<AccountView | null> {
    const user = await this.findByEmail(email.trim().toLowerCase());
    if (!user?.password_hash || user.status !== 'active') return null;
    return (await verifyPassword(user.password_hash, password)) ? withoutHash(user) : null;
  }

  /** The account with this id, or null. */
  async get(userId: number): Promise<AccountView | null> {
    const user = await this.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    return user ? withoutHash(user) : null;
  }

  async recordSignIn(userId: number): Promise<void> {
    const now = nowIso();
    await this.db
      .updateTable('users')
      .set({ last_login_at: now, updated_at: now })
      .where('id', '=', userId)
      .execute();
  }

  async hasAdministrator(): Promise<boolean> {
    const admin = await this.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .executeTakeFirst();
    return admin !== undefined;
  }

  private findByEmail(email: string): Promise<User | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }
}

function withoutHash(user: User): AccountView {
  const { password_hash: _hash, ...view } = user;
  return view;
}

function describe(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([field, problem]) => `${field} ${problem}`)
    .join('; ');
}
