import type { Notification } from '../api/api-types';
import { type BudgetReached, budgetLabel, budgetSpentOf } from '../budgets/budget-wording';
import { formatDateTime } from '../i18n/format';
import { i18n } from '../i18n/i18n';

/** What a notification says: its title, and a line under it. */
export interface NotificationText {
  readonly title: string;
  readonly body: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

function isBudgetReached(value: unknown): value is BudgetReached {
  if (typeof value !== 'object' || value === null) return false;
  const budget = value as Record<string, unknown>;
  return (
    typeof budget.scope === 'string' &&
    (budget.unit === 'tokens' || budget.unit === 'cost') &&
    typeof budget.spent === 'number' &&
    typeof budget.limit === 'number'
  );
}

/**
 * The notification in the reader's language, from the facts the server stored with it. The server's
 * own English title and body stand where a fact is missing (a notification stored before the
 * facts were) or the kind is new to this UI; what the body quotes (an answer, an error) stays as
 * it was written.
 */
export function notificationText(notification: Notification, userId: number): NotificationText {
  const data = notification.data;
  const id = notification.task_id ?? count(data.task_id);
  const asStored: NotificationText = { title: notification.title, body: notification.body };
  const t = i18n.t;
  if (notification.type === 'rehearsal_finished') return rehearsalText(data) ?? asStored;
  if (id === null && notification.type !== 'mcp_connect') return asStored;
  switch (notification.type) {
    case 'task_completed':
      return { title: t('notifications:text.taskCompleted', { id }), body: notification.body };
    case 'scheduled_run_finished':
      return { title: t('notifications:text.scheduledRunFinished', { id }), body: notification.body };
    case 'task_failed':
      return { title: t('notifications:text.taskFailed', { id }), body: notification.body };
    case 'task_orphaned':
      return { title: t('notifications:text.taskOrphaned', { id }), body: notification.body };
    case 'task_retry_scheduled': {
      const attempt = count(data.attempt);
      if (attempt === null) return asStored;
      return { title: t('notifications:text.retryScheduled', { id, attempt }), body: notification.body };
    }
    case 'reconciliation_needed':
      return {
        title: t('notifications:text.needsCheck', { id }),
        body: t('notifications:text.needsCheckBody'),
      };
    case 'budget_reached': {
      if (data.limit === 'steps') {
        const steps = count(data.max_steps);
        if (steps === null) return asStored;
        return {
          title: t('notifications:text.stepLimit', { id }),
          body: t('notifications:text.stepLimitBody', { count: steps }),
        };
      }
      if (!isBudgetReached(data.budget)) return asStored;
      const budget = data.budget;
      return {
        title: t('notifications:text.budgetReached', {
          id,
          budget: budgetLabel(budget, { userId, agentName: () => undefined }),
        }),
        body: t('notifications:text.budgetReachedBody', {
          spent: budgetSpentOf(budget.unit, budget.spent, budget.limit),
        }),
      };
    }
    case 'credential_needed':
      return credentialText(notification, id ?? 0) ?? asStored;
    case 'pending_approval': {
      const agent = text(data.agent_name);
      const calls = count(data.waiting_calls);
      const pending = count(data.call_count);
      if (agent === null || calls === null || pending === null) return asStored;
      const action = text(data.action) ?? t('notifications:text.aToolCall');
      const tools = Array.isArray(data.tool_names)
        ? data.tool_names.filter((name) => typeof name === 'string')
        : [];
      return {
        title:
          calls > 1
            ? t('notifications:text.approvalNeededMore', { agent, action, more: calls - 1 })
            : t('notifications:text.approvalNeeded', { agent, action }),
        body:
          tools.length > 0
            ? t('notifications:text.approvalBodyTools', { id, count: pending, tools: tools.join(', ') })
            : t('notifications:text.approvalBody', { id, count: pending }),
      };
    }
    case 'approval_escalated': {
      const agent = text(data.agent_name);
      const since = text(data.waiting_since);
      const deadline = text(data.deadline_at);
      if (agent === null || since === null || deadline === null) return asStored;
      return {
        title: t('notifications:text.approvalEscalated', {
          agent,
          action: text(data.action) ?? t('notifications:text.aToolCall'),
        }),
        body: t('notifications:text.approvalEscalatedBody', {
          id,
          since: formatDateTime(since),
          deadline: formatDateTime(deadline),
        }),
      };
    }
    case 'mcp_connect': {
      const server = text(data.server_name);
      const url = text(data.connect_url);
      if (server === null || url === null) return asStored;
      return {
        title: t('notifications:text.mcpConnect', { server }),
        body: t('notifications:text.mcpConnectBody', { server, url }),
      };
    }
    default:
      return asStored;
  }
}

function rehearsalText(data: Notification['data']): NotificationText | null {
  const id = count(data.rehearsal_id);
  const prompts = count(data.prompts);
  if (id === null || prompts === null) return null;
  return {
    title: i18n.t('notifications:text.rehearsalFinished', { id }),
    body: i18n.t('notifications:text.rehearsalFinishedBody', { count: prompts }),
  };
}

function credentialText(notification: Notification, id: number): NotificationText | null {
  const credential = notification.data.credential;
  if (typeof credential !== 'object' || credential === null) return null;
  const facts = credential as Record<string, unknown>;
  const refused = facts.reason === 'refused';
  const t = i18n.t;
  let body: string;
  if (facts.kind === 'llm_configuration') {
    const name = text(facts.name);
    if (name === null) return null;
    body = refused
      ? t('notifications:text.modelKeyRefused', { name })
      : t('notifications:text.modelKeyMissing', { name });
  } else {
    const setting = text(facts.setting);
    const tool = text(facts.tool_class);
    if (setting === null || tool === null) return null;
    body = refused
      ? t('notifications:text.toolSettingRefused', { setting, tool })
      : t('notifications:text.toolSettingMissing', { setting, tool });
  }
  return { title: t('notifications:text.credentialNeeded', { id }), body };
}
