import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { idChunks, isoAfter, nowIso } from '../db/index.js';
import type { CredentialHolder, PrincipalUser } from './principal.js';
import { hashSecretToken, newSecretToken } from './secret-tokens.js';

export interface SessionPolicy {
  /** How long a session lives without being used. */
  readonly idleTimeoutMs: number;
  /** How long a session lives at most, used or not. */
  readonly absoluteLifetimeMs: number;
}

export const defaultSessionPolicy: SessionPolicy = {
  idleTimeoutMs: 7 * 24 * 3600_000,
  absoluteLifetimeMs: 30 * 24 * 3600_000,
};

/** Seen-at is written at most this often, so reading a session is not a write per request. */
const touchIntervalMs = 5 * 60_000;

export interface NewSession {
  /** The cookie value; shown once, only its hash is stored. */
  readonly token: string;
  readonly csrfToken: string;
  readonly sessionId: number;
  readonly expiresAt: string;
}

export interface ActiveSession {
  readonly sessionId: number;
  readonly csrfToken: string;
  readonly user: PrincipalUser;
}

export interface SessionClient {
  readonly userAgent?: string | null;
  readonly ipAddress?: string | null;
}

/**
 * Sign-in sessions in the database, so every API process recognises every session. A session
 * ends at its absolute lifetime, after the idle timeout, at sign-out, or when its user is
 * suspended or deleted.
 */
export class SessionStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly policy: SessionPolicy = defaultSessionPolicy,
  ) {}

  async create(userId: number, client: SessionClient = {}): Promise<NewSession> {
    const token = newSecretToken();
    const csrfToken = newSecretToken();
    const now = Date.now();
    const createdAt = new Date(now).toISOString();
    const expiresAt = isoAfter(this.policy.absoluteLifetimeMs, now);
    const row = await this.db
      .insertInto('sessions')
      .values({
        user_id: userId,
        token_hash: hashSecretToken(token),
        csrf_token: csrfToken,
        expires_at: expiresAt,
        last_seen_at: createdAt,
        user_agent: client.userAgent?.slice(0, 300) ?? null,
        ip_address: client.ipAddress?.slice(0, 64) ?? null,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { token, csrfToken, sessionId: row.id, expiresAt };
  }

  /** The live session this cookie value opens, or null; an active user only. */
  async find(token: string): Promise<ActiveSession | null> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id as session_id',
        'sessions.csrf_token',
        'sessions.expires_at',
        'sessions.last_seen_at',
        'users.id as user_id',
        'users.email',
        'users.role',
        'users.status',
      ])
      .where('sessions.token_hash', '=', hashSecretToken(token))
      .executeTakeFirst();
    if (row?.status !== 'active') return null;
    const now = Date.now();
    const lastSeen = Date.parse(row.last_seen_at);
    if (Date.parse(row.expires_at) <= now || lastSeen + this.policy.idleTimeoutMs <= now) {
      await this.db.deleteFrom('sessions').where('id', '=', row.session_id).execute();
      return null;
    }
    if (now - lastSeen >= touchIntervalMs) {
      await this.db
        .updateTable('sessions')
        .set({ last_seen_at: new Date(now).toISOString(), updated_at: nowIso() })
        .where('id', '=', row.session_id)
        .execute();
    }
    return {
      sessionId: row.session_id,
      csrfToken: row.csrf_token,
      user: { id: row.user_id, email: row.email, role: row.role },
    };
  }

  /**
   * Which of these sessions would still open for their next request, with whose they are, read
   * without touching them: an open stream that asks does not count as the person's activity.
   */
  async liveOf(sessionIds: readonly number[]): Promise<Map<number, CredentialHolder>> {
    const live = new Map<number, CredentialHolder>();
    const now = Date.now();
    for (const chunk of idChunks(sessionIds)) {
      const rows = await this.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([
          'sessions.id',
          'sessions.expires_at',
          'sessions.last_seen_at',
          'users.id as user_id',
          'users.role',
        ])
        .where('sessions.id', 'in', chunk)
        .where('users.status', '=', 'active')
        .execute();
      for (const row of rows) {
        const open =
          Date.parse(row.expires_at) > now && Date.parse(row.last_seen_at) + this.policy.idleTimeoutMs > now;
        if (open) live.set(row.id, { id: row.user_id, role: row.role });
      }
    }
    return live;
  }

  async revoke(sessionId: number): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', sessionId).execute();
  }

  /** Ends every session of the user, except `keepSessionId` (the one changing its password). */
  async revokeAllOf(userId: number, keepSessionId?: number): Promise<void> {
    let query = this.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
    await query.execute();
  }

  /** Removes expired sessions; called now and then so the table does not grow without bound. */
  async purgeExpired(): Promise<number> {
    const now = Date.now();
    const result = await this.db
      .deleteFrom('sessions')
      .where((eb) =>
        eb.or([
          eb('expires_at', '<=', new Date(now).toISOString()),
          eb('last_seen_at', '<=', new Date(now - this.policy.idleTimeoutMs).toISOString()),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
