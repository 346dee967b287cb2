import type { CompiledQuery, DatabaseConnection, QueryResult } from 'kysely';

/** How long a statement keeps trying for the write lock, as the busy timeout did. */
export const sqliteBusyTimeoutMs = 5_000;

/**
 * Runs the connection's statements with SQLite's busy timeout off (`busy_timeout = 0`), trying a
 * statement that found the database locked again as soon as this thread's event loop has turned,
 * then every millisecond, until `sqliteBusyTimeoutMs` has passed.
 *
 * SQLite's own busy handler sleeps in growing steps (1, 2, 5, 10 … 100 ms) and holds the thread
 * meanwhile. With the loop on threads, a thread whose write waits behind another's commits lost
 * up to 100 ms a try while the other committed again and again, and the API's thread answered
 * nothing while it slept. Here the wait releases the event loop and finds a gap within a
 * millisecond. A statement that answered BUSY did nothing, so trying it again is safe, inside a
 * transaction as well.
 */
export function retryingWhenBusy(connection: DatabaseConnection): DatabaseConnection {
  return {
    async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
      const started = Date.now();
      for (let attempt = 0; ; attempt++) {
        try {
          return await connection.executeQuery<R>(compiledQuery);
        } catch (error) {
          if (!isBusy(error) || Date.now() - started >= sqliteBusyTimeoutMs) throw error;
          await pause(attempt);
        }
      }
    },
    streamQuery: (compiledQuery, chunkSize) => connection.streamQuery(compiledQuery, chunkSize),
  };
}

function isBusy(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'SQLITE_BUSY';
}

function pause(attempt: number): Promise<void> {
  return new Promise((resolve) => {
    if (attempt < 3) setImmediate(resolve);
    else setTimeout(resolve, 1);
  });
}
