import type { ApprovalRule, RuleReplay } from './rule-queries';

/** What a rule does, as a person reads it: "Deny files · delete on Filer". */
export function ruleTitle(
  rule: Pick<ApprovalRule, 'outcome' | 'tool_name' | 'operation' | 'agent_name' | 'agent_id'>,
): string {
  const verb = outcomeLabel(rule.outcome);
  const what =
    rule.tool_name === null
      ? 'every tool'
      : rule.operation === null
        ? rule.tool_name
        : `${rule.tool_name} · ${rule.operation}`;
  const where =
    rule.agent_id === null ? 'on every agent' : `on ${rule.agent_name ?? `agent #${rule.agent_id}`}`;
  return `${verb} ${what} ${where}`;
}

export function outcomeLabel(outcome: ApprovalRule['outcome']): string {
  return outcome === 'allow' ? 'Allow' : outcome === 'deny' ? 'Deny' : 'Ask for';
}

export const outcomeColor: Record<ApprovalRule['outcome'], string> = {
  allow: 'teal',
  deny: 'red',
  ask: 'yellow',
};

const calls = (count: number) => `${count} ${count === 1 ? 'call' : 'calls'}`;

/**
 * The replay as one sentence: "Of the last 120 calls people decided, this rule would have allowed
 * 41 calls you approved and 2 you rejected."
 */
export function replaySummary(replay: RuleReplay): string {
  if (replay.considered === 0)
    return 'No call has been decided by a person yet, so there is nothing to compare.';
  const start = `Of the last ${calls(replay.considered)} people decided, this rule matches ${replay.matched}`;
  if (replay.matched === 0) return `${start}: it would have changed nothing so far.`;
  const effects = [
    replay.allowed_approved > 0 &&
      `allowed without asking ${calls(replay.allowed_approved)} a person approved`,
    replay.allowed_rejected > 0 && `allowed ${calls(replay.allowed_rejected)} a person rejected`,
    replay.denied_approved > 0 && `denied ${calls(replay.denied_approved)} a person approved`,
    replay.denied_rejected > 0 && `denied ${calls(replay.denied_rejected)} a person rejected too`,
    replay.asked > 0 && `asked about ${calls(replay.asked)}`,
  ].filter((effect): effect is string => typeof effect === 'string');
  return `${start}: it would have ${joined(effects)}.`;
}

function joined(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
