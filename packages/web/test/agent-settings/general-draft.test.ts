import { describe, expect, it } from 'vitest';
import { changesOf, type GeneralDraft, generalErrors } from '../../src/agents/settings/general-draft';

const saved: GeneralDraft = {
  name: 'Researcher',
  description: 'Finds things.',
  systemPrompt: 'Be careful.',
  maxSteps: 10,
  allowFollowup: true,
  pauseAtStepLimit: true,
  reconcileUncertainCalls: true,
  retryAfterMinutes: 0,
  maxRetries: 0,
};

describe('general settings draft', () => {
  it('accepts what the API accepts', () => {
    expect(generalErrors(saved)).toEqual({});
    expect(generalErrors({ ...saved, maxSteps: 100, retryAfterMinutes: 65_535, maxRetries: 3 })).toEqual({});
  });

  it('names each field the API would refuse', () => {
    expect(
      generalErrors({
        ...saved,
        name: '   ',
        description: 'x'.repeat(2001),
        maxSteps: 0,
        retryAfterMinutes: '',
        maxRetries: 1.5,
      }),
    ).toEqual({
      name: 'Give the agent a name.',
      description: 'At most 2000 characters.',
      max_steps: 'A whole number from 1 to 100.',
      retry_after_minutes: 'A whole number from 0 to 65535; 0 turns retrying off.',
      max_retries: 'A whole number from 0 to 65535; 0 turns retrying off.',
    });
    expect(generalErrors({ ...saved, name: 'n'.repeat(101) }).name).toBe('At most 100 characters.');
  });

  it('sends only what changed, with emptied texts as null and the name trimmed', () => {
    expect(changesOf(saved, saved)).toEqual({});
    expect(
      changesOf(
        { ...saved, name: '  Researcher 2 ', description: '  ', systemPrompt: '', maxRetries: 2 },
        saved,
      ),
    ).toEqual({ name: 'Researcher 2', description: null, system_prompt: null, max_retries: 2 });
    expect(changesOf({ ...saved, allowFollowup: false }, saved)).toEqual({ allow_followup: false });
    expect(changesOf({ ...saved, pauseAtStepLimit: false }, saved)).toEqual({ pause_at_step_limit: false });
    expect(changesOf({ ...saved, reconcileUncertainCalls: false }, saved)).toEqual({
      reconcile_uncertain_calls: false,
    });
  });
});
