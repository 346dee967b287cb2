import { afterEach, describe, expect, it } from 'vitest';
import type { Notification } from '../../src/api/api-types';
import { i18n } from '../../src/i18n/i18n';
import { notificationText } from '../../src/notifications/notification-text';

const stored = (
  type: string,
  data: Record<string, unknown>,
  title = 'As stored',
  body: string | null = null,
) =>
  ({
    id: 1,
    type,
    title,
    body,
    task_id: typeof data.task_id === 'number' ? data.task_id : null,
    data,
    read_at: null,
    created_at: '2026-12-05T10:00:00.000Z',
  }) as Notification;

const approval = stored('pending_approval', {
  task_id: 12,
  agent_id: 3,
  agent_name: 'Bookkeeper',
  action: 'Calculate 2 + 2',
  waiting_calls: 2,
  call_count: 2,
  tool_names: ['calculator'],
});

describe('a notification in the reader’s language', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('is worded from its facts, in English as the server words it', () => {
    expect(notificationText(approval, 1)).toEqual({
      title: 'Approval needed: Bookkeeper — Calculate 2 + 2 (+1 more)',
      body: 'Task #12: 2 tool calls await a decision: calculator.',
    });
    const steps = stored('budget_reached', { task_id: 4, agent_id: 3, limit: 'steps', max_steps: 10 });
    expect(notificationText(steps, 1)).toEqual({
      title: 'Task #4 paused at its step limit',
      body: 'It used all 10 steps it was given. Allow it more steps to go on, or stop it.',
    });
    const budget = stored('budget_reached', {
      task_id: 5,
      agent_id: 3,
      limit: 'budget',
      budget: {
        id: 1,
        scope: 'user',
        unit: 'tokens',
        currency: null,
        limit: 5000,
        spent: 5200,
        period: 'day',
        time_zone: 'UTC',
        agent_id: null,
        user_id: 1,
      },
    });
    expect(notificationText(budget, 1)).toEqual({
      title: 'Task #5 paused: Your daily budget reached',
      body: 'It spent 5,200 of 5,000 tokens. Allow it more, raise the budget, or stop it.',
    });
  });

  it('keeps what the body quotes (an answer, an error) as written', () => {
    const done = stored('task_completed', { task_id: 7, agent_id: 3 }, 'Task #7 completed', 'Vier.');
    expect(notificationText(done, 1)).toEqual({ title: 'Task #7 completed', body: 'Vier.' });
  });

  it('falls back to the stored text where a fact is missing or the kind is unknown', () => {
    const old = stored('pending_approval', { task_id: 12, agent_id: 3 }, 'Approval needed: old', 'Old body');
    expect(notificationText(old, 1)).toEqual({ title: 'Approval needed: old', body: 'Old body' });
    const novel = stored('something_new', { task_id: 1 }, 'Something new', null);
    expect(notificationText(novel, 1)).toEqual({ title: 'Something new', body: null });
  });

  it('speaks German with German numbers', async () => {
    await i18n.changeLanguage('de');
    expect(notificationText(approval, 1).title).toBe(
      'Freigabe nötig: Bookkeeper — Calculate 2 + 2 (+1 weitere)',
    );
    const retry = stored('task_retry_scheduled', { task_id: 9, agent_id: 3, attempt: 2 }, 'x', 'Timeout');
    expect(notificationText(retry, 1)).toEqual({
      title: 'Aufgabe #9 fehlgeschlagen; Versuch 2 ist geplant',
      body: 'Timeout',
    });
  });
});
