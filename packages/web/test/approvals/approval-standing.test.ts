import { describe, expect, it } from 'vitest';
import type { PendingApproval } from '../../src/api/api-types';
import { hasVoted, otherDecidersLine, quorumLine } from '../../src/approvals/approval-standing';

type State = PendingApproval['approval'];

const state = (overrides: Partial<State> = {}): State => ({
  quorum: 1,
  votes: [],
  deciders: [{ user_id: 1, name: 'Ann', as: 'owner' }],
  administrators_decide: false,
  deadline: null,
  escalated_at: null,
  ...overrides,
});
const vote = (user_id: number, name: string) => ({
  user_id,
  name,
  edited: false,
  voted_at: '2030-01-01T00:00:00.000Z',
  arguments_digest: 'd',
});

describe('where a call stands with its approvers', () => {
  it('names who else may decide, leaving the reader out', () => {
    expect(otherDecidersLine(state(), 1)).toBe('Only you can decide this call.');
    const team = state({
      deciders: [
        { user_id: 1, name: 'Ann', as: 'owner' },
        { user_id: 2, name: 'Bo', as: 'approver' },
        { user_id: 3, name: 'Cy', as: 'escalation' },
      ],
      administrators_decide: true,
    });
    // Lists are joined as the reader's locale joins them; these tests read American English.
    expect(otherDecidersLine(team, 1)).toBe('Bo, Cy, and administrators may decide it too.');
    expect(otherDecidersLine(team, 2)).toBe('Ann, Cy, and administrators may decide it too.');
    expect(otherDecidersLine({ ...team, administrators_decide: false }, 1)).toBe(
      'Bo and Cy may decide it too.',
    );
  });

  it('counts approvals against a quorum, and knows whether the reader’s is among them', () => {
    expect(quorumLine(state(), 1)).toBeNull();
    expect(quorumLine(state({ quorum: 2 }), 1)).toBe('Needs 2 approvals.');
    const half = state({ quorum: 2, votes: [vote(2, 'Bo')] });
    expect(quorumLine(half, 1)).toBe('1 of 2 approvals: Bo.');
    expect(quorumLine(half, 2)).toBe('1 of 2 approvals: you.');
    expect(hasVoted(half, 2)).toBe(true);
    expect(hasVoted(half, 1)).toBe(false);
    expect(hasVoted(half, null)).toBe(false);
  });
});
