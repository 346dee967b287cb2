import {
  AbstractTool,
  Tool,
  type ToolArguments,
  type ToolContext,
  ToolOperation,
  ToolParameter,
  ToolResult,
  ToolSetting,
} from '@spora/sdk';
import { hasAgentMail } from '../agent-mail-context.js';

const maxRecipients = 10;
const maxSubjectLength = 200;
const maxBodyLength = 50_000;
// One address, no display name: what a model writes and what a domain check can read safely.
const addressPattern = /^[^\s@<>(),;:"[\]\\]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

/**
 * Sends a plain-text e-mail through the installation's SMTP settings, queued in the outbox (which
 * retries), to addresses in the domains an administrator allows. It waits for approval by default.
 */
@Tool({
  name: 'send_email',
  description:
    'Send a plain-text e-mail to one or more people. Only addresses in the allowed domains can be reached.',
  displayName: 'Send e-mail',
  category: 'communication',
  icon: 'mail',
})
@ToolOperation({ name: 'send', description: 'Send an e-mail.', requiresApprovalByDefault: true })
@ToolParameter({
  name: 'to',
  type: 'array',
  description: `Recipient addresses, 1 to ${maxRecipients}, e.g. ["ana@example.com"]. Each gets their own copy.`,
  items: { type: 'string' },
})
@ToolParameter({ name: 'subject', type: 'string', description: 'The subject line.' })
@ToolParameter({ name: 'body', type: 'string', description: 'The message, as plain text.' })
@ToolSetting({
  key: 'allowed_domains',
  label: 'Allowed recipient domains',
  type: 'textarea',
  description:
    'One domain per line (example.com, or *.example.com for its sub-domains). The administrators’ global value decides; a user or an agent can only narrow it. None: no one can be e-mailed.',
  default: '',
  exposeToLlm: true,
})
export class SendEmailTool extends AbstractTool {
  async execute(args: ToolArguments, ctx: ToolContext): Promise<ToolResult> {
    if (!hasAgentMail(ctx)) return ToolResult.error('E-mail is not available to this tool here.');
    const checked = checkedMessage(args);
    if (typeof checked === 'string') return ToolResult.error(checked);
    const ownerUserId = ctx.principal.ownerUserId;
    if (ownerUserId === null) return ToolResult.error('This agent has no owner to send e-mail for.');
    const settings = await ctx.settings();
    const outcome = await ctx.agentMail.send(
      { agentId: ctx.agentId, ownerUserId },
      checked,
      String(settings.allowed_domains ?? ''),
    );
    if (outcome.kind === 'refused') return ToolResult.error(outcome.message, { error_code: outcome.code });
    return ToolResult.ok(`The e-mail "${checked.subject}" is queued for ${outcome.recipients.join(', ')}.`, {
      recipients: [...outcome.recipients],
      subject: checked.subject,
    });
  }

  describeAction(args: ToolArguments): string {
    const to = Array.isArray(args.to) ? args.to.map(String).join(', ') : String(args.to ?? '');
    return `send an e-mail to ${to}: "${String(args.subject ?? '')}"`;
  }
}

function checkedMessage(args: ToolArguments): { to: string[]; subject: string; text: string } | string {
  const to = Array.isArray(args.to) ? args.to.map((address) => String(address).trim()) : [];
  if (to.length === 0 || to.length > maxRecipients) return `"to" must list 1 to ${maxRecipients} addresses.`;
  const invalid = to.filter((address) => !addressPattern.test(address));
  if (invalid.length > 0) return `Not e-mail addresses: ${invalid.join(', ')}.`;
  const subject = typeof args.subject === 'string' ? args.subject.trim() : '';
  if (subject === '' || subject.length > maxSubjectLength || /[\r\n]/.test(subject)) {
    return `"subject" must be one line of 1 to ${maxSubjectLength} characters.`;
  }
  const text = typeof args.body === 'string' ? args.body : '';
  if (text.trim() === '' || text.length > maxBodyLength)
    return `"body" must be text of 1 to ${maxBodyLength} characters.`;
  return { to: [...new Set(to.map((address) => address.toLowerCase()))], subject, text };
}
