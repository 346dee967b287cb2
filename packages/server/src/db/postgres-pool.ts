import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { markConnectionLoss } from './connection-loss.js';

/**
 * The pool as Kysely sees it, over a pool of pipelining clients:
 * - a transaction's BEGIN is sent without waiting for its answer, so it reaches the server with
 *   the transaction's first statement: one round trip fewer for every transaction;
 * - the failures of lost connections are marked (`isConnectionLoss`): a connection that could not
 *   be opened, and every query of a connection that broke — the one running when it broke, and any
 *   sent after, such as the rollback of its transaction.
 */
export function kyselyPool(pool: pg.Pool): PostgresPool {
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
        wrapper = kyselyClient(client, broken);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}

/** What Kysely's `begin` is answered with at once; the server's answer comes with the next query's. */
const beginSent = { command: 'BEGIN', rowCount: 0, rows: [] } as const;

function kyselyClient(client: pg.PoolClient, broken: WeakSet<pg.PoolClient>): PostgresPoolClient {
  // A BEGIN on the wire whose answer no statement has waited for yet.
  let unansweredBegin: Promise<unknown> | null = null;

  const send = <R>(text: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> =>
    client.query(text, [...parameters]).then(
      (result) => result as PostgresQueryResult<R>,
      (error: unknown) => {
        if (broken.has(client)) markConnectionLoss(error);
        throw error;
      },
    );

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
      unansweredBegin = send('begin', []);
      unansweredBegin.catch(() => {});
      return Promise.resolve(beginSent as unknown as PostgresQueryResult<R>);
    }
    const begin = unansweredBegin;
    unansweredBegin = null;
    const answer = send<R>(input, parameters);
    if (begin === null) return answer;
    // Answered in order: BEGIN's failure is the one to report, and the statement's is then moot.
    answer.catch(() => {});
    return begin.then(() => answer);
  }
  return { query, release: (destroy?: boolean) => client.release(destroy) };
}
