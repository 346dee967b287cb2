import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { inTransaction } from '../db/index.js';
import type { AgentMail, AgentMailMessage, AgentMailOutcome } from '../tools/agent-mail-context.js';
import type { Mailer } from './mailer.js';
import { allowsAddress, isEmpty, parseRecipientDomains } from './recipient-domains.js';

/**
 * Agents' e-mail through the installation's outbox: every recipient must be in a domain the
 * administrator listed (the send tool's global `allowed_domains`; none listed, none allowed) and,
 * where a user or an agent narrowed the list, in that one too. One message per recipient, so no
 * recipient sees the others; all are queued in one transaction or none is.
 */
export class OutboxAgentMail implements AgentMail {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly mailer: Mailer,
    private readonly administratorDomains: () => Promise<unknown>,
  ) {}

  async send(
    sender: { readonly agentId: number; readonly ownerUserId: number },
    message: AgentMailMessage,
    narrowedTo: string,
  ): Promise<AgentMailOutcome> {
    const allowed = parseRecipientDomains(await this.administratorDomains());
    if (isEmpty(allowed)) {
      return refusal('An administrator has not allowed agents to e-mail any domain yet.');
    }
    const narrowed = parseRecipientDomains(narrowedTo);
    const outside = message.to.filter(
      (address) =>
        !allowsAddress(allowed, address) || (!isEmpty(narrowed) && !allowsAddress(narrowed, address)),
    );
    if (outside.length > 0) {
      return refusal(`Agents may not e-mail ${outside.join(', ')}: the domain is not among those allowed.`);
    }
    const names = await this.db
      .selectFrom('agents')
      .innerJoin('users', 'users.id', 'agents.user_id')
      .select(['agents.name as agent', 'users.display_name', 'users.email'])
      .where('agents.id', '=', sender.agentId)
      .executeTakeFirst();
    const values = {
      subject: message.subject,
      body: message.text,
      agent: names?.agent ?? `#${sender.agentId}`,
      owner: names?.display_name ?? names?.email ?? 'its owner',
    };
    const queued = await inTransaction(this.db, async (trx) => {
      for (const to of message.to) {
        if (
          !(await this.mailer.queue(
            { to, userId: sender.ownerUserId, template: 'agent_message', values },
            trx,
          ))
        ) {
          return false;
        }
      }
      return true;
    });
    if (!queued) {
      return {
        kind: 'refused',
        code: 'EMAIL_NOT_CONFIGURED',
        message: 'E-mail is not set up on this installation.',
      };
    }
    return { kind: 'queued', recipients: message.to };
  }
}

function refusal(message: string): AgentMailOutcome {
  return { kind: 'refused', code: 'RECIPIENT_NOT_ALLOWED', message };
}
