import type { ColumnType, Generated } from 'kysely';

type Timestamp = string;
type CreatedAt = ColumnType<Timestamp, Timestamp, never>;

/** A user's TOTP factor; `confirmed_at` is NULL while enrolment waits for the first code. */
export interface TotpFactorsTable {
  id: Generated<number>;
  user_id: number;
  /** The base32 secret, encrypted with the server's field encryption. */
  secret: string;
  confirmed_at: Timestamp | null;
  /** The newest RFC 6238 time step a code was accepted for: no code of it or before it counts again. */
  last_time_step: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A single-use recovery code; only its SHA-256 is stored. */
export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

/** The second step a correct password opens for an account with two factors; only its hash is stored. */
export interface SignInChallengesTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}
