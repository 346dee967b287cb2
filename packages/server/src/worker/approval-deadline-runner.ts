import type { Kysely } from 'kysely';
import {
  type ApproverPolicy,
  callsWithDeadlines,
  deadlineAt,
  deadlineFor,
  deadlineRejectionReason,
  escalationFor,
  loadApproverPolicy,
} from '../approvals/index.js';
import type { Database } from '../db/index.js';
import type { Logger } from '../logging/logger.js';
import type { NotificationStore } from '../notifications/index.js';
import type { TaskDecisions, TaskEventRecorder } from '../orchestrator/index.js';

export interface ApprovalDeadlineRunnerOptions {
  /** How often the runner looks for calls past their deadline. */
  readonly pollIntervalMs: number;
  /** Waiting calls looked at per pass, oldest first. */
  readonly batchSize: number;
  /** The time now; tests move it. */
  readonly clock: () => Date;
}

export const defaultApprovalDeadlineRunnerOptions: ApprovalDeadlineRunnerOptions = {
  pollIntervalMs: 5000,
  batchSize: 500,
  clock: () => new Date(),
};

/** What one pass did to one call. */
export interface DeadlineAct {
  readonly toolCallId: number;
  readonly outcome: 'escalated' | 'rejected';
}

/**
 * Acts on approval deadlines, in every process that runs work: a call waiting past its deadline is
 * escalated (its next approvers notified) or rejected with the policy's reason. Each call is acted
 * on once whatever the number of workers — the passed deadline's row is the claim, written in the
 * transaction that acts — and a restarted worker finds what is still due, since nothing lives in
 * memory.
 */
export class ApprovalDeadlineRunner {
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<unknown> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly decisions: Pick<TaskDecisions, 'rejectOverdueCall'>,
    private readonly notifications: Pick<NotificationStore, 'notify'>,
    private readonly events: TaskEventRecorder | undefined,
    private readonly logger: Logger,
    private readonly options: ApprovalDeadlineRunnerOptions,
  ) {}

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => this.poll(), this.options.pollIntervalMs);
    this.poll();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.polling;
  }

  /** One pass over the waiting calls; answers what it did. */
  async runDue(): Promise<DeadlineAct[]> {
    const now = this.options.clock();
    const policies = new Map<number, ApproverPolicy>();
    const acts: DeadlineAct[] = [];
    for (const call of await callsWithDeadlines(this.db, this.options.batchSize)) {
      if (this.stopped) break;
      const policy = policies.get(call.agent_id) ?? (await loadApproverPolicy(this.db, call.agent_id));
      policies.set(call.agent_id, policy);
      const deadline = deadlineFor(policy, call);
      const at = deadlineAt(deadline, call.created_at);
      if (deadline === null || at === null || Date.parse(at) > now.getTime()) continue;
      if (deadline.action === 'reject') {
        const rejected = await this.decisions.rejectOverdueCall(
          {
            taskId: call.task_id,
            toolCallId: call.id,
            deadlineAt: at,
            reason: deadlineRejectionReason(policy, deadline),
          },
          now,
        );
        if (rejected) acts.push({ toolCallId: call.id, outcome: 'rejected' });
        continue;
      }
      const escalated = await this.db.transaction().execute(async (trx) => {
        const notices = await escalationFor(trx, call, policy, at, now.toISOString());
        if (notices === null) return false;
        for (const notice of notices) await this.notifications.notify(trx, notice);
        // The owner's task page and inbox learn of it with the call as it now stands.
        const [task, row] = await Promise.all([
          trx.selectFrom('tasks').selectAll().where('id', '=', call.task_id).executeTakeFirstOrThrow(),
          trx.selectFrom('tool_calls').selectAll().where('id', '=', call.id).executeTakeFirstOrThrow(),
        ]);
        await this.events?.record(trx, [{ task, statusChanged: false, toolCalls: [row] }]);
        return true;
      });
      if (escalated) acts.push({ toolCallId: call.id, outcome: 'escalated' });
    }
    return acts;
  }

  private poll(): void {
    if (this.stopped || this.polling) return;
    this.polling = this.runDue()
      .catch((error: unknown) => this.logger.error({ err: error }, 'acting on approval deadlines failed'))
      .finally(() => {
        this.polling = null;
      });
  }
}
