import Type, { type Static } from 'typebox';
import { type PluginReport, pluginReportView } from '../../plugins/index.js';
import { Nullable } from './common.js';
import { named } from './named.js';

const Problem = Type.Object({ code: Type.String(), message: Type.String() }, { additionalProperties: false });

/** A plugin (or the App) as the inventory shows it: loaded, or refused with the reason. */
export const PluginResource = Type.Object(
  {
    slug: Nullable(Type.String()),
    name: Nullable(Type.String()),
    version: Nullable(Type.String()),
    description: Type.String(),
    icon: Nullable(Type.String()),
    source: Type.Enum(['app', 'directory', 'package']),
    path: Nullable(Type.String()),
    package: Nullable(Type.String()),
    status: Type.Enum(['loaded', 'refused']),
    refusal: Nullable(Problem),
    problems: Type.Array(Problem),
    tools: Type.Array(Type.String()),
    drivers: Type.Array(Type.String()),
    jobs: Type.Array(
      Type.Object(
        { name: Type.String(), schedule: Type.String(), timezone: Type.String() },
        { additionalProperties: false },
      ),
    ),
    apps: Type.Array(Type.String()),
    services: Type.Array(Type.String()),
    events: Type.Array(Type.Enum(['container_building', 'routes_registering', 'booting'])),
    migrations: Type.Object(
      {
        schema_version: Type.Integer({ minimum: 0 }),
        status: Type.Enum(['none', 'up_to_date', 'pending', 'failed']),
        applied: Type.Array(Type.String()),
        pending: Type.Array(Type.String()),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false, ...named('Plugin') },
);

export type PluginResourceView = Static<typeof PluginResource>;

export function toPluginResource(report: PluginReport): PluginResourceView {
  return pluginReportView(report);
}
