import { describe, expect, it } from 'vitest';
import {
  type ApproverPolicy,
  approverErrors,
  bodyOf,
  deadlineDraftOf,
  draftOf,
  hasChanges,
  newOperationKey,
  noDeadline,
  serverErrors,
} from '../../src/agents/settings/approver-draft';

const policy: ApproverPolicy = {
  agent_id: 7,
  owner_decides: true,
  administrators_decide: false,
  approver_user_ids: [12, 15],
  escalation_user_ids: [3],
  deadline: { seconds: 7200, action: 'escalate' },
  deadline_reason: null,
  operations: [
    {
      tool_class: 'core/FilesTool',
      operation: 'delete',
      quorum: 2,
      deadline: { seconds: 90, action: 'reject' },
    },
  ],
  approvers: [],
  escalation_approvers: [],
};

describe('the approvers form', () => {
  it('shows a deadline in the largest whole unit and sends it back unchanged', () => {
    expect(deadlineDraftOf({ seconds: 7200, action: 'escalate' })).toMatchObject({
      amount: 2,
      unit: 'hours',
    });
    expect(deadlineDraftOf({ seconds: 172_800, action: 'reject' })).toMatchObject({
      amount: 2,
      unit: 'days',
    });
    expect(deadlineDraftOf({ seconds: 90, action: 'reject' })).toMatchObject({ amount: 90, unit: 'seconds' });
    const draft = draftOf(policy);
    const { approvers: _approvers, escalation_approvers: _escalation, agent_id: _agent, ...body } = policy;
    expect(bodyOf(draft)).toEqual(body);
    expect(hasChanges(draft, draftOf(policy))).toBe(false);
  });

  it('counts a row added but not filled in as a change, and refuses it until it is', () => {
    const saved = draftOf(policy);
    const added = {
      ...saved,
      operations: [
        ...saved.operations,
        { key: newOperationKey(), operation: null, quorum: 2, deadline: noDeadline },
      ],
    };
    expect(hasChanges(added, saved)).toBe(true);
    expect(approverErrors(added)).toEqual({ 'operations[1].operation': 'Choose an operation.' });
  });

  it('refuses what the API would: nobody deciding, a quorum out of range, a deadline over 30 days, an operation twice', () => {
    const saved = draftOf(policy);
    const [first] = saved.operations;
    if (!first) throw new Error('no operation');
    const bad = {
      ...saved,
      ownerDecides: false,
      approverIds: [],
      deadline: { on: true, amount: 31, unit: 'days' as const, action: 'escalate' as const },
      operations: [
        { ...first, quorum: 21 },
        { ...first, key: 'again', quorum: '' },
      ],
    };
    expect(approverErrors(bad)).toEqual({
      owner_decides: expect.stringContaining('Nobody could decide'),
      deadline: 'At most 30 days.',
      'operations[0].quorum': 'A whole number from 1 to 20.',
      'operations[1].operation': 'This operation is listed twice.',
      'operations[1].quorum': 'A whole number from 1 to 20.',
    });
  });

  it('puts the server’s reasons at the fields they name, naming the people', () => {
    const names = new Map([[9, 'Gone Person']]);
    expect(
      serverErrors(
        {
          'approver_user_ids[1]': 'no active user #9',
          'approver_user_ids[2]': 'no active user #99',
          'operations[0].quorum': 'needs 3 distinct approvers, but only 2 may decide',
          'operations[1].deadline.seconds': 'must be at most 2592000',
          owner_decides: 'nobody may decide',
        },
        (userId) => names.get(userId) ?? `user #${userId}`,
      ),
    ).toEqual({
      approver_user_ids: 'Gone Person: no active user #9; user #99: no active user #99',
      'operations[0].quorum': 'Needs 3 distinct approvers, but only 2 may decide',
      'operations[1].deadline': 'Must be at most 2592000',
      owner_decides: 'Nobody may decide',
    });
  });
});
