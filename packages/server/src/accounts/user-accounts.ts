import type { Kysely, Transaction } from 'kysely';
import type { Database, User } from '../db/index.js';
import { isUniqueViolation, nowIso } from '../db/index.js';
import { AccountError } from './account-error.js';
import {
  displayNameProblem,
  emailProblem,
  fieldProblems,
  normalizedDisplayName,
  normalizedEmail,
  passwordProblem,
} from './account-fields.js';
import { hashPassword, verifyPassword } from './password-hashing.js';
import { newSecretToken } from './secret-tokens.js';
import type { UiLanguage } from './ui-languages.js';

export type UserRole = User['role'];
export type AccountStatus = User['status'];

export interface NewAccount {
  readonly email: string;
  readonly password: string;
  readonly displayName?: string | null;
  readonly role?: UserRole;
}

/** The account fields every response may show: never the password hash. */
export type AccountView = Omit<User, 'password_hash'>;

/** A user's changes to their own account; `undefined` leaves a field alone. */
export interface OwnAccountChanges {
  readonly displayName?: string | null;
  /** `null`: follow the browser's language. */
  readonly language?: UiLanguage | null;
}

/**
 * User accounts: creation with validated fields and an argon2id hash, credential checks, and the
 * changes users make to their own account. E-mail addresses are compared case-insensitively
 * (stored lower-case).
 */
export class UserAccounts {
  constructor(private readonly db: Kysely<Database>) {}

  async create(account: NewAccount): Promise<AccountView> {
    const prepared = await this.prepare(account);
    if (await this.findByEmail(prepared.email)) throw emailTaken(prepared.email);
    return insertAccount(this.db, prepared);
  }

  /**
   * Validates an account and hashes its password, touching no table: the slow part of creating
   * an account, done before a transaction that then inserts it with `insertAccount`.
   */
  async prepare(account: NewAccount): Promise<PreparedAccount> {
    const email = normalizedEmail(account.email);
    const displayName = normalizedDisplayName(account.displayName);
    const fields = fieldProblems({
      email: emailProblem(email),
      password: passwordProblem(account.password),
      display_name: displayNameProblem(displayName),
    });
    if (Object.keys(fields).length > 0) throw AccountError.invalid('Invalid account', fields);
    return {
      email,
      displayName,
      role: account.role ?? 'member',
      passwordHash: await hashPassword(account.password),
    };
  }

  /**
   * The active account these credentials open, or null: the same answer, after the same work,
   * for an unknown e-mail, a suspended account and a wrong password. A password is checked
   * against a stand-in hash when there is no usable one, so the time taken tells nothing either.
   */
  async verifyCredentials(email: string, password: string): Promise<AccountView | null> {
    const user = await this.findByEmail(normalizedEmail(email));
    const usable = user?.password_hash && user.status === 'active' ? user : null;
    const matches = await verifyPassword(usable?.password_hash ?? (await standInHash()), password);
    return usable !== null && matches ? withoutHash(usable) : null;
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

  /**
   * What users may change about their own account: their display name and the UI's language, never
   * role or status. A field left out stays as it is.
   */
  async updateOwnAccount(userId: number, changes: OwnAccountChanges): Promise<AccountView> {
    const set: { display_name?: string | null; language?: UiLanguage | null } = {};
    if (changes.displayName !== undefined) {
      const normalized = normalizedDisplayName(changes.displayName);
      const problem = displayNameProblem(normalized);
      if (problem !== null) throw AccountError.invalid('Invalid account', { display_name: problem });
      set.display_name = normalized;
    }
    if (changes.language !== undefined) set.language = changes.language;
    const updated = await this.db
      .updateTable('users')
      .set({ ...set, updated_at: nowIso() })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw AccountError.userNotFound(userId);
    return withoutHash(updated);
  }

  /**
   * Replaces the password after checking the current one. A wrong current password is a
   * validation error of that field, not a failed sign-in: the caller stays signed in.
   */
  async changePassword(userId: number, currentPassword: string, newPassword: string): Promise<void> {
    const user = await this.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw AccountError.userNotFound(userId);
    const matches =
      user.password_hash !== null && (await verifyPassword(user.password_hash, currentPassword));
    const fields = fieldProblems({
      current_password: matches ? null : 'is wrong',
      new_password: passwordProblem(newPassword),
    });
    if (Object.keys(fields).length > 0) throw AccountError.invalid('Password not changed', fields);
    await this.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(newPassword), updated_at: nowIso() })
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

/** A validated account with its password hashed, ready to insert. */
export interface PreparedAccount {
  readonly email: string;
  readonly displayName: string | null;
  readonly role: UserRole;
  /** Null: no password, for an account that signs in through single sign-on. */
  readonly passwordHash: string | null;
  /** Set when whoever made the account has verified the address already (an identity provider). */
  readonly emailVerified?: boolean;
}

let standIn: Promise<string> | undefined;

/** A hash of a random password, made once per process with the same costs as real ones. */
function standInHash(): Promise<string> {
  standIn ??= hashPassword(newSecretToken());
  return standIn;
}

function emailTaken(email: string): AccountError {
  return new AccountError('EMAIL_TAKEN', `An account for ${email} already exists.`, {
    fields: { email: 'is taken' },
  });
}

/** Inserts a prepared account (inside the caller's transaction, when given one). */
export async function insertAccount(
  db: Kysely<Database> | Transaction<Database>,
  account: PreparedAccount,
): Promise<AccountView> {
  const now = nowIso();
  // Two sign-ups with one address can both pass a check made first; the unique index decides.
  const created = await db
    .insertInto('users')
    .values({
      email: account.email,
      password_hash: account.passwordHash,
      display_name: account.displayName,
      role: account.role,
      status: 'active',
      ...(account.emailVerified ? { email_verified: 1 as const } : {}),
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
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? emailTaken(account.email) : error;
    });
  return withoutHash(created);
}

export function withoutHash(user: User): AccountView {
  const { password_hash: _hash, ...view } = user;
  return view;
}
