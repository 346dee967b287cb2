import type { Agent, UpdateAgentBody } from '../../api/api-types';
import { i18n } from '../../i18n/i18n';
import { descriptionMaxLength, maxStepsBounds, nameMaxLength } from '../create/agent-draft';

/** What the general settings form holds while a person edits: numbers may be '' mid-edit. */
export interface GeneralDraft {
  readonly name: string;
  readonly description: string;
  readonly systemPrompt: string;
  readonly maxSteps: number | string;
  readonly allowFollowup: boolean;
  readonly pauseAtStepLimit: boolean;
  readonly reconcileUncertainCalls: boolean;
  readonly retryAfterMinutes: number | string;
  readonly maxRetries: number | string;
}

export type GeneralField =
  | 'name'
  | 'description'
  | 'system_prompt'
  | 'max_steps'
  | 'allow_followup'
  | 'pause_at_step_limit'
  | 'reconcile_uncertain_calls'
  | 'retry_after_minutes'
  | 'max_retries';

export const generalFields: readonly GeneralField[] = [
  'name',
  'description',
  'system_prompt',
  'max_steps',
  'allow_followup',
  'pause_at_step_limit',
  'reconcile_uncertain_calls',
  'retry_after_minutes',
  'max_retries',
];

// The server's column width for the retry counters (agent-fields.ts); it checks them again.
export const retryMax = 65_535;

export type GeneralErrors = Partial<Record<GeneralField, string>>;

export function draftOf(agent: Agent): GeneralDraft {
  return {
    name: agent.name,
    description: agent.description ?? '',
    systemPrompt: agent.system_prompt ?? '',
    maxSteps: agent.max_steps,
    allowFollowup: agent.allow_followup,
    pauseAtStepLimit: agent.pause_at_step_limit,
    reconcileUncertainCalls: agent.reconcile_uncertain_calls,
    retryAfterMinutes: agent.retry_after_minutes,
    maxRetries: agent.max_retries,
  };
}

const wholeNumberIn = (value: number | string, min: number, max: number): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** The same limits the API's schema and agent service apply, so most mistakes show before saving. */
export function generalErrors(draft: GeneralDraft): GeneralErrors {
  const errors: GeneralErrors = {};
  const name = draft.name.trim();
  if (name.length === 0) errors.name = i18n.t('agents:validation.nameRequired');
  else if (name.length > nameMaxLength)
    errors.name = i18n.t('agents:validation.atMostCharacters', { max: nameMaxLength });
  if (draft.description.length > descriptionMaxLength)
    errors.description = i18n.t('agents:validation.atMostCharacters', { max: descriptionMaxLength });
  if (!wholeNumberIn(draft.maxSteps, maxStepsBounds.min, maxStepsBounds.max))
    errors.max_steps = i18n.t('agents:validation.wholeNumberRange', {
      min: maxStepsBounds.min,
      max: maxStepsBounds.max,
    });
  if (!wholeNumberIn(draft.retryAfterMinutes, 0, retryMax))
    errors.retry_after_minutes = i18n.t('agents:validation.retryRange', { max: retryMax });
  if (!wholeNumberIn(draft.maxRetries, 0, retryMax))
    errors.max_retries = i18n.t('agents:validation.retryRange', { max: retryMax });

  return errors;
}

/** An emptied text is sent as null, as the agent had it before it was ever set. */
const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text);

function bodyOf(draft: GeneralDraft): Required<Pick<UpdateAgentBody, GeneralField>> {
  return {
    name: draft.name.trim(),
    description: textOrNull(draft.description.trim()),
    system_prompt: textOrNull(draft.systemPrompt),
    max_steps: Number(draft.maxSteps),
    allow_followup: draft.allowFollowup,
    pause_at_step_limit: draft.pauseAtStepLimit,
    reconcile_uncertain_calls: draft.reconcileUncertainCalls,
    retry_after_minutes: Number(draft.retryAfterMinutes),
    max_retries: Number(draft.maxRetries),
  };
}

/**
 * The PATCH body: only the fields that differ from the saved agent, so a save never overwrites
 * a field someone else changed meanwhile with the value this form loaded. Empty when nothing changed.
 */
export function changesOf(draft: GeneralDraft, saved: GeneralDraft): UpdateAgentBody {
  const next = bodyOf(draft);
  const before = bodyOf(saved);
  const changes: Record<string, unknown> = {};
  for (const field of generalFields) if (next[field] !== before[field]) changes[field] = next[field];
  return changes as UpdateAgentBody;
}

export function hasChanges(draft: GeneralDraft, saved: GeneralDraft): boolean {
  return Object.keys(changesOf(draft, saved)).length > 0;
}
