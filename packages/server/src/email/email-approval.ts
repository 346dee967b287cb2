import { SporaError } from '@spora/sdk';
import type { Kysely } from 'kysely';
import { recipientMayDecide } from '../approvals/approval-link-recipient.js';
import type { ApprovalLinkDecision, Database, DecisionChannel } from '../db/index.js';
import { argumentsDigest, nowIso } from '../db/index.js';
import type { ApprovalEmailLink, ApprovalEmailLinks } from './approval-email-links.js';
import { approvalLinkError } from './approval-link-error.js';

/** What a link's confirmation page shows before anything is decided. */
export interface ApprovalLinkView {
  readonly decision: ApprovalLinkDecision;
  readonly expires_at: string;
  readonly call: {
    readonly id: number;
    readonly provider_call_id: string;
    readonly tool_name: string;
    readonly operation: string | null;
    readonly human_description: string | null;
    readonly arguments: Record<string, unknown>;
    readonly waiting_since: string;
  };
  readonly task: { readonly id: number; readonly user_prompt: string };
  readonly agent: { readonly id: number; readonly name: string };
}

/** The outcome of a link's decision. */
export interface EmailDecisionResult {
  readonly decision: ApprovalLinkDecision;
  readonly task_id: number;
  readonly call_id: number;
  readonly decided_at: string;
}

/**
 * The decision path every person's decision takes (the orchestrator's `resume`): the link's
 * decision goes through it like one made in the UI, so edits, quorum and the record apply alike.
 */
export interface DecisionPath {
  resume(
    taskId: number,
    decisions: readonly (
      | { readonly provider_call_id: string; readonly decision: 'approve' }
      | { readonly provider_call_id: string; readonly decision: 'reject'; readonly reason?: string }
    )[],
    actorUserId: number | null,
    channel: DecisionChannel,
  ): Promise<unknown>;
}

interface LinkedCall {
  readonly link: ApprovalEmailLink;
  readonly view: ApprovalLinkView;
}

/**
 * Deciding from an approval e-mail. A link is the credential for its one decision, signed in or
 * not: it must be well signed, unused and unexpired; its recipient must still be allowed to
 * decide; the call must still wait; and its arguments must be the ones the e-mail showed. Only a
 * POST decides: opening the link shows a confirmation page that reads `inspect`.
 */
export class EmailApproval {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly links: ApprovalEmailLinks,
    private readonly decisions: DecisionPath,
  ) {}

  /** What the link would decide, or the coded reason it cannot. */
  async inspect(token: string): Promise<ApprovalLinkView> {
    return (await this.usable(token)).view;
  }

  /** Applies the link's decision once, recorded with channel `email`. */
  async decide(token: string, reason?: string): Promise<EmailDecisionResult> {
    const { link, view } = await this.usable(token);
    const claimedAt = nowIso();
    if (!(await this.links.claim(link.id, claimedAt))) {
      // Another request used it since (or it expired this instant): say which.
      await this.usable(token);
      throw approvalLinkError('APPROVAL_LINK_USED', view.task.id);
    }
    const decision =
      link.decision === 'approve'
        ? { provider_call_id: view.call.provider_call_id, decision: 'approve' as const }
        : {
            provider_call_id: view.call.provider_call_id,
            decision: 'reject' as const,
            ...(reason?.trim() ? { reason: reason.trim() } : {}),
          };
    try {
      await this.decisions.resume(view.task.id, [decision], link.user_id, 'email');
    } catch (error) {
      // Nothing was decided: the link stays usable, and if the call moved on meanwhile, that is
      // what the person is told.
      await this.links.release(link.id, claimedAt);
      await this.usable(token);
      // The decision path has the last word on who decides (approver roles, escalation).
      if (SporaError.isInstance(error) && error.code === 'FORBIDDEN') {
        throw approvalLinkError('APPROVAL_NOT_ALLOWED');
      }
      throw error;
    }
    return { decision: link.decision, task_id: view.task.id, call_id: view.call.id, decided_at: claimedAt };
  }

  private async usable(token: string): Promise<LinkedCall> {
    const found = await this.links.find(token);
    if (!found.found) {
      if (found.reason === 'invalid') throw approvalLinkError('APPROVAL_LINK_INVALID');
      // A genuine link: say which task it was for, so the person can decide there.
      const call = await this.db
        .selectFrom('tool_calls')
        .select('task_id')
        .where('id', '=', found.link.tool_call_id)
        .executeTakeFirst();
      throw approvalLinkError(
        found.reason === 'used' ? 'APPROVAL_LINK_USED' : 'APPROVAL_LINK_EXPIRED',
        call?.task_id,
      );
    }
    const { link } = found;
    const row = await this.db
      .selectFrom('tool_calls')
      .innerJoin('tasks', 'tasks.id', 'tool_calls.task_id')
      .innerJoin('agents', 'agents.id', 'tasks.agent_id')
      .select([
        'tool_calls.id as call_id',
        'tool_calls.provider_call_id',
        'tool_calls.tool_name',
        'tool_calls.operation',
        'tool_calls.human_description',
        'tool_calls.proposed_arguments',
        'tool_calls.status as call_status',
        'tool_calls.created_at as waiting_since',
        'tasks.id as task_id',
        'tasks.user_id',
        'tasks.agent_id',
        'tasks.status as task_status',
        'tasks.user_prompt',
        'agents.name as agent_name',
      ])
      .where('tool_calls.id', '=', link.tool_call_id)
      .executeTakeFirst();
    // The call's rows cascade to its links, so a link whose call is gone is already gone too.
    if (row === undefined) throw approvalLinkError('APPROVAL_LINK_INVALID');
    if (!(await recipientMayDecide(this.db, link.user_id, row))) {
      throw approvalLinkError('APPROVAL_NOT_ALLOWED');
    }
    if (row.call_status !== 'PENDING_APPROVAL' || row.task_status !== 'PENDING_APPROVAL') {
      throw approvalLinkError('APPROVAL_NOT_PENDING', row.task_id);
    }
    const proposed = JSON.parse(row.proposed_arguments) as Record<string, unknown>;
    if (argumentsDigest(proposed) !== link.arguments_digest) {
      throw approvalLinkError('APPROVAL_ARGUMENTS_CHANGED', row.task_id);
    }
    return {
      link,
      view: {
        decision: link.decision,
        expires_at: link.expires_at,
        call: {
          id: row.call_id,
          provider_call_id: row.provider_call_id,
          tool_name: row.tool_name,
          operation: row.operation,
          human_description: row.human_description,
          arguments: proposed,
          waiting_since: row.waiting_since,
        },
        task: { id: row.task_id, user_prompt: row.user_prompt },
        agent: { id: row.agent_id, name: row.agent_name },
      },
    };
  }
}
