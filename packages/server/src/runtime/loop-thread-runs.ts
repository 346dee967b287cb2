import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import type { Orchestrator } from '../orchestrator/index.js';
import { defaultWorkerOptions } from '../worker/index.js';

/**
 * A loop thread that ended unasked runs nothing any more: its runs' leases are ended now and the
 * tasks reaped as a crashed worker's would be once the leases lapsed (a call that may have run is
 * held for a person or reported, never run again), instead of waiting out the lease.
 */
export async function handBackRunsOf(
  db: Kysely<Database>,
  orchestrator: Orchestrator,
  processId: string,
): Promise<void> {
  const ended = await db
    .updateTable('tasks')
    // Past, so the reaper's `lease_expires_at < now` holds within the same millisecond too.
    .set({ lease_expires_at: new Date(Date.now() - 1_000).toISOString() })
    .where('status', '=', 'RUNNING')
    .where('lease_owner', 'like', `${processId}:%`)
    .executeTakeFirst();
  if (Number(ended.numUpdatedRows) > 0)
    await orchestrator.housekeeping.reapExpiredLeases(defaultWorkerOptions.maxClaimAttempts);
}
