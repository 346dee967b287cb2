import { describe, expect, it } from 'vitest';
import { callStatusLook } from '../../src/tasks/conversation/tool-call-status';

describe('how a tool call shows its status', () => {
  it('tells an interrupted call that never started from one that may have run', () => {
    const notRun = callStatusLook({ status: 'INTERRUPTED', interruption: 'not_started' });
    const mayHaveRun = callStatusLook({ status: 'INTERRUPTED', interruption: 'may_have_run' });
    expect(notRun).toMatchObject({ label: 'Not run', color: 'gray' });
    expect(notRun.hint).toMatch(/no effect/);
    expect(mayHaveRun).toMatchObject({ label: 'Interrupted', color: 'orange' });
    expect(mayHaveRun.hint).toMatch(/may or may not have taken effect/);
  });

  it('keeps the plain label for an interruption recorded before calls said how', () => {
    expect(callStatusLook({ status: 'INTERRUPTED', interruption: null })).toMatchObject({
      label: 'Interrupted',
    });
  });

  it('names every other status, and falls back for a call not yet recorded', () => {
    expect(callStatusLook({ status: 'COMPLETED', interruption: null }).label).toBe('Succeeded');
    expect(callStatusLook({ status: 'UNCERTAIN', interruption: null }).label).toBe('Needs a check');
    const reported = { outcome: 'ran', user_id: 1, reconciled_at: '2026-01-01T00:00:00.000Z' } as const;
    expect(callStatusLook({ status: 'COMPLETED', interruption: null, reconciliation: reported }).label).toBe(
      'Reported as run',
    );
    expect(callStatusLook(null)).toEqual({ label: 'Recorded', color: 'gray' });
  });
});
