import type { Kysely, Selectable } from 'kysely';
import type { Database, OidcProvidersTable } from '../../db/index.js';
import { isUniqueViolation, nowIso } from '../../db/index.js';
import type { FieldEncryption } from '../../secrets/index.js';
import { SsoError } from './sso-error.js';

/** What a provider's slug may be: it is a path segment of the sign-in links. */
export const providerSlugPattern = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** A provider as administrators see it: the client secret never leaves the server. */
export interface OidcProviderView {
  readonly id: number;
  readonly slug: string;
  readonly displayName: string;
  readonly issuerUrl: string;
  readonly clientId: string;
  readonly hasClientSecret: boolean;
  readonly scopes: string;
  readonly emailClaim: string;
  readonly groupsClaim: string | null;
  readonly adminGroups: readonly string[];
  /** The groups claim decides membership of the teams named like its groups. */
  readonly syncTeams: boolean;
  readonly allowAccountCreation: boolean;
  readonly enabled: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A provider as the sign-in uses it, the secret decrypted. */
export interface OidcProvider extends Omit<OidcProviderView, 'hasClientSecret'> {
  readonly clientSecret: string | null;
}

/** What an administrator sends; on an update, `clientSecret` undefined keeps the stored one. */
export interface OidcProviderInput {
  readonly slug: string;
  readonly displayName: string;
  readonly issuerUrl: string;
  readonly clientId: string;
  readonly clientSecret?: string | null;
  readonly scopes: string;
  readonly emailClaim: string;
  readonly groupsClaim: string | null;
  readonly adminGroups: readonly string[];
  readonly syncTeams: boolean;
  readonly allowAccountCreation: boolean;
  readonly enabled: boolean;
}

type Row = Selectable<OidcProvidersTable>;
const secretField = 'oidc_providers.client_secret';

/** The OpenID Connect providers, kept in `oidc_providers` with the client secret encrypted. */
export class OidcProviders {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly encryption: FieldEncryption,
  ) {}

  async list(): Promise<OidcProviderView[]> {
    const rows = await this.db.selectFrom('oidc_providers').selectAll().orderBy('display_name').execute();
    return rows.map(toView);
  }

  async view(id: number): Promise<OidcProviderView> {
    return toView(await this.row(id));
  }

  /** The enabled provider with this slug, secret decrypted; NOT_FOUND otherwise. */
  async enabledBySlug(slug: string): Promise<OidcProvider> {
    // A link with a malformed slug (a NUL byte PostgreSQL refuses) names no provider either.
    if (!providerSlugPattern.test(slug))
      throw new SsoError('NOT_FOUND', 'No such sign-in provider is enabled.');
    const row = await this.db
      .selectFrom('oidc_providers')
      .selectAll()
      .where('slug', '=', slug)
      .where('enabled', '=', 1)
      .executeTakeFirst();
    if (!row) throw new SsoError('NOT_FOUND', `No sign-in provider "${slug}" is enabled.`);
    return this.withSecret(row);
  }

  /** The enabled provider with this id, secret decrypted (the callback finds it through its attempt). */
  async enabledById(id: number): Promise<OidcProvider> {
    const row = await this.row(id);
    if (row.enabled !== 1) throw new SsoError('NOT_FOUND', `Sign-in provider ${id} is turned off.`);
    return this.withSecret(row);
  }

  async create(input: OidcProviderInput): Promise<OidcProviderView> {
    const now = nowIso();
    const row = await this.db
      .insertInto('oidc_providers')
      .values({ ...this.columns(input, null), created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch(slugTaken(input.slug));
    return toView(row);
  }

  async update(id: number, input: OidcProviderInput): Promise<OidcProviderView> {
    const previous = await this.row(id);
    const row = await this.db
      .updateTable('oidc_providers')
      .set({ ...this.columns(input, previous.client_secret), updated_at: nowIso() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch(slugTaken(input.slug));
    return toView(row);
  }

  /** Removes the provider with its identities: its users keep their accounts and other ways in. */
  async remove(id: number): Promise<void> {
    const result = await this.db.deleteFrom('oidc_providers').where('id', '=', id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound(id);
  }

  private columns(input: OidcProviderInput, storedSecret: string | null) {
    const secret =
      input.clientSecret === undefined
        ? storedSecret
        : input.clientSecret === null || input.clientSecret === ''
          ? null
          : this.encryption.encrypt(input.clientSecret);
    return {
      slug: input.slug,
      display_name: input.displayName.trim(),
      issuer_url: input.issuerUrl.trim(),
      client_id: input.clientId.trim(),
      client_secret: secret,
      scopes: normalizedScopes(input.scopes),
      email_claim: input.emailClaim.trim(),
      groups_claim: input.groupsClaim?.trim() || null,
      admin_groups: JSON.stringify(input.adminGroups.map((group) => group.trim()).filter(Boolean)),
      sync_teams: input.syncTeams ? (1 as const) : (0 as const),
      allow_account_creation: input.allowAccountCreation ? (1 as const) : (0 as const),
      enabled: input.enabled ? (1 as const) : (0 as const),
    };
  }

  private async row(id: number): Promise<Row> {
    const row = await this.db
      .selectFrom('oidc_providers')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(id);
    return row;
  }

  private withSecret(row: Row): OidcProvider {
    const { hasClientSecret: _has, ...view } = toView(row);
    if (row.client_secret === null) return { ...view, clientSecret: null };
    const decrypted = this.encryption.decrypt(row.client_secret, secretField);
    if (!decrypted.ok) throw new SsoError('OIDC_PROVIDER_UNAVAILABLE', decrypted.error.message);
    return { ...view, clientSecret: decrypted.value };
  }
}

/** `openid` is always asked for: without it there is no ID token. */
function normalizedScopes(scopes: string): string {
  const words = scopes.split(/\s+/).filter(Boolean);
  return [...new Set(['openid', ...words])].join(' ');
}

function toView(row: Row): OidcProviderView {
  return {
    id: row.id,
    slug: row.slug,
    displayName: row.display_name,
    issuerUrl: row.issuer_url,
    clientId: row.client_id,
    hasClientSecret: row.client_secret !== null,
    scopes: row.scopes,
    emailClaim: row.email_claim,
    groupsClaim: row.groups_claim,
    adminGroups: JSON.parse(row.admin_groups) as string[],
    syncTeams: row.sync_teams === 1,
    allowAccountCreation: row.allow_account_creation === 1,
    enabled: row.enabled === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function notFound(id: number): SsoError {
  return new SsoError('NOT_FOUND', `Sign-in provider ${id} not found.`);
}

function slugTaken(slug: string) {
  return (error: unknown): never => {
    if (isUniqueViolation(error)) {
      throw new SsoError('OIDC_SLUG_TAKEN', `A sign-in provider with the slug "${slug}" exists.`, {
        fields: { slug: 'is taken' },
      });
    }
    throw error;
  };
}
