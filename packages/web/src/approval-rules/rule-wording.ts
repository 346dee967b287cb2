import { formatList } from '../i18n/format';
import { i18n } from '../i18n/i18n';
import type { ApprovalRule, RuleReplay } from './rule-queries';

/** What a rule does, as a person reads it: "Deny files · delete on Filer". */
export function ruleTitle(
  rule: Pick<ApprovalRule, 'outcome' | 'tool_name' | 'operation' | 'agent_name' | 'agent_id'>,
): string {
  const what =
    rule.tool_name === null
      ? i18n.t('approval-rules:wording.everyTool')
      : rule.operation === null
        ? rule.tool_name
        : `${rule.tool_name} · ${rule.operation}`;
  const where =
    rule.agent_id === null
      ? i18n.t('approval-rules:wording.onEveryAgent')
      : i18n.t('approval-rules:wording.onAgent', { agent: rule.agent_name ?? agentNumber(rule.agent_id) });
  return i18n.t(`approval-rules:wording.title.${rule.outcome}`, { what, where });
}

/** An agent known only by its id: "agent #3". */
export function agentNumber(id: number): string {
  return i18n.t('approval-rules:wording.agentNumber', { id });
}

export function outcomeLabel(outcome: ApprovalRule['outcome']): string {
  return i18n.t(`approval-rules:wording.outcome.${outcome}`);
}

export const outcomeColor: Record<ApprovalRule['outcome'], string> = {
  allow: 'teal',
  deny: 'red',
  ask: 'yellow',
};

/**
 * The replay as one sentence: "Of the last 120 calls people decided, this rule would have allowed
 * 41 calls you approved and 2 you rejected."
 */
export function replaySummary(replay: RuleReplay): string {
  if (replay.considered === 0) return i18n.t('approval-rules:replay.nothingToCompare');
  const counts = { count: replay.considered, matched: replay.matched };
  if (replay.matched === 0) return i18n.t('approval-rules:replay.changedNothing', counts);
  const effects = [
    replay.allowed_approved > 0 &&
      i18n.t('approval-rules:replay.effects.allowedApproved', { count: replay.allowed_approved }),
    replay.allowed_rejected > 0 &&
      i18n.t('approval-rules:replay.effects.allowedRejected', { count: replay.allowed_rejected }),
    replay.denied_approved > 0 &&
      i18n.t('approval-rules:replay.effects.deniedApproved', { count: replay.denied_approved }),
    replay.denied_rejected > 0 &&
      i18n.t('approval-rules:replay.effects.deniedRejected', { count: replay.denied_rejected }),
    replay.asked > 0 && i18n.t('approval-rules:replay.effects.asked', { count: replay.asked }),
  ].filter((effect): effect is string => typeof effect === 'string');
  return i18n.t('approval-rules:replay.wouldHave', { ...counts, effects: formatList(effects) });
}
