import {
  CompiledQuery,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
} from 'kysely';
import { announceLockRelease, retryingWhenBusy, type SqliteLockReleases } from './sqlite-busy-retry.js';

/**
 * SQLite with write transactions that take the database lock when they begin (`BEGIN IMMEDIATE`).
 * A deferred transaction that reads and then writes cannot wait for another process's write to
 * finish (SQLite answers BUSY at once to avoid a deadlock); an immediate one waits through the busy
 * timeout. This is what lets several processes share one file, migrations included. Statements
 * that find the database locked are tried again in short steps (`retryingWhenBusy`).
 */
export class ImmediateTransactionSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    return new ImmediateTransactionSqliteDriver(this.config, this.lockReleases);
  }

  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }

  /** `lockReleases`: shared with the process's other threads on this file, when it runs loop threads. */
  constructor(
    private readonly config: ConstructorParameters<typeof SqliteDialect>[0],
    private readonly lockReleases: SqliteLockReleases | null = null,
  ) {
    super(config);
  }
}

class ImmediateTransactionSqliteDriver extends SqliteDriver {
  private retrying: { readonly of: DatabaseConnection; readonly connection: DatabaseConnection } | null =
    null;
  /** Whether the connection (SQLite has one) is inside a transaction this driver began. */
  private inTransaction = false;

  constructor(
    config: ConstructorParameters<typeof SqliteDialect>[0],
    private readonly lockReleases: SqliteLockReleases | null,
  ) {
    super(config);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    if (this.retrying?.of !== connection)
      this.retrying = {
        of: connection,
        connection: retryingWhenBusy(connection, this.lockReleases, () => this.inTransaction),
      };
    return this.retrying.connection;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    this.inTransaction = true;
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await super.commitTransaction(connection);
    } finally {
      this.transactionEnded();
    }
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await super.rollbackTransaction(connection);
    } finally {
      this.transactionEnded();
    }
  }

  private transactionEnded(): void {
    this.inTransaction = false;
    if (this.lockReleases) announceLockRelease(this.lockReleases);
  }
}

/** SQLite runs DDL inside transactions, so a failed migration leaves nothing half-applied. */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}
