import { describe, expect, it } from 'vitest';
import type { PendingApproval } from '../../src/api/api-types';
import { actionLabel, callKey, groupedByTask, singleDecisionBody } from '../../src/approvals/approval-inbox';

function approval(taskId: number, callId: string, overrides: Partial<PendingApproval> = {}): PendingApproval {
  const request = (decision: 'approve' | 'reject') => ({
    method: 'POST' as const,
    path: `/api/v1/tasks/${taskId}/approve`,
    body: { decisions: [{ provider_call_id: callId, decision }] },
  });
  return {
    tool_call_id: taskId * 10,
    provider_call_id: callId,
    agent: { id: 1, name: 'Filer' },
    task: { id: taskId, prompt_excerpt: 'Tidy up', parent_task_id: null },
    tool_name: 'files',
    tool_display_name: 'Files',
    operation: 'delete',
    human_description: `delete /${callId}`,
    arguments: { action: 'delete', path: `/${callId}` },
    parameter_schema: null,
    waiting_since: '2030-01-01T00:00:00.000Z',
    approval: {
      quorum: 1,
      votes: [],
      deciders: [],
      administrators_decide: false,
      deadline: null,
      escalated_at: null,
    },
    decide_via: { approve: request('approve'), reject: request('reject') },
    ...overrides,
  };
}

describe('the approval inbox', () => {
  it('decides exactly the one call with the request the API hints', () => {
    const call = approval(7, 'c1');
    expect(singleDecisionBody(call, { decision: 'approve' })).toEqual({
      decisions: [{ provider_call_id: 'c1', decision: 'approve' }],
    });
    expect(singleDecisionBody(call, { decision: 'reject' })).toEqual({
      decisions: [{ provider_call_id: 'c1', decision: 'reject' }],
    });
  });

  it('sends edited arguments with an approval, and a trimmed reason (none when blank) with a rejection', () => {
    const call = approval(7, 'c1');
    expect(singleDecisionBody(call, { decision: 'approve', arguments: { path: '/kept' } })).toEqual({
      decisions: [{ provider_call_id: 'c1', decision: 'approve', arguments: { path: '/kept' } }],
    });
    expect(singleDecisionBody(call, { decision: 'reject', reason: '  Not today ' })).toEqual({
      decisions: [{ provider_call_id: 'c1', decision: 'reject', reason: 'Not today' }],
    });
    expect(singleDecisionBody(call, { decision: 'reject', reason: '   ' })).toEqual({
      decisions: [{ provider_call_id: 'c1', decision: 'reject' }],
    });
    expect(callKey(call)).not.toBe(callKey(approval(8, 'c1')));
  });

  it('keeps a task’s calls together, tasks in the order their oldest call came', () => {
    const groups = groupedByTask([approval(2, 'a'), approval(1, 'b'), approval(2, 'c')]);
    expect(groups.map((calls) => calls.map((call) => call.provider_call_id))).toEqual([['a', 'c'], ['b']]);
  });

  it('names the action by the tool’s sentence, else by tool and operation', () => {
    expect(actionLabel(approval(1, 'a'))).toBe('delete /a');
    expect(actionLabel(approval(1, 'a', { human_description: null }))).toBe('Files: delete');
    expect(actionLabel(approval(1, 'a', { human_description: null, operation: null }))).toBe('Files');
  });
});
