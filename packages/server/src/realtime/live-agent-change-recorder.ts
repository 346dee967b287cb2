import type { Transaction } from 'kysely';
import type { AgentChange, AgentChangeRecorder } from '../agents/index.js';
import type { Database } from '../db/index.js';
import type { EventLog } from './event-log.js';
import type { EventSignal } from './event-signal.js';

/** Records agent changes in their owners' event logs; subscribers wake on commit. */
export class LiveAgentChangeRecorder implements AgentChangeRecorder {
  constructor(
    private readonly log: EventLog,
    private readonly signal: EventSignal,
  ) {}

  async record(trx: Transaction<Database>, change: AgentChange): Promise<void> {
    await this.log.append(trx, change.userId, [
      { type: 'agent_changed', taskId: null, data: { agent_id: change.agentId, change: change.kind } },
    ]);
    this.signal.appended(change.userId);
  }
}
