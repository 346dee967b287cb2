import { describe, expect, it } from 'vitest';
import {
  type ApprovalState,
  deadlineStanding,
  ownVoteLine,
} from '../../src/tasks/approval/approval-standing-text';

const now = Date.parse('2030-01-01T12:00:00.000Z');
const state = (overrides: Partial<ApprovalState> = {}): ApprovalState => ({
  quorum: 2,
  votes: [],
  deciders: [
    { user_id: 1, name: 'Ann', as: 'owner' },
    { user_id: 2, name: 'Bo', as: 'approver' },
  ],
  administrators_decide: false,
  deadline: null,
  escalated_at: null,
  ...overrides,
});
const vote = (user_id: number, digest = 'd', edited = false) => ({
  user_id,
  name: `#${user_id}`,
  edited,
  voted_at: '2030-01-01T11:00:00.000Z',
  arguments_digest: digest,
});

describe('where a waiting call stands, in words', () => {
  it('tells a voter how many more approvals their arguments need', () => {
    expect(ownVoteLine(state(), 1)).toBeNull();
    expect(ownVoteLine(state({ votes: [vote(1)] }), 1)).toBe('You approved; waiting for 1 more.');
    expect(ownVoteLine(state({ quorum: 3, votes: [vote(2), vote(1)] }), 1)).toBe(
      'You approved; waiting for 1 more.',
    );
    // Another person's vote for other arguments does not count toward yours.
    expect(ownVoteLine(state({ quorum: 3, votes: [vote(2, 'other'), vote(1, 'd', true)] }), 1)).toBe(
      'You approved with changes; waiting for 2 more.',
    );
    expect(ownVoteLine(state({ votes: [vote(1)] }), null)).toBeNull();
  });

  it('says when a deadline escalates or rejects, and to whom a call escalated', () => {
    expect(deadlineStanding(state(), now)).toEqual({ kind: 'none' });
    const inTwoHours = new Date(now + 2 * 3600_000).toISOString();
    expect(deadlineStanding(state({ deadline: { at: inTwoHours, action: 'escalate' } }), now)).toEqual({
      kind: 'escalates',
      text: 'Escalates in 2 hours if nobody decides.',
    });
    const rejects = deadlineStanding(state({ deadline: { at: inTwoHours, action: 'reject' } }), now);
    expect(rejects.kind).toBe('rejects');
    expect('text' in rejects && rejects.text).toMatch(/^Will be rejected at .+ if nobody decides\.$/);
    const passed = new Date(now - 1000).toISOString();
    expect(deadlineStanding(state({ deadline: { at: passed, action: 'escalate' } }), now).kind).toBe('due');

    const escalatedAt = new Date(now - 5 * 60_000).toISOString();
    const toDave = state({
      deadline: { at: escalatedAt, action: 'escalate' },
      escalated_at: escalatedAt,
      deciders: [...state().deciders, { user_id: 4, name: 'Dave', as: 'escalation' }],
    });
    expect(deadlineStanding(toDave, now)).toEqual({
      kind: 'escalated',
      text: 'Escalated 5 minutes ago to Dave.',
    });
    const toAdministrators = state({ escalated_at: escalatedAt, administrators_decide: true });
    expect(deadlineStanding(toAdministrators, now)).toMatchObject({
      text: 'Escalated 5 minutes ago to administrators.',
    });
  });
});
