// What every peer is asked: the fake LLM's marker, after `historyRows` earlier messages.
import { seededHistory } from './floor-loop.mjs';

export const addDescription = 'Adds two numbers.';

/** Throws unless the final answer says all `steps` additions ran. */
export function expectFinalAnswer(system, text, steps) {
  if (!String(text).includes(`Done after ${steps} additions.`)) {
    throw new Error(`${system} ended with ${JSON.stringify(text)} instead of ${steps} additions`);
  }
}

export function peerMessages({ steps, delayMs = 0, historyRows = 0 }) {
  return [...seededHistory(historyRows), { role: 'user', content: `bench steps=${steps} delay=${delayMs}` }];
}
