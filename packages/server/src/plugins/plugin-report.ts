import type { LifecycleEventName } from '@spora/sdk';
import type { ExtensionSource } from './extension-candidates.js';
import type { MigrationReport } from './plugin-migrations.js';
import type { PluginProblemCode, PluginRefusalCode } from './plugin-refusal.js';

export interface PluginProblem {
  readonly code: PluginRefusalCode | PluginProblemCode;
  readonly message: string;
}

/** One plugin (or the App) as the inventory shows it: loaded, or refused with the reason. */
export interface PluginReport {
  /** `null` when the manifest could not be read. */
  readonly slug: string | null;
  readonly name: string | null;
  readonly version: string | null;
  readonly description: string;
  readonly icon: string | null;
  readonly source: ExtensionSource;
  /** The plugin's folder; `null` for a package that is not installed. */
  readonly path: string | null;
  readonly packageName: string | null;
  readonly status: 'loaded' | 'refused';
  readonly refusal: PluginProblem | null;
  /** What failed after loading (routes, boot); the rest of the plugin works. */
  readonly problems: readonly PluginProblem[];
  /** Tool classes (`slug/ClassName`) it registered. */
  readonly tools: readonly string[];
  /** Driver classes it registered. */
  readonly drivers: readonly string[];
  /** Its scheduled jobs: name, cron schedule and time zone. */
  readonly jobs: readonly { readonly name: string; readonly schedule: string; readonly timezone: string }[];
  /** The names of the UI panels it adds. */
  readonly apps: readonly string[];
  /** Services it registered or overrode. */
  readonly services: readonly string[];
  readonly events: readonly LifecycleEventName[];
  readonly migrations: MigrationReport;
}

/** How output names a plugin: its slug, else (manifest unreadable) its package or folder. */
export function pluginLabelOf(report: Pick<PluginReport, 'slug' | 'packageName' | 'path'>): string {
  return report.slug ?? report.packageName ?? report.path ?? 'unknown';
}
