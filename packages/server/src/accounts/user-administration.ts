import { type Kysely, sql } from 'kysely';
import type { Database, DatabaseConnection, User } from '../db/index.js';
import { nowIso } from '../db/index.js';
import { type SecurityEvent, type SecurityEventOrigin, SecurityLog } from '../security-log/index.js';
import { AccountError } from './account-error.js';
import { displayNameProblem, normalizedDisplayName } from './account-fields.js';
import { PasswordSignInPolicies } from './sso/password-sign-in-policy.js';
import { type AccountStatus, type AccountView, type UserRole, withoutHash } from './user-accounts.js';

/** What an administrator may change about an account; absent fields stay as they are. */
export interface AccountChanges {
  readonly displayName?: string | null;
  readonly role?: UserRole;
  readonly status?: AccountStatus;
  readonly emailVerified?: boolean;
}

export interface AccountPage {
  readonly users: AccountView[];
  readonly total: number;
}

/** Where an administrator's request came from, for the security log. */
export type RequestOrigin = Pick<SecurityEventOrigin, 'address' | 'userAgent'>;

const unknownOrigin: RequestOrigin = { address: null, userAgent: null };

// Serializes changes that could leave no administrator, on PostgreSQL ("SPAD").
const administratorsLockKey = 0x5350_4144;

/**
 * Administrators managing other accounts: listing, changing role, status and verification, and
 * deleting. Nobody changes their own role or status or deletes themselves here, and the last
 * active administrator can be neither demoted, suspended nor deleted. Changes of role and status
 * and deletions are logged in the security log, in the transaction that makes them.
 */
export class UserAdministration {
  /**
   * `releaseBlobs` removes file content no file row uses any more; a deleted account's files go
   * with its row, and their content is released once the deletion has committed.
   */
  constructor(
    private readonly database: DatabaseConnection,
    private readonly releaseBlobs: (hashes: readonly string[]) => Promise<void> = async () => {},
  ) {}

  /**
   * A page of accounts, oldest first; `search` keeps those whose e-mail or display name contains
   * it, ignoring case (the same on SQLite and PostgreSQL, and `%` or `_` match only themselves).
   */
  async list(window: { readonly limit: number; readonly offset: number }, search = ''): Promise<AccountPage> {
    const { db } = this.database;
    const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const matching = db
      .selectFrom('users')
      .$if(search !== '', (query) =>
        query.where(
          (eb) =>
            sql<boolean>`(lower(${eb.ref('email')}) like ${pattern} escape '\\' or lower(coalesce(${eb.ref('display_name')}, '')) like ${pattern} escape '\\')`,
        ),
      );
    const [rows, counted] = await Promise.all([
      matching.selectAll().orderBy('id').limit(window.limit).offset(window.offset).execute(),
      matching.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { users: rows.map(withoutHash), total: Number(counted.count) };
  }

  /** Applies `changes` to another account; suspending one also ends its sessions and API tokens. */
  async update(
    actorId: number,
    userId: number,
    changes: AccountChanges,
    origin: RequestOrigin = unknownOrigin,
  ): Promise<AccountView> {
    const displayName =
      changes.displayName === undefined ? undefined : normalizedDisplayName(changes.displayName);
    const problem = displayName === undefined ? null : displayNameProblem(displayName);
    if (problem !== null) throw AccountError.invalid('Invalid account', { display_name: problem });
    return this.withAdministratorsLocked(async (trx) => {
      const current = await findUser(trx, userId);
      const role = changes.role ?? current.role;
      const status = changes.status ?? current.status;
      if (userId === actorId && (role !== current.role || status !== current.status)) {
        throw new AccountError('CANNOT_MODIFY_SELF', 'You cannot change your own role or status.');
      }
      if (role !== 'admin' || status !== 'active') {
        await ensureAnotherAdministrator(trx, current);
        await ensureNotBreakGlass(trx, current);
      }
      const updated = await trx
        .updateTable('users')
        .set({
          ...(displayName === undefined ? {} : { display_name: displayName }),
          ...(changes.emailVerified === undefined ? {} : { email_verified: changes.emailVerified ? 1 : 0 }),
          role,
          status,
          updated_at: nowIso(),
        })
        .where('id', '=', userId)
        .returningAll()
        .executeTakeFirstOrThrow();
      // Every credential of a suspended account ends now, so reactivating it later revives none.
      if (status === 'suspended') {
        await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
        await trx.deleteFrom('api_tokens').where('user_id', '=', userId).execute();
      }
      const { email } = current;
      const events: SecurityEvent[] = [];
      if (role !== current.role) {
        events.push({
          kind: 'user.role_changed',
          subjectUserId: userId,
          detail: { email, from: current.role, to: role },
        });
      }
      if (status !== current.status) {
        const kind = status === 'suspended' ? 'user.suspended' : 'user.reactivated';
        events.push({ kind, subjectUserId: userId, detail: { email } });
      }
      const log = new SecurityLog(trx);
      for (const event of events) await log.record(event, { actorUserId: actorId, ...origin });
      return withoutHash(updated);
    });
  }

  /**
   * Deletes another account and everything it owns (agents, tasks, files, sessions, tokens); refused
   * (INVALID_STATE) while one of its tasks is RUNNING, since that run would go on without its
   * rows. Suspending the account first stops new work from starting.
   */
  async remove(actorId: number, userId: number, origin: RequestOrigin = unknownOrigin): Promise<void> {
    if (userId === actorId) {
      throw new AccountError('CANNOT_MODIFY_SELF', 'You cannot delete your own account.');
    }
    const hashes = await this.withAdministratorsLocked(async (trx) => {
      const user = await findUser(trx, userId);
      await ensureAnotherAdministrator(trx, user);
      await ensureNotBreakGlass(trx, user);
      // Touching the rows locks them (PostgreSQL), so no worker claims one before the delete commits.
      const tasks = await trx
        .updateTable('tasks')
        .set({ updated_at: nowIso() })
        .where('user_id', '=', userId)
        .returning(['id', 'status'])
        .execute();
      const running = tasks.filter((task) => task.status === 'RUNNING').map((task) => task.id);
      if (running.length > 0) {
        throw new AccountError(
          'INVALID_STATE',
          `${user.email} has ${running.length} task(s) running; suspend the account, and delete it once they have ended.`,
          { runningTaskIds: running },
        );
      }
      const files = await trx
        .selectFrom('files')
        .select('sha256')
        .distinct()
        .where('user_id', '=', userId)
        .execute();
      await trx.deleteFrom('users').where('id', '=', userId).execute();
      await new SecurityLog(trx).record(
        { kind: 'user.deleted', subjectUserId: userId, detail: { email: user.email } },
        { actorUserId: actorId, ...origin },
      );
      return files.map((file) => file.sha256);
    });
    await this.releaseBlobs(hashes);
  }

  /**
   * Runs `work` in a transaction that no other change of administrators overlaps: SQLite
   * transactions are already exclusive, PostgreSQL takes a transaction-scoped advisory lock.
   */
  private withAdministratorsLocked<Value>(work: (trx: Kysely<Database>) => Promise<Value>): Promise<Value> {
    const lock = this.database.engine === 'postgres';
    return this.database.db.transaction().execute(async (trx) => {
      if (lock) await sql`select pg_advisory_xact_lock(${administratorsLockKey})`.execute(trx);
      return work(trx);
    });
  }
}

async function findUser(db: Kysely<Database>, userId: number): Promise<User> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw AccountError.userNotFound(userId);
  return user;
}

/** Refuses to take away `user`'s administration when no other active administrator would remain. */
async function ensureAnotherAdministrator(db: Kysely<Database>, user: User): Promise<void> {
  if (user.role !== 'admin' || user.status !== 'active') return;
  const other = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('status', '=', 'active')
    .where('id', '!=', user.id)
    .executeTakeFirst();
  if (!other) {
    throw new AccountError(
      'LAST_ADMINISTRATOR',
      `${user.email} is the last active administrator: make another account an administrator first.`,
    );
  }
}

/**
 * Refuses to take away the administration of the one administrator password sign-in is left to:
 * with single sign-on down, nobody could sign in at all.
 */
async function ensureNotBreakGlass(db: Kysely<Database>, user: User): Promise<void> {
  if (!(await new PasswordSignInPolicies(db).isBreakGlass(user.id))) return;
  throw new AccountError(
    'BREAK_GLASS_ADMINISTRATOR',
    `${user.email} is the break-glass administrator, the only one who may sign in with a password: name another one, or let everyone sign in with a password, first (Administration → Single sign-on).`,
  );
}
