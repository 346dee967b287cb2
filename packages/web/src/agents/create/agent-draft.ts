import type { CreateAgentBody } from '../../api/api-types';
import { i18n } from '../../i18n/i18n';

/** What the blank-agent form holds while a person types. */
export interface AgentDraft {
  readonly name: string;
  readonly description: string;
  readonly systemPrompt: string;
  readonly maxSteps: number | string;
}

export const emptyAgentDraft: AgentDraft = { name: '', description: '', systemPrompt: '', maxSteps: 10 };

// The server's limits (agent-fields.ts); it checks them again and its reasons are shown too.
export const nameMaxLength = 100;
export const descriptionMaxLength = 2000;
export const maxStepsBounds = { min: 1, max: 100 } as const;

export type DraftErrors = Partial<Record<'name' | 'description' | 'max_steps', string>>;

export function draftErrors(draft: AgentDraft): DraftErrors {
  const errors: DraftErrors = {};
  const name = draft.name.trim();
  if (name.length === 0) errors.name = i18n.t('agents:validation.nameRequired');
  else if (name.length > nameMaxLength)
    errors.name = i18n.t('agents:validation.atMostCharacters', { max: nameMaxLength });
  if (draft.description.length > descriptionMaxLength)
    errors.description = i18n.t('agents:validation.atMostCharacters', { max: descriptionMaxLength });
  const steps = draft.maxSteps;
  if (
    typeof steps !== 'number' ||
    !Number.isInteger(steps) ||
    steps < maxStepsBounds.min ||
    steps > maxStepsBounds.max
  )
    errors.max_steps = i18n.t('agents:validation.wholeNumberRange', {
      min: maxStepsBounds.min,
      max: maxStepsBounds.max,
    });

  return errors;
}

/** The POST /agents body: empty texts are left unset rather than sent as empty strings. */
export function createBodyOf(draft: AgentDraft): CreateAgentBody {
  const description = draft.description.trim();
  const systemPrompt = draft.systemPrompt.trim();
  return {
    name: draft.name.trim(),
    ...(description === '' ? {} : { description }),
    ...(systemPrompt === '' ? {} : { system_prompt: systemPrompt }),
    ...(typeof draft.maxSteps === 'number' ? { max_steps: draft.maxSteps } : {}),
  };
}
