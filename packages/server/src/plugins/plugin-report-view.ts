import type { LifecycleEventName } from '@spora/sdk';
import type { ExtensionSource } from './extension-candidates.js';
import type { MigrationState } from './plugin-migrations.js';
import type { PluginProblem, PluginReport } from './plugin-report.js';

/** A plugin report as JSON shows it (GET /plugins, `spora plugin:list --json`): snake_case. */
export interface PluginReportView {
  slug: string | null;
  name: string | null;
  version: string | null;
  description: string;
  icon: string | null;
  source: ExtensionSource;
  path: string | null;
  package: string | null;
  status: 'loaded' | 'refused';
  refusal: { code: string; message: string } | null;
  problems: { code: string; message: string }[];
  tools: string[];
  drivers: string[];
  jobs: { name: string; schedule: string; timezone: string }[];
  apps: string[];
  services: string[];
  events: LifecycleEventName[];
  migrations: { schema_version: number; status: MigrationState; applied: string[]; pending: string[] };
}

const problemView = (problem: PluginProblem) => ({ code: problem.code, message: problem.message });

export function pluginReportView(report: PluginReport): PluginReportView {
  return {
    slug: report.slug,
    name: report.name,
    version: report.version,
    description: report.description,
    icon: report.icon,
    source: report.source,
    path: report.path,
    package: report.packageName,
    status: report.status,
    refusal: report.refusal && problemView(report.refusal),
    problems: report.problems.map(problemView),
    tools: [...report.tools],
    drivers: [...report.drivers],
    jobs: report.jobs.map((job) => ({ ...job })),
    apps: [...report.apps],
    services: [...report.services],
    events: [...report.events],
    migrations: {
      schema_version: report.migrations.schemaVersion,
      status: report.migrations.state,
      applied: [...report.migrations.applied],
      pending: [...report.migrations.pending],
    },
  };
}
