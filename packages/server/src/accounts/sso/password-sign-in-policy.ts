import type { Kysely } from 'kysely';
import type { Database } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import { SsoError } from './sso-error.js';

/** `everyone`: passwords work as always; `break_glass`: only the named administrator's does. */
export type PasswordSignIn = 'everyone' | 'break_glass';

export interface PasswordSignInPolicy {
  readonly passwordSignIn: PasswordSignIn;
  /** The administrator who may still use a password when single sign-on fails; null with `everyone`. */
  readonly breakGlassUserId: number | null;
}

const settingsKey = 'password_sign_in';
const everyone: PasswordSignInPolicy = { passwordSignIn: 'everyone', breakGlassUserId: null };

/** Whether password sign-in is open to everyone or only to a break-glass administrator (`server_settings`). */
export class PasswordSignInPolicies {
  constructor(private readonly db: Kysely<Database>) {}

  async get(): Promise<PasswordSignInPolicy> {
    const row = await this.db
      .selectFrom('server_settings')
      .select('value')
      .where('key', '=', settingsKey)
      .executeTakeFirst();
    return row ? (JSON.parse(row.value) as PasswordSignInPolicy) : everyone;
  }

  /** Whether password sign-in is left to this user alone. */
  async isBreakGlass(userId: number): Promise<boolean> {
    const policy = await this.get();
    return policy.passwordSignIn === 'break_glass' && policy.breakGlassUserId === userId;
  }

  /** Whether this user may sign in with a password now. */
  async allows(userId: number): Promise<boolean> {
    const policy = await this.get();
    return policy.passwordSignIn === 'everyone' || policy.breakGlassUserId === userId;
  }

  /**
   * Saves the policy. `break_glass` needs an active administrator with a password, so turning
   * passwords off can never lock every administrator out.
   */
  async save(policy: PasswordSignInPolicy): Promise<PasswordSignInPolicy> {
    const saved =
      policy.passwordSignIn === 'everyone' ? everyone : await this.checked(policy.breakGlassUserId);
    const value = JSON.stringify(saved);
    const updatedAt = nowIso();
    await this.db
      .insertInto('server_settings')
      .values({ key: settingsKey, value, updated_at: updatedAt })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updated_at: updatedAt }))
      .execute();
    return saved;
  }

  private async checked(userId: number | null): Promise<PasswordSignInPolicy> {
    const admin =
      userId === null
        ? undefined
        : await this.db
            .selectFrom('users')
            .select('id')
            .where('id', '=', userId)
            .where('role', '=', 'admin')
            .where('status', '=', 'active')
            .where('password_hash', 'is not', null)
            .executeTakeFirst();
    if (!admin) {
      throw new SsoError(
        'VALIDATION_ERROR',
        'Name an active administrator with a password as break-glass account.',
        {
          fields: { break_glass_user_id: 'is not an active administrator with a password' },
        },
      );
    }
    return { passwordSignIn: 'break_glass', breakGlassUserId: admin.id };
  }
}
