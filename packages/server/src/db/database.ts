import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, type LogEvent, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseLocation } from '../config/index.js';
import { sha256Hex, sqliteSha256Function } from './canonical-json.js';
import { kyselyPool } from './postgres-pool.js';
import type { Database } from './schema.js';
import { type SqliteLockReleases, sqliteBusyTimeoutMs } from './sqlite-busy-retry.js';
import { ImmediateTransactionSqliteDialect } from './sqlite-dialect.js';

export type DatabaseEngine = DatabaseLocation['kind'];

/** An open database: the query builder, which engine it speaks, and a once-only close. */
export interface DatabaseConnection {
  readonly db: Kysely<Database>;
  readonly engine: DatabaseEngine;
  /** Runs `select 1`; false when the database cannot be reached. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL pool size. */
  maxConnections?: number;
  /**
   * PostgreSQL: connections the pool keeps open however long they stay idle (none by default;
   * others close after ten idle seconds). A request after a quiet spell then finds a connection
   * whose server process has its caches warm, instead of opening one and waiting while the new
   * process reads the catalog for every table it touches.
   */
  keptConnections?: number;
  /** Called with every statement executed and its parameters (benchmarks count them). */
  onQuery?: (sql: string, parameters: readonly unknown[]) => void;
  /**
   * Called when a PostgreSQL connection of the pool breaks (a server restart, a terminated
   * backend); the pool drops it and opens a new one for the next query.
   */
  onConnectionError?: (error: Error) => void;
  /**
   * SQLite: the counter of write-lock releases shared with the process's other threads on this file
   * (`newSqliteLockReleases`), so that a write waiting for the lock tries again as soon as one ends.
   */
  sqliteLockReleases?: SqliteLockReleases;
}

export function openDatabase(
  location: DatabaseLocation,
  options: OpenDatabaseOptions = {},
): DatabaseConnection {
  const db =
    location.kind === 'sqlite'
      ? openSqlite(location.path, options)
      : openPostgres(location.url, options, location.preparedStatements ?? true);
  let closing: Promise<void> | null = null;
  return {
    db,
    engine: location.kind,
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close() {
      closing ??= db.destroy();
      return closing;
    },
  };
}

const maxCachedStatements = 500;

/**
 * Kysely prepares every statement anew; the loop runs the same few statements at every step, so
 * prepared statements are kept by their SQL text (bounded, oldest dropped first).
 */
function withStatementCache(database: SqliteDatabase.Database): SqliteDatabase.Database {
  const statements = new Map<string, SqliteDatabase.Statement>();
  const prepare = (source: string) => {
    const cached = statements.get(source);
    if (cached) return cached;
    const statement = database.prepare(source);
    if (statements.size >= maxCachedStatements) {
      const oldest = statements.keys().next().value;
      if (oldest !== undefined) statements.delete(oldest);
    }
    statements.set(source, statement);
    return statement;
  };
  return new Proxy(database, {
    get: (target, property, receiver) =>
      property === 'prepare' ? prepare : Reflect.get(target, property, receiver),
  });
}

function queryLogger(options: OpenDatabaseOptions) {
  const { onQuery } = options;
  return onQuery ? (event: LogEvent) => onQuery(event.query.sql, event.query.parameters) : undefined;
}

/** Pages the write-ahead log grows to before a commit copies it back (SQLite's default: 1,000). */
export const sqliteCheckpointPages = 4_000;

function openSqlite(path: string, options: OpenDatabaseOptions): Kysely<Database> {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new SqliteDatabase(path);
  // WAL lets readers proceed during a write; the busy timeout absorbs short writer overlaps.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  // A checkpoint copies the log back into the database and syncs both files, in the commit that
  // crosses the mark. A step rewrites the same pages (its task, the user's event sequence, the
  // indexes' last pages), so checkpointing every 4,000 pages rather than SQLite's 1,000 copies
  // each of them once for four times as many steps and syncs a quarter as often: 70 µs less a
  // step on the benchmark machine. The log is checkpointed at about 16 MB (a long read can let it
  // grow past that), and the commit that crosses the mark pays for the larger checkpoint.
  database.pragma(`wal_autocheckpoint = ${sqliteCheckpointPages}`);
  database.pragma('foreign_keys = ON');
  database.pragma(`busy_timeout = ${sqliteBusyTimeoutMs}`);
  // PostgreSQL hashes with sha256(); SQLite has none, so the decision record's single-statement
  // append computes a row's hash with this one (the same SHA-256 `sha256Hex` computes).
  database.function(sqliteSha256Function, { deterministic: true }, (text: unknown) =>
    sha256Hex(String(text)),
  );
  // From here on a statement that finds the database locked is tried again by the dialect, in
  // steps that free the event loop (`retryingWhenBusy`), instead of SQLite sleeping the thread.
  database.pragma('busy_timeout = 0');
  return new Kysely<Database>({
    dialect: new ImmediateTransactionSqliteDialect(
      { database: withStatementCache(database) },
      options.sqliteLockReleases ?? null,
    ),
    log: queryLogger(options),
  });
}

const int8Oid = 20;

// Ids and counters stay far below 2^53; reading int8 (counts, sums) as numbers keeps both engines alike.
const numericBigints = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === int8Oid
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function openPostgres(
  url: string,
  options: OpenDatabaseOptions,
  preparedStatements: boolean,
): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    min: options.keptConnections ?? 0,
    types: numericBigints,
    // Queries are sent without waiting for the previous answer, so a transaction's BEGIN travels
    // with its first statement (`kyselyPool`); Kysely still awaits each statement it sends.
    pipeline: true,
  });
  // Without listeners, a broken connection's error would be thrown as an uncaught exception. Each
  // connection reports its own, idle or in use (then its query fails too, and the pool drops it
  // when it comes back); the pool repeats an idle one's, already reported.
  pool.on('connect', (client) => client.on('error', (error) => options.onConnectionError?.(error)));
  pool.on('error', () => {});
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool: kyselyPool(pool, preparedStatements) }),
    log: queryLogger(options),
  });
}
