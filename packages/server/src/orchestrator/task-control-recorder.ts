import type { Result } from '@spora/sdk';
import type { Kysely } from 'kysely';
import type { Agent, Database } from '../db/index.js';
import type { TaskControl, TaskControlRequest } from '../tools/task-control.js';

/**
 * Records the requests of one tool call after checking them: the target must exist, belong to
 * the calling agent's owner, and not be the calling agent.
 */
export class TaskControlRecorder implements TaskControl {
  readonly requests: TaskControlRequest[] = [];

  constructor(
    private readonly db: Kysely<Database>,
    private readonly caller: Pick<Agent, 'id' | 'user_id'>,
  ) {}

  handOver(targetAgentId: number, prompt: string) {
    return this.record('handover', targetAgentId, prompt);
  }

  spawnSubAgent(agentId: number, prompt: string) {
    return this.record('sub_agent', agentId, prompt);
  }

  private async record(
    kind: TaskControlRequest['kind'],
    targetAgentId: number,
    prompt: string,
  ): Promise<Result<{ readonly agentName: string }, string>> {
    if (
      this.requests.some((request) => request.kind === 'handover') ||
      (kind === 'handover' && this.requests.length > 0)
    ) {
      return { ok: false, error: 'A handover must be the only request of its call.' };
    }
    if (targetAgentId === this.caller.id) return { ok: false, error: 'An agent cannot delegate to itself.' };
    if (prompt.trim() === '') return { ok: false, error: 'The prompt must not be empty.' };
    const target = await this.db
      .selectFrom('agents')
      .select(['id', 'name', 'max_steps'])
      .where('id', '=', targetAgentId)
      .where('user_id', '=', this.caller.user_id)
      .executeTakeFirst();
    if (!target)
      return { ok: false, error: `There is no agent #${targetAgentId} this agent may delegate to.` };
    this.requests.push({ kind, target, prompt });
    return { ok: true, value: { agentName: target.name } };
  }
}
