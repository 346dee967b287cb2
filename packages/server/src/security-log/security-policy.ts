import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { nowIso } from '../db/index.js';
import type { TwoFactorRequirement } from './security-events.js';

const settingsKey = 'security_policy';

/** The shortest and longest time the security log keeps events, in days. */
export const securityLogRetentionRange = { min: 30, max: 3650 } as const;

/** Who must have two factors, and how long the security log keeps events. */
export interface SecurityPolicy {
  readonly twoFactorRequired: TwoFactorRequirement;
  readonly securityLogRetentionDays: number;
}

export const defaultSecurityPolicy: SecurityPolicy = {
  twoFactorRequired: 'off',
  securityLogRetentionDays: 365,
};

interface StoredPolicy {
  readonly two_factor_required: TwoFactorRequirement;
  readonly security_log_retention_days: number;
}

/**
 * The server's security policy, one row of `server_settings`; absent, the defaults apply. Built on a
 * transaction, it reads and writes in it.
 */
export class SecurityPolicies {
  constructor(private readonly db: Kysely<Database>) {}

  async get(): Promise<SecurityPolicy> {
    const row = await this.db
      .selectFrom('server_settings')
      .select('value')
      .where('key', '=', settingsKey)
      .executeTakeFirst();
    if (row === undefined) return defaultSecurityPolicy;
    const stored = JSON.parse(row.value) as StoredPolicy;
    return {
      twoFactorRequired: stored.two_factor_required,
      securityLogRetentionDays: stored.security_log_retention_days,
    };
  }

  async set(policy: SecurityPolicy): Promise<void> {
    const now = nowIso();
    const value = JSON.stringify({
      two_factor_required: policy.twoFactorRequired,
      security_log_retention_days: policy.securityLogRetentionDays,
    } satisfies StoredPolicy);
    await this.db
      .insertInto('server_settings')
      .values({ key: settingsKey, value, updated_at: now })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updated_at: now }))
      .execute();
  }
}

/** Whether the policy asks this user for a second factor. */
export function policyCovers(requirement: TwoFactorRequirement, role: 'admin' | 'member'): boolean {
  return requirement === 'everyone' || (requirement === 'administrators' && role === 'admin');
}
