import type { ColumnType, Generated } from 'kysely';

type Timestamp = string;
type Flag = 0 | 1;
type CreatedAt = ColumnType<Timestamp, Timestamp, never>;

/** An OpenID Connect provider people may sign in with. */
export interface OidcProvidersTable {
  id: Generated<number>;
  /** The URL segment of `/auth/sso/{slug}/…`. */
  slug: string;
  display_name: string;
  issuer_url: string;
  client_id: string;
  /** Encrypted with the server's field encryption; NULL for a public client. */
  client_secret: string | null;
  /** Space-separated, as sent to the provider. */
  scopes: string;
  email_claim: string;
  /** NULL: groups are not read. */
  groups_claim: string | null;
  /** JSON array of group names whose members become administrators. */
  admin_groups: string;
  /** 1: the groups claim decides membership of the teams named like its groups. */
  sync_teams: Generated<Flag>;
  allow_account_creation: Flag;
  enabled: Flag;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A provider's subject linked to a user: the link, not the e-mail, decides later sign-ins. */
export interface UserIdentitiesTable {
  id: Generated<number>;
  provider_id: number;
  subject: string;
  user_id: number;
  created_at: CreatedAt;
  last_sign_in_at: Timestamp | null;
}

/** A sign-in sent to a provider and not yet back; deleted when the callback takes it (single use). */
export interface OidcSignInAttemptsTable {
  id: Generated<number>;
  state: string;
  provider_id: number;
  code_verifier: string;
  nonce: string;
  return_to: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}
