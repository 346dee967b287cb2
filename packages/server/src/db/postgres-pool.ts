import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { markConnectionLoss } from './connection-loss.js';
import { preparedNameOf } from './prepared-statements.js';

/**
 * The pool as Kysely sees it, over a pool of pipelining clients:
 * - a transaction's BEGIN is sent without waiting for its answer, so it reaches the server with
 *   the transaction's first statement: one round trip fewer for every transaction;
 * - with `preparedStatements`, the statements the code runs again and again (`PrecompiledQuery`)
 *   are prepared by name, so each connection parses and analyses each of them once: that work
 *   was most of what PostgreSQL spent on a step;
 * - statements sent without waiting for each other's answers leave in one socket write;
 * - the failures of lost connections are marked (`isConnectionLoss`): a connection that could not
 *   be opened, and every query of a connection that broke — the one running when it broke, and any
 *   sent after, such as the rollback of its transaction.
 */
export function kyselyPool(pool: pg.Pool, preparedStatements: boolean): PostgresPool {
  const broken = new WeakSet<pg.PoolClient>();
  // One wrapper per client: Kysely keeps its connection objects by client identity.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      broken.add(client);
      markConnectionLoss(error);
    });
    client.on('end', () => broken.add(client));
  });
  return {
    async connect() {
      const client = await pool.connect().catch((error: unknown) => {
        markConnectionLoss(error);
        throw error;
      });
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = kyselyClient(client, broken, preparedStatements);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}

/** What Kysely's `begin` is answered with at once; the server's answer comes with the next query's. */
const beginSent = { command: 'BEGIN', rowCount: 0, rows: [] } as const;

function kyselyClient(
  client: pg.PoolClient,
  broken: WeakSet<pg.PoolClient>,
  preparedStatements: boolean,
): PostgresPoolClient {
  // A BEGIN on the wire whose answer no statement has waited for yet.
  let unansweredBegin: Promise<unknown> | null = null;
  // The transaction's first failed statement, for its COMMIT to report (see `committed`).
  let failure: { readonly error: unknown } | null = null;

  const leaveTogether = sentTogether(client);
  const send = <R>(text: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> => {
    leaveTogether();
    const name = preparedStatements ? preparedNameOf(text) : undefined;
    return (
      name ? client.query({ name, text, values: [...parameters] }) : client.query(text, [...parameters])
    ).then(
      (result) => result as PostgresQueryResult<R>,
      (error: unknown) => {
        // A prepared statement this connection can no longer run (its table changed shape since:
        // a migration by a newer version of Spora while this one still runs) fails on it from
        // then on; on a new connection it is prepared afresh, so it is handled as a lost
        // connection: tried again where the caller tries again, this one closed on release.
        if (name && isStalePreparedStatement(error)) broken.add(client);
        if (broken.has(client)) markConnectionLoss(error);
        failure ??= { error };
        throw error;
      },
    );
  };

  function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query<R>(
    input: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // Kysely hands a cursor over only for streamed queries, which need a cursor class configured.
    if (typeof input !== 'string') throw new Error('Streamed queries are not configured.');
    // Kysely's own `begin` (its driver sends exactly this text). BEGIN fails only with its
    // connection, which then fails the statement sent behind it as well: a BEGIN refused on a
    // working connection would let that statement run on its own, and nothing refuses one.
    if (input === 'begin') {
      failure = null;
      unansweredBegin = send('begin', []);
      unansweredBegin.catch(() => {});
      return Promise.resolve(beginSent as unknown as PostgresQueryResult<R>);
    }
    const begin = unansweredBegin;
    unansweredBegin = null;
    const sent = send<R>(input, parameters);
    const answer = input === 'commit' ? sent.then(committed) : sent;
    if (begin === null) return answer;
    // Answered in order: BEGIN's failure is the one to report, and the statement's is then moot.
    answer.catch(() => {});
    return begin.then(() => answer);
  }

  /**
   * PostgreSQL answers the COMMIT of a transaction in which a statement failed with ROLLBACK, not
   * with an error. A statement whose answer nobody waited for before COMMIT (`EventLog.appendLast`)
   * fails the transaction that way, so the COMMIT fails with that statement's error.
   */
  function committed<R>(result: PostgresQueryResult<R>): PostgresQueryResult<R> {
    const failed = failure;
    failure = null;
    if ((result as { command?: string }).command !== 'ROLLBACK') return result;
    throw (
      failed?.error ??
      new Error('PostgreSQL rolled the transaction back at COMMIT: a statement in it failed.')
    );
  }
  return { query, release: (destroy?: boolean) => client.release(destroy || broken.has(client)) };
}

/**
 * Holds a connection's writes back until the code that sends statements has run to its next wait
 * (`process.nextTick` runs once the promise callbacks queued now are done): statements sent one
 * after another without waiting for answers, such as BEGIN and the statement behind it, or a
 * write's last statement and its COMMIT, then leave in one socket write instead of one each. Each
 * write costs a system call here and wakes the server's backend once.
 */
function sentTogether(client: pg.PoolClient): () => void {
  let held = false;
  return () => {
    const { stream } = client.connection;
    if (held || !stream.writable) return;
    held = true;
    stream.cork();
    process.nextTick(() => {
      held = false;
      stream.uncork();
    });
  };
}

/**
 * A prepared statement this connection can no longer run: PostgreSQL refuses one whose result
 * columns changed since it was prepared (`0A000`, "cached plan must not change result type"; no
 * statement prepared here uses an unsupported feature otherwise), and one the connection lost
 * (`26000`: pg closes it when a value could not be sent, yet takes it for prepared from then on).
 */
function isStalePreparedStatement(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : null;
  return code === '0A000' || code === '26000';
}
