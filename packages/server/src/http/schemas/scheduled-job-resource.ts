import Type, { type Static } from 'typebox';
import type { ExtensionJobRow } from '../../worker/index.js';
import { Nullable } from './common.js';
import { named } from './named.js';

/** A scheduled job of the App or a plugin, with when it is next due and how its last run went. */
export const ScheduledJobResource = Type.Object(
  {
    plugin_slug: Type.String(),
    name: Type.String(),
    schedule: Type.String(),
    timezone: Type.String(),
    /** A loaded extension declares it; jobs of removed plugins stay listed, and never run. */
    declared: Type.Boolean(),
    /** A worker is running it now. */
    running: Type.Boolean(),
    next_due_at: Type.String(),
    last_started_at: Nullable(Type.String()),
    last_finished_at: Nullable(Type.String()),
    last_status: Nullable(Type.Enum(['succeeded', 'failed', 'interrupted'])),
    last_error: Nullable(Type.String()),
  },
  { additionalProperties: false, ...named('ScheduledJob') },
);

export type ScheduledJobResourceView = Static<typeof ScheduledJobResource>;

export function toScheduledJobResource(
  row: ExtensionJobRow,
  declared: boolean,
  now: string,
): ScheduledJobResourceView {
  return {
    plugin_slug: row.extension_slug,
    name: row.job_name,
    schedule: row.schedule,
    timezone: row.timezone,
    declared,
    running: row.lease_owner !== null && row.lease_expires_at !== null && row.lease_expires_at > now,
    next_due_at: row.next_due_at,
    last_started_at: row.last_started_at,
    last_finished_at: row.last_finished_at,
    last_status: row.last_status,
    last_error: row.last_error,
  };
}
