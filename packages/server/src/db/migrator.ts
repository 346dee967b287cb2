import { SporaError } from '@spora/sdk';
import { type Kysely, type Migration, type MigrationResultSet, Migrator } from 'kysely';
import type { DatabaseEngine } from './database.js';
import * as coreTables from './migrations/0001-core-tables.js';
import * as apiTables from './migrations/0002-api-tables.js';
import * as extensionJobs from './migrations/0003-extension-jobs.js';
import * as setupCodes from './migrations/0004-setup-codes.js';
import * as toolCallDecisions from './migrations/0005-tool-call-decisions.js';
import * as schedules from './migrations/0006-schedules.js';
import * as notificationsEmail from './migrations/0007-notifications-email.js';
import * as mcpServers from './migrations/0008-mcp-servers.js';
import * as taskIndexes from './migrations/0009-task-indexes.js';
import * as toolCallInterruption from './migrations/0010-tool-call-interruption.js';
import * as decisionRecordChain from './migrations/0011-decision-record-chain.js';
import * as pendingApprovalIndex from './migrations/0012-pending-approval-index.js';
import * as approvalRules from './migrations/0013-approval-rules.js';
import * as approverPolicies from './migrations/0014-approver-policies.js';
import * as approvalEmailLinks from './migrations/0015-approval-email-links.js';
import * as decisionRecordArchives from './migrations/0016-decision-record-archives.js';
import * as modelPrices from './migrations/0017-model-prices.js';
import * as stepLimitPause from './migrations/0018-step-limit-pause.js';
import * as budgets from './migrations/0019-budgets.js';
import * as callReconciliation from './migrations/0021-call-reconciliation.js';
import * as conversations from './migrations/0022-conversations.js';
import * as userLanguage from './migrations/0023-user-language.js';
import * as files from './migrations/0024-files.js';
import * as messageAttachments from './migrations/0025-message-attachments.js';
import * as twoFactor from './migrations/0026-two-factor.js';
import * as tokenScopes from './migrations/0027-token-scopes.js';
import * as singleSignOn from './migrations/0028-single-sign-on.js';
import * as securityLog from './migrations/0029-security-log.js';
import * as teams from './migrations/0030-teams.js';
import * as taskTraceContext from './migrations/0031-task-trace-context.js';
import * as webhooks from './migrations/0032-webhooks.js';
import * as liveTaskStatusIndex from './migrations/0033-live-task-status-index.js';
import * as rehearsals from './migrations/0034-rehearsals.js';
import * as stepWriteIndexes from './migrations/0035-step-write-indexes.js';
import * as usageOnHistory from './migrations/0036-usage-on-history.js';
import * as openCallsIndex from './migrations/0037-open-calls-index.js';
import * as stepKeepsTaskIndexes from './migrations/0038-step-keeps-task-indexes.js';
import { PortableColumns } from './migrations/portable-columns.js';
import type { Database } from './schema.js';

/** A migration written once for both engines; `columns` gives engine-correct column shapes. */
export interface PortableMigration {
  up(db: Kysely<unknown>, columns: PortableColumns): Promise<void>;
  down?(db: Kysely<unknown>, columns: PortableColumns): Promise<void>;
}

/** Core migrations in order; names sort lexically, so they carry a zero-padded number. */
export const coreMigrations: Readonly<Record<string, PortableMigration>> = {
  '0001-core-tables': coreTables,
  '0002-api-tables': apiTables,
  '0003-extension-jobs': extensionJobs,
  '0004-setup-codes': setupCodes,
  '0005-tool-call-decisions': toolCallDecisions,
  '0006-schedules': schedules,
  '0007-notifications-email': notificationsEmail,
  '0008-mcp-servers': mcpServers,
  '0009-task-indexes': taskIndexes,
  '0010-tool-call-interruption': toolCallInterruption,
  '0011-decision-record-chain': decisionRecordChain,
  '0012-pending-approval-index': pendingApprovalIndex,
  '0013-approval-rules': approvalRules,
  '0014-approver-policies': approverPolicies,
  '0015-approval-email-links': approvalEmailLinks,
  '0016-decision-record-archives': decisionRecordArchives,
  '0017-model-prices': modelPrices,
  '0018-step-limit-pause': stepLimitPause,
  '0019-budgets': budgets,
  '0021-call-reconciliation': callReconciliation,
  '0022-conversations': conversations,
  '0023-user-language': userLanguage,
  '0024-files': files,
  '0025-message-attachments': messageAttachments,
  '0026-two-factor': twoFactor,
  '0027-token-scopes': tokenScopes,
  '0028-single-sign-on': singleSignOn,
  '0029-security-log': securityLog,
  '0030-teams': teams,
  '0031-task-trace-context': taskTraceContext,
  '0032-webhooks': webhooks,
  '0033-live-task-status-index': liveTaskStatusIndex,
  '0034-rehearsals': rehearsals,
  '0035-step-write-indexes': stepWriteIndexes,
  '0036-usage-on-history': usageOnHistory,
  '0037-open-calls-index': openCallsIndex,
  '0038-step-keeps-task-indexes': stepKeepsTaskIndexes,
};

export const coreMigrationTable = 'spora_migrations';

export class MigrationError extends SporaError<'MIGRATION_FAILED'> {}

export interface MigrationSummary {
  /** Names of the migrations this run applied, in order. */
  readonly applied: readonly string[];
}

/**
 * Applies pending migrations under Kysely's migration lock, so several processes starting at once
 * apply each migration exactly once.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  engine: DatabaseEngine,
  migrations: Readonly<Record<string, PortableMigration>> = coreMigrations,
  tableName: string = coreMigrationTable,
): Promise<MigrationSummary> {
  const columns = new PortableColumns(engine);
  const adapted: Record<string, Migration> = Object.fromEntries(
    Object.entries(migrations).map(([name, migration]) => [
      name,
      {
        up: (database: Kysely<unknown>) => migration.up(database, columns),
        down:
          migration.down &&
          ((database: Kysely<unknown>) => migration.down?.(database, columns) ?? Promise.resolve()),
      } satisfies Migration,
    ]),
  );
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(adapted) },
    migrationTableName: tableName,
    migrationLockTableName: `${tableName}_lock`,
  });
  const result: MigrationResultSet = await migrator.migrateToLatest();
  if (result.error !== undefined) {
    const failed = result.results?.find((entry) => entry.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationError('MIGRATION_FAILED', `Migration ${failed} failed: ${describe(result.error)}`, {
      migration: failed,
    });
  }
  return { applied: (result.results ?? []).map((entry) => entry.migrationName) };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
