import type { CompiledQuery, DatabaseConnection, QueryResult } from 'kysely';

/** How long a statement keeps trying for the write lock, as the busy timeout did. */
export const sqliteBusyTimeoutMs = 5_000;

/**
 * A counter the threads of one process share for one SQLite file (a `SharedArrayBuffer`): each
 * thread adds one whenever its connection ends a transaction or writes outside one, which releases
 * the write lock, and
 * a thread whose statement found the database locked waits for the next one.
 */
export type SqliteLockReleases = Int32Array;

export function newSqliteLockReleases(): SqliteLockReleases {
  return new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
}

/** Wakes the threads waiting for the write lock: this connection has just released it. */
export function announceLockRelease(releases: SqliteLockReleases): void {
  Atomics.add(releases, 0, 1);
  Atomics.notify(releases, 0);
}

/** Statements that take the write lock: outside a transaction each releases it as it ends. */
const writeKinds = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);

/**
 * Waits for the write lock without holding the thread: another process may hold it too, whose
 * release nobody announces, so a wait for an announcement ends after `longestWaitMs` anyway.
 */
const longestWaitMs = 2;

/**
 * Runs the connection's statements with SQLite's busy timeout off (`busy_timeout = 0`), trying a
 * statement that found the database locked again, until `sqliteBusyTimeoutMs` has passed: as soon
 * as another thread of this process announces a release (`releases`), else after the event loop
 * has turned, then every millisecond.
 *
 * SQLite's own busy handler sleeps in growing steps (1, 2, 5, 10 … 100 ms) and holds the thread
 * meanwhile: a thread whose write waited behind another's commits lost up to 100 ms a try while
 * the other committed again and again, and the API's thread answered nothing while it slept. A
 * statement that answered BUSY did nothing, so trying it again is safe, inside a transaction too.
 */
export function retryingWhenBusy(
  connection: DatabaseConnection,
  releases: SqliteLockReleases | null,
  inTransaction: () => boolean,
): DatabaseConnection {
  return {
    async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
      const started = Date.now();
      for (let attempt = 0; ; attempt++) {
        // Read before trying, so that a release between the refusal and the wait is not missed.
        const seen = releases ? Atomics.load(releases, 0) : 0;
        try {
          const result = await connection.executeQuery<R>(compiledQuery);
          // A write outside a transaction took the lock and released it: as a commit does.
          if (releases && writeKinds.has(compiledQuery.query.kind) && !inTransaction())
            announceLockRelease(releases);
          return result;
        } catch (error) {
          if (!isBusy(error, inTransaction()) || Date.now() - started >= sqliteBusyTimeoutMs) throw error;
          await (releases ? nextRelease(releases, seen) : pause(attempt));
        }
      }
    },
    streamQuery: (compiledQuery, chunkSize) => connection.streamQuery(compiledQuery, chunkSize),
  };
}

/**
 * Plain BUSY: the lock was taken, try again. Its variants (`SQLITE_BUSY_SNAPSHOT`, `_RECOVERY`,
 * `_TIMEOUT`) are tried again only outside a transaction, where SQLite's own handler would have:
 * inside one, a snapshot gone stale stays stale, and only the whole transaction can start again.
 */
function isBusy(error: unknown, inTransaction: boolean): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'SQLITE_BUSY') return true;
  return !inTransaction && typeof code === 'string' && code.startsWith('SQLITE_BUSY_');
}

/** `Atomics.waitAsync` (ES2024, in every Node.js this runs on), typed as far as used here. */
const waitAsync = (
  Atomics as unknown as {
    waitAsync(
      array: Int32Array,
      index: number,
      value: number,
      timeoutMs: number,
    ): { readonly async: false } | { readonly async: true; readonly value: Promise<unknown> };
  }
).waitAsync;

/**
 * `Atomics.waitAsync` holds no handle on the event loop: a thread with nothing else under way (a
 * loop thread still opening the platform) would end in the middle of the wait, its top-level await
 * unsettled (exit code 13). A timer that outlasts the wait keeps it alive until the wait ends.
 */
async function nextRelease(releases: SqliteLockReleases, seen: number): Promise<void> {
  const waiting = waitAsync(releases, 0, seen, longestWaitMs);
  if (!waiting.async) return;
  const keepAlive = setInterval(() => {}, 60_000);
  try {
    await waiting.value;
  } finally {
    clearInterval(keepAlive);
  }
}

function pause(attempt: number): Promise<void> {
  return new Promise((resolve) => {
    if (attempt < 3) setImmediate(resolve);
    else setTimeout(resolve, 1);
  });
}
