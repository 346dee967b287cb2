import type { Command } from 'commander';
import { pluginReportView } from '../../plugins/index.js';
import { openCliPlatform } from '../cli-platform.js';

export function registerPluginListCommand(program: Command): void {
  program
    .command('plugin:list')
    .description('List the App and the plugins: loaded, or refused with the reason, with their migrations.')
    .option('--json', 'print JSON instead of a table')
    .action(async (options: { json?: boolean }) => {
      // The listing says what the log would: keep the log out of the output.
      const platform = await openCliPlatform({}, { logLevel: 'silent' });
      try {
        const plugins = platform.plugins.reports().map(pluginReportView);
        if (options.json) {
          console.log(JSON.stringify(plugins, null, 2));
          return;
        }
        if (plugins.length === 0) {
          console.log(`No plugins found (plugins folder: ${platform.config.pluginsDir}).`);
          return;
        }
        for (const plugin of plugins) {
          const name = plugin.slug ?? plugin.package ?? plugin.path ?? 'unknown';
          const version = plugin.version === null ? '' : ` ${plugin.version}`;
          console.log(
            `${name}${version}  ${plugin.status}  (${plugin.source}: ${plugin.path ?? plugin.package})`,
          );
          if (plugin.refusal) console.log(`  refused: ${plugin.refusal.code}: ${plugin.refusal.message}`);
          for (const problem of plugin.problems)
            console.log(`  problem: ${problem.code}: ${problem.message}`);
          if (plugin.tools.length > 0) console.log(`  tools: ${plugin.tools.join(', ')}`);
          if (plugin.jobs.length > 0) {
            const jobs = plugin.jobs.map((job) => `${job.name} (${job.schedule}, ${job.timezone})`);
            console.log(`  scheduled jobs: ${jobs.join(', ')}`);
          }
          if (plugin.apps.length > 0) console.log(`  UI panels: ${plugin.apps.join(', ')}`);
          const { migrations } = plugin;
          if (migrations.status !== 'none') {
            const pending =
              migrations.pending.length > 0 ? `, pending: ${migrations.pending.join(', ')}` : '';
            console.log(
              `  migrations: ${migrations.status} (${migrations.applied.length} applied${pending})`,
            );
          }
        }
      } finally {
        await platform.close();
      }
    });
}
