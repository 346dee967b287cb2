import type { Command } from 'commander';
import { type PluginFolder, PluginPackages } from '../../plugins/index.js';
import type { Platform } from '../../runtime/index.js';
import type { SecurityEventOrigin } from '../../security-log/index.js';
import { openCliPlatform } from '../cli-platform.js';

/** The security log's origin of a change made on the command line: no signed-in person, no address. */
const commandLine: SecurityEventOrigin = {
  actorUserId: null,
  address: null,
  userAgent: 'spora plugin (command line)',
};

const afterChange =
  'It takes effect when the server restarts: restart `spora serve` (and any `spora worker`), or use Restart in the Plugins administration page.';

/**
 * `spora plugin install|update|remove|list`: plugins from an npm registry in the plugins folder,
 * through the same service as the API (`SPORA_NPM_REGISTRY` or npm's configuration names the
 * registry). Changes are recorded in the security log without an actor.
 */
export function registerPluginPackageCommands(program: Command): void {
  const plugin = program
    .command('plugin')
    .description('Install, update, remove and list plugins from an npm registry (the plugins folder).');

  plugin
    .command('install')
    .description('Install a plugin package into the plugins folder; it loads when the server restarts.')
    .argument('<package>', 'npm package name, optionally with @version, @range or @tag')
    .action(async (spec: string) => {
      await withPackages(async (packages) => {
        const installed = await packages.install(splitSpec(spec), commandLine);
        console.log(`Installed ${describe(installed)}. ${afterChange}`);
      });
    });

  plugin
    .command('update')
    .description('Install another version (the latest by default) of a plugin installed from a registry.')
    .argument('<slug>', "the plugin's slug")
    .argument('[version]', 'a version, a range or a tag (default: latest)')
    .action(async (slug: string, version: string | undefined) => {
      await withPackages(async (packages) => {
        const { plugin: updated, fromVersion } = await packages.update(slug, version, commandLine);
        console.log(`Updated ${describe(updated)} (was ${fromVersion}). ${afterChange}`);
      });
    });

  plugin
    .command('remove')
    .description('Remove a plugin installed from a registry (its tables stay).')
    .argument('<slug>', "the plugin's slug")
    .action(async (slug: string) => {
      await withPackages(async (packages) => {
        const removed = await packages.remove(slug, commandLine);
        console.log(`Removed ${describe(removed)}. ${afterChange}`);
      });
    });

  plugin
    .command('list')
    .description('List the plugins folder: each plugin, whether it loads, and where it was installed from.')
    .option('--json', 'print JSON instead of lines')
    .action(async (options: { json?: boolean }) => {
      await withPackages(async (packages, platform) => {
        const reports = platform.plugins.reports();
        const rows = packages.list().map((folder) => {
          const report = reports.find((candidate) => candidate.path === folder.path);
          return {
            slug: folder.slug,
            version: folder.version,
            status: report?.status ?? 'refused',
            refusal: report?.refusal ?? null,
            package: folder.record?.package ?? null,
            registry: folder.record?.registry ?? null,
            installed_at: folder.record?.installedAt || null,
            path: folder.path,
          };
        });
        if (options.json) {
          console.log(JSON.stringify(rows, null, 2));
          return;
        }
        if (rows.length === 0) {
          console.log(`No plugins in ${platform.config.pluginsDir}.`);
          return;
        }
        for (const row of rows) {
          const origin =
            row.package === null
              ? 'put in the folder by hand'
              : `${row.package} from ${row.registry ?? "npm's configured registry"}`;
          console.log(`${row.slug} ${row.version ?? '?'}  ${row.status}  (${origin})`);
          if (row.refusal) console.log(`  refused: ${row.refusal.code}: ${row.refusal.message}`);
        }
      });
    });
}

async function withPackages(
  work: (packages: PluginPackages, platform: Platform) => Promise<void>,
): Promise<void> {
  const platform = await openCliPlatform({}, { logLevel: 'silent' });
  try {
    const packages = new PluginPackages({
      pluginsDir: platform.config.pluginsDir,
      registry: process.env.SPORA_NPM_REGISTRY?.trim() || null,
      database: platform.database,
      logger: platform.logger,
      loaded: () => platform.plugins.reports(),
    });
    await work(packages, platform);
  } finally {
    await platform.close();
  }
}

/** `name`, `name@1.2.0`, `@scope/name@^1`: the version follows the last `@` that is not the first character. */
function splitSpec(spec: string): { package: string; version: string | null } {
  const at = spec.lastIndexOf('@');
  return at > 0
    ? { package: spec.slice(0, at), version: spec.slice(at + 1) }
    : { package: spec, version: null };
}

function describe(folder: PluginFolder): string {
  const source = folder.record ? ` from ${folder.record.package}` : '';
  return `plugin "${folder.slug}" ${folder.version ?? ''}${source}`.replace(/ {2,}/g, ' ');
}
