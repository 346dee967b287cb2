import deAdmin from './locales/de/admin.json';
import deAgents from './locales/de/agents.json';
import deApprovalLink from './locales/de/approval-link.json';
import deApprovalRules from './locales/de/approval-rules.json';
import deApprovals from './locales/de/approvals.json';
import deApps from './locales/de/apps.json';
import deAuth from './locales/de/auth.json';
import deBudgets from './locales/de/budgets.json';
import deCommon from './locales/de/common.json';
import deConversations from './locales/de/conversations.json';
import deHelp from './locales/de/help.json';
import deLive from './locales/de/live.json';
import deNotifications from './locales/de/notifications.json';
import deRehearsals from './locales/de/rehearsals.json';
import deRuntime from './locales/de/runtime.json';
import deSchedules from './locales/de/schedules.json';
import deSettings from './locales/de/settings.json';
import deTasks from './locales/de/tasks.json';
import deTools from './locales/de/tools.json';
import deUsage from './locales/de/usage.json';
import deWebhooks from './locales/de/webhooks.json';
import enAdmin from './locales/en/admin.json';
import enAgents from './locales/en/agents.json';
import enApprovalLink from './locales/en/approval-link.json';
import enApprovalRules from './locales/en/approval-rules.json';
import enApprovals from './locales/en/approvals.json';
import enApps from './locales/en/apps.json';
import enAuth from './locales/en/auth.json';
import enBudgets from './locales/en/budgets.json';
import enCommon from './locales/en/common.json';
import enConversations from './locales/en/conversations.json';
import enHelp from './locales/en/help.json';
import enLive from './locales/en/live.json';
import enNotifications from './locales/en/notifications.json';
import enRehearsals from './locales/en/rehearsals.json';
import enRuntime from './locales/en/runtime.json';
import enSchedules from './locales/en/schedules.json';
import enSettings from './locales/en/settings.json';
import enTasks from './locales/en/tasks.json';
import enTools from './locales/en/tools.json';
import enUsage from './locales/en/usage.json';
import enWebhooks from './locales/en/webhooks.json';

/**
 * The UI's text, one namespace per folder of `src` (shared words in `common`), English and German.
 * Catalogues are bundled, not fetched, so the UI works offline and never shows a key while loading.
 */
const en = {
  common: enCommon,
  admin: enAdmin,
  agents: enAgents,
  'approval-link': enApprovalLink,
  'approval-rules': enApprovalRules,
  approvals: enApprovals,
  apps: enApps,
  auth: enAuth,
  budgets: enBudgets,
  conversations: enConversations,
  help: enHelp,
  live: enLive,
  notifications: enNotifications,
  rehearsals: enRehearsals,
  runtime: enRuntime,
  schedules: enSchedules,
  settings: enSettings,
  tasks: enTasks,
  tools: enTools,
  usage: enUsage,
  webhooks: enWebhooks,
};

const de = {
  common: deCommon,
  admin: deAdmin,
  agents: deAgents,
  'approval-link': deApprovalLink,
  'approval-rules': deApprovalRules,
  approvals: deApprovals,
  apps: deApps,
  auth: deAuth,
  budgets: deBudgets,
  conversations: deConversations,
  help: deHelp,
  live: deLive,
  notifications: deNotifications,
  rehearsals: deRehearsals,
  runtime: deRuntime,
  schedules: deSchedules,
  settings: deSettings,
  tasks: deTasks,
  tools: deTools,
  usage: deUsage,
  webhooks: deWebhooks,
};

export const resources = { en, de };

export type Namespace = keyof typeof en;

export const namespaces = Object.keys(en) as Namespace[];
