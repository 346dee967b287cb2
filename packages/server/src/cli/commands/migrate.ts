import type { Command } from 'commander';
import { openCliPlatform } from '../cli-platform.js';

export function registerMigrateCommand(program: Command): void {
  program
    .command('migrate')
    .description('Apply pending database migrations and exit.')
    .action(async () => {
      const platform = await openCliPlatform({}, { quiet: true });
      const { applied } = platform.migrations;
      console.log(
        applied.length === 0
          ? 'Database is up to date.'
          : `Applied ${applied.length} migration(s):\n${applied.map((name) => `  ${name}`).join('\n')}`,
      );
      await platform.close();
    });
}
