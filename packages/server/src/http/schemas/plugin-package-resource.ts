import Type, { type Static } from 'typebox';
import type { PendingPluginChange, PluginFolder } from '../../plugins/index.js';
import { Nullable } from './common.js';
import { named } from './named.js';

/** A folder of the plugins folder as it is on disk, and where a registry-installed one came from. */
export const PluginPackageResource = Type.Object(
  {
    slug: Type.String(),
    name: Nullable(Type.String()),
    version: Nullable(Type.String()),
    path: Type.String(),
    required_plugins: Type.Array(Type.String()),
    /** `false` for a plugin put into the folder by hand: it is changed by hand too. */
    from_registry: Type.Boolean(),
    package: Nullable(Type.String()),
    registry: Nullable(Type.String()),
    installed_at: Nullable(Type.String()),
  },
  { additionalProperties: false, ...named('PluginPackage') },
);

/** What changes when the server restarts. */
export const PendingPluginChangeResource = Type.Object(
  {
    slug: Type.String(),
    change: Type.Enum(['install', 'update', 'remove']),
    from_version: Nullable(Type.String()),
    to_version: Nullable(Type.String()),
  },
  { additionalProperties: false, ...named('PendingPluginChange') },
);

/** Whether this server runs what its plugins folder holds, and whether it can restart itself. */
export const PluginRestartResource = Type.Object(
  {
    required: Type.Boolean(),
    /** The server can restart itself (`POST /server/restart`); otherwise restart it the way it was started. */
    available: Type.Boolean(),
    pending: Type.Array(PendingPluginChangeResource),
  },
  { additionalProperties: false, ...named('PluginRestart') },
);

export type PluginPackageView = Static<typeof PluginPackageResource>;
export type PluginRestartView = Static<typeof PluginRestartResource>;

export function toPluginPackageResource(folder: PluginFolder): PluginPackageView {
  return {
    slug: folder.slug,
    name: folder.name,
    version: folder.version,
    path: folder.path,
    required_plugins: [...folder.requiredPlugins],
    from_registry: folder.record !== null,
    package: folder.record?.package ?? null,
    registry: folder.record?.registry ?? null,
    installed_at: folder.record?.installedAt || null,
  };
}

export function toPluginRestartResource(
  pending: readonly PendingPluginChange[],
  available: boolean,
): PluginRestartView {
  return {
    required: pending.length > 0,
    available,
    pending: pending.map((change) => ({
      slug: change.slug,
      change: change.change,
      from_version: change.fromVersion,
      to_version: change.toVersion,
    })),
  };
}
