import { describe, expect, it } from 'vitest';
import {
  counterThreshold,
  estimateTokens,
  exceedsContext,
  isLongMessage,
  unknownContextLimit,
} from '../../src/conversations/message-length';

describe('message length', () => {
  it('estimates a token for every four characters, rounding up', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
    expect(estimateTokens('x'.repeat(counterThreshold))).toBe(500);
  });

  it('compares the estimate with the context window, or with the assumed limit when it is unknown', () => {
    expect(exceedsContext('x'.repeat(4_000), 1_000)).toBe(false);
    expect(exceedsContext('x'.repeat(4_001), 1_000)).toBe(true);
    expect(exceedsContext('x'.repeat(unknownContextLimit * 4), null)).toBe(false);
    expect(exceedsContext('x'.repeat(unknownContextLimit * 4 + 1), null)).toBe(true);
  });

  it('folds a message of many lines or many characters, and not a short one', () => {
    expect(isLongMessage('one line')).toBe(false);
    expect(isLongMessage(Array.from({ length: 24 }, () => 'line').join('\n'))).toBe(false);
    expect(isLongMessage(Array.from({ length: 25 }, () => 'line').join('\n'))).toBe(true);
    expect(isLongMessage('x'.repeat(3_001))).toBe(true);
  });
});
