import type { ToolContext } from '@spora/sdk';

/** An e-mail an agent writes: plain text, to one or more people. */
export interface AgentMailMessage {
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
}

export type AgentMailOutcome =
  | { readonly kind: 'queued'; readonly recipients: readonly string[] }
  | {
      readonly kind: 'refused';
      readonly code: 'EMAIL_NOT_CONFIGURED' | 'RECIPIENT_NOT_ALLOWED';
      readonly message: string;
    };

/** The installation's mail, as agents may use it: only to the domains an administrator allows. */
export interface AgentMail {
  /**
   * Queues the message for each recipient (the outbox delivers and retries), or refuses it whole.
   * `narrowedTo` is the tool's effective `allowed_domains`, which may narrow the administrator's list, never widen it.
   */
  send(
    sender: { readonly agentId: number; readonly ownerUserId: number },
    message: AgentMailMessage,
    narrowedTo: string,
  ): Promise<AgentMailOutcome>;
}

/** The context core tools receive when the platform offers e-mail. */
export interface AgentMailContext extends ToolContext {
  readonly agentMail: AgentMail;
}

export function hasAgentMail(ctx: ToolContext): ctx is AgentMailContext {
  return 'agentMail' in ctx;
}
