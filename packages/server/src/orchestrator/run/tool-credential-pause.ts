import type { Transaction } from 'kysely';
import type { AwaitedToolSetting, ToolCredentialWait } from '../../credentials/index.js';
import type { Database } from '../../db/index.js';
import { handedBackTaskValues } from '../hand-back.js';
import { settledLease, type TaskUpdate } from '../run-records.js';
import { serializeTaskData, withoutKeys } from '../task-data.js';
import type { RunState } from './run-state.js';

/**
 * A call whose tool says a credential setting is missing or refused pauses the task in
 * AWAITING_CONNECTION (`credential_needed`), the call kept approved to run again; the task's data
 * names the setting (`awaited_credential`). Saving that setting on a layer the agent reads queues
 * the task (`requeueAwaitingCredential`).
 *
 * A save can commit while the call runs, after the tool read its settings. The pause therefore
 * locks the tool's stored layers the agent reads and looks for one saved since the call began: then
 * the task goes back to the queue at once, to run the call with what was saved. A save that locks
 * a layer first is seen so; one that waits for the pause's lock finds the task waiting. (A layer
 * stored for the first time has no row to lock, and races only by the save's own duration.)
 */
export async function pauseForToolCredential(
  run: RunState,
  trx: Transaction<Database>,
  wait: ToolCredentialWait,
): Promise<TaskUpdate> {
  if (await savedSince(trx, wait, run.agent.id, run.agent.user_id)) {
    return { event: 'handed_back', values: handedBackTaskValues(run.task) };
  }
  const awaited: AwaitedToolSetting = {
    kind: 'tool_setting',
    tool_class: wait.toolClass,
    setting: wait.setting,
    agent_id: run.agent.id,
    reason: wait.reason,
  };
  const data = serializeTaskData({
    ...withoutKeys(run.data(), 'awaited_credential'),
    awaited_credential: awaited,
  });
  return { event: 'credential_needed', values: { ...settledLease, data } };
}

/** Whether one of the layers the agent reads was saved since the call began; locks their rows. */
async function savedSince(
  trx: Transaction<Database>,
  wait: ToolCredentialWait,
  agentId: number,
  ownerUserId: number,
): Promise<boolean> {
  // An update that changes nothing takes the row lock on every engine (PostgreSQL waits for a save).
  const layers = await Promise.all([
    trx
      .updateTable('tool_configurations')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('tool_class', '=', wait.toolClass)
      .returning('updated_at')
      .execute(),
    trx
      .updateTable('tool_user_settings')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('tool_class', '=', wait.toolClass)
      .where('user_id', '=', ownerUserId)
      .returning('updated_at')
      .execute(),
    trx
      .updateTable('agent_tool_overrides')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('tool_class', '=', wait.toolClass)
      .where('agent_id', '=', agentId)
      .returning('updated_at')
      .execute(),
  ]);
  return layers.flat().some((row) => row.updated_at >= wait.startedAt);
}
