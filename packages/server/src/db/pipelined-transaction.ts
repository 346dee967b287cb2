import {
  type DatabaseConnection,
  type Driver,
  type Kysely,
  type KyselyConfig,
  type KyselyProps,
  Transaction,
} from 'kysely';
import type { Database } from './schema.js';

/**
 * `trx` with its statements sent as they are made, each without waiting for the answers of those
 * before it. Kysely runs a transaction's statements one at a time; on PostgreSQL, whose clients
 * here pipeline, reads started together (`Promise.all`) then share one round trip instead of
 * taking one each. The statements are the same and reach the server in the order they were made;
 * a failed one fails those after it, as it would the transaction. On SQLite, where a statement
 * runs in the call that makes it, nothing changes.
 *
 * The view and `trx` share the connection, and may be used side by side.
 */
export function pipelined(trx: Transaction<Database>): Promise<Transaction<Database>> {
  return pipelinedView(trx);
}

/**
 * The same view of a connection held with `db.connection()`, outside any transaction: each
 * statement commits on its own, as it would on the pool, but reads started together share one
 * round trip on PostgreSQL instead of taking a pooled connection each.
 */
export function pipelinedConnection(held: Kysely<Database>): Promise<Kysely<Database>> {
  return pipelinedView(held);
}

async function pipelinedView(holder: Kysely<Database>): Promise<Transaction<Database>> {
  const executor = holder.getExecutor();
  // Only read: the connection is the transaction's (or the holder's) for as long as it lasts.
  const connection = await executor.provideConnection(async (held) => held);
  const props: KyselyProps = {
    config: viewConfig,
    driver: refusingDriver,
    dialect: viewConfig.dialect,
    executor: executor.withConnectionProvider({
      provideConnection: <T>(consumer: (held: DatabaseConnection) => Promise<T>) => consumer(connection),
    }),
  };
  return new Transaction<Database>(props);
}

function refused(): never {
  throw new Error('A pipelined view of a transaction only runs statements.');
}

// A Transaction never calls its driver or dialect: it refuses `transaction()`, `connection()` and
// `destroy()` itself, and `introspection` is not used on one. These say so if that ever changes.
const refusingDriver: Driver = {
  init: refused,
  acquireConnection: refused,
  beginTransaction: refused,
  commitTransaction: refused,
  rollbackTransaction: refused,
  releaseConnection: refused,
  destroy: refused,
};

const viewConfig: KyselyConfig = {
  dialect: {
    createDriver: () => refusingDriver,
    createQueryCompiler: refused,
    createAdapter: refused,
    createIntrospector: refused,
  },
};
