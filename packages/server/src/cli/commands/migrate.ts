import type { Command } from 'commander';
import { coreMigrations, MigrationError } from '../../db/index.js';
import { type PluginReport, pluginLabelOf } from '../../plugins/index.js';
import type { Platform } from '../../runtime/index.js';
import { openCliPlatform } from '../cli-platform.js';

/** Refusals that leave an extension's tables behind what its code expects: the command fails. */
const migrationRefusals = new Set(['MIGRATIONS_INVALID', 'MIGRATION_FAILED']);

const count = (n: number) => `${n} migration${n === 1 ? '' : 's'}`;

/** What `spora migrate` says about one extension. */
interface ExtensionMigrationLines {
  /** `core`, `app`, a plugin's slug, or the package or folder of one whose manifest is unreadable. */
  readonly name: string;
  readonly lines: readonly string[];
  readonly appliedNow: number;
  readonly failed: boolean;
}

function describeMigrations(
  name: string,
  appliedNow: readonly string[],
  applied: readonly string[],
  pending: readonly string[],
): string[] {
  const lines =
    appliedNow.length > 0
      ? [`${name}: applied ${count(appliedNow.length)}`, ...appliedNow.map((migration) => `  ${migration}`)]
      : [applied.length > 0 ? `${name}: up to date (${count(applied.length)})` : `${name}: no migrations`];
  if (pending.length > 0) lines.push(`  pending: ${pending.join(', ')}`);
  return lines;
}

function coreLines(platform: Platform): ExtensionMigrationLines {
  const { applied } = platform.migrations;
  return {
    name: 'core',
    lines: describeMigrations('core', applied, Object.keys(coreMigrations), []),
    appliedNow: applied.length,
    failed: false,
  };
}

function extensionLines(report: PluginReport): ExtensionMigrationLines {
  const name = pluginLabelOf(report);
  const { refusal, migrations } = report;
  if (refusal === null) {
    return {
      name,
      lines: describeMigrations(name, migrations.appliedNow, migrations.applied, migrations.pending),
      appliedNow: migrations.appliedNow.length,
      failed: false,
    };
  }
  if (!migrationRefusals.has(refusal.code)) {
    // Every other check comes before the migrations, so none of this extension's ran.
    return {
      name,
      lines: [`${name}: refused before migrating: ${refusal.code}: ${refusal.message}`],
      appliedNow: 0,
      failed: false,
    };
  }
  const lines = [`${name}: FAILED: ${refusal.code}: ${refusal.message}`];
  if (migrations.pending.length > 0) lines.push(`  pending: ${migrations.pending.join(', ')}`);
  return { name, lines, appliedNow: 0, failed: true };
}

export function registerMigrateCommand(program: Command): void {
  program
    .command('migrate')
    .description("Apply pending database migrations (core's, the App's and the plugins') and exit.")
    .action(async () => {
      // The report names every refusal itself; the log would only repeat it.
      const platform = await openCliPlatform({}, { logLevel: 'silent' });
      let failed: string[];
      try {
        const extensions = [coreLines(platform), ...platform.plugins.reports().map(extensionLines)];
        for (const extension of extensions) for (const line of extension.lines) console.log(line);
        failed = extensions.filter((extension) => extension.failed).map((extension) => extension.name);
        const applied = extensions.reduce((sum, extension) => sum + extension.appliedNow, 0);
        if (failed.length === 0) {
          console.log(applied === 0 ? 'Database is up to date.' : `Applied ${count(applied)}.`);
        }
      } finally {
        await platform.close();
      }
      if (failed.length > 0) {
        throw new MigrationError(
          'MIGRATION_FAILED',
          `The migrations of ${failed.join(', ')} failed, so ${failed.length === 1 ? 'it is' : 'they are'} not loaded; fix them and run \`spora migrate\` again.`,
        );
      }
    });
}
