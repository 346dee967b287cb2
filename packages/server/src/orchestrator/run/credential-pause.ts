import { LlmError } from '@spora/sdk';
import type { Transaction } from 'kysely';
import type { AwaitedCredential } from '../../credentials/index.js';
import type { Database } from '../../db/index.js';
import { parseStoredSettings } from '../../llm/llm-configuration-settings.js';
import { handedBackTaskValues } from '../hand-back.js';
import { type BuiltWrite, settledLease } from '../run-records.js';
import { serializeTaskData, withoutKeys } from '../task-data.js';
import { end, type NextStep } from './next-step.js';
import type { RunState } from './run-state.js';
import { write } from './run-writes.js';

/**
 * A model request refused for its key (401/403, with no key set or with one the provider no longer
 * accepts) pauses the task in AWAITING_CONNECTION instead of failing it: `data.awaited_credential`
 * names the configuration, and the step counted for the request is given back. Saving the
 * configuration queues the task again (`requeueAwaitingCredential`).
 *
 * A save can commit while the refused request is still being recorded. The pause therefore locks
 * the configuration's row in its own write and compares it with the row the run used: a newer row
 * hands the task back to the queue at once, to try the saved key. Whichever of the two writes locks
 * the row first, the other sees it (the save then finds the task waiting and queues it).
 */
export async function pauseForModelKey(run: RunState, error: unknown): Promise<NextStep | null> {
  if (!(error instanceof LlmError) || error.code !== 'AUTH_ERROR' || run.model === null) return null;
  const used = run.model.configuration;
  const awaited: AwaitedCredential = {
    kind: 'llm_configuration',
    id: used.id,
    name: used.name,
    reason: hasApiKey(used.settings) ? 'rejected' : 'missing',
    ...(error.status !== null && { status: error.status }),
  };
  const counted = run.task.step_count;
  await write(run, async (trx): Promise<BuiltWrite> => {
    const current = await lockConfiguration(trx, used.id);
    const given = { step_count: Math.max(0, counted - 1) };
    if (
      current !== undefined &&
      (current.updated_at !== used.updated_at || current.settings !== used.settings)
    ) {
      return {
        entries: [],
        task: { event: 'handed_back', values: { ...given, ...handedBackTaskValues(run.task) } },
      };
    }
    const data = serializeTaskData({
      ...withoutKeys(run.data(), 'awaited_credential'),
      awaited_credential: awaited,
    });
    return { entries: [], task: { event: 'credential_needed', values: { ...given, ...settledLease, data } } };
  });
  if (run.task.status === 'QUEUED') run.deps.onQueued();
  return end;
}

/** The configuration's row, locked by a write that changes nothing (PostgreSQL waits for a save). */
function lockConfiguration(trx: Transaction<Database>, id: number) {
  return trx
    .updateTable('llm_driver_configurations')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', id)
    .returning(['settings', 'updated_at'])
    .executeTakeFirst();
}

function hasApiKey(settings: string): boolean {
  const key = parseStoredSettings(settings)?.api_key;
  return typeof key === 'string' && key.trim() !== '';
}
