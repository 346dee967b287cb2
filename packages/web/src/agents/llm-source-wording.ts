import type { AgentLlmReadiness } from '../api/api-types';

/**
 * Where an agent's model comes from, as the ending of a catalogue key ("usesAgent",
 * "inUsePreference"): the readiness banner and the model choice word it the same way.
 */
// i18n-exempt: the endings are parts of catalogue keys, not text
export function llmSourceKeyEnding(
  source: AgentLlmReadiness['source'],
): '' | 'Agent' | 'Preference' | 'GlobalDefault' {
  switch (source) {
    case 'agent':
      return 'Agent';
    case 'user_preference':
      return 'Preference';
    case 'global_default':
      return 'GlobalDefault';
    default:
      return '';
  }
}
