import { createRoute, createRouter, redirect } from '@tanstack/react-router';
import { type AgentPageTab, isAgentPageTab } from '../agents/agent-page-tab';
import { type AgentSettingsSection, isAgentSettingsSection } from '../agents/settings/agent-settings-section';
import { type InboxSearch, inboxSearchOf } from '../approvals/inbox-search';
import { AdministrationGate } from './administration-gate';
import { pages } from './lazy-pages';
import { queryClient } from './query-client';
import {
  approvalLinkRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  rootRoute,
  setupRoute,
  signedInRoute,
  signInRoute,
  twoFactorRequiredRoute,
  verifyEmailRoute,
} from './root-routes';

const dashboardRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/',
  component: pages.DashboardPage,
});

const agentRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/agents/$agentId',
  params: {
    parse: (params) => ({ agentId: Number(params.agentId) }),
    stringify: (params) => ({ agentId: String(params.agentId) }),
  },
  validateSearch: (search: Record<string, unknown>): { tab?: AgentPageTab } =>
    isAgentPageTab(search.tab) ? { tab: search.tab } : {},
  component: pages.AgentPage,
});

const agentIdParam = {
  parse: (params: { agentId: string }) => ({ agentId: Number(params.agentId) }),
  stringify: (params: { agentId: number }) => ({ agentId: String(params.agentId) }),
};

const rehearseRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/agents/$agentId/rehearse',
  params: agentIdParam,
  component: pages.RehearsePage,
});

const agentRehearsalRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/agents/$agentId/rehearsals/$rehearsalId',
  params: {
    parse: (params) => ({ agentId: Number(params.agentId), rehearsalId: Number(params.rehearsalId) }),
    stringify: (params) => ({ agentId: String(params.agentId), rehearsalId: String(params.rehearsalId) }),
  },
  component: pages.RehearsalReportPage,
});

/** A rehearsal's report by its id alone: where a task of a sub-agent it started links. */
const rehearsalRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/rehearsals/$rehearsalId',
  params: {
    parse: (params) => ({ rehearsalId: Number(params.rehearsalId) }),
    stringify: (params) => ({ rehearsalId: String(params.rehearsalId) }),
  },
  component: pages.RehearsalReportPage,
});

const taskRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/tasks/$taskId',
  params: {
    parse: (params) => ({ taskId: Number(params.taskId) }),
    stringify: (params) => ({ taskId: String(params.taskId) }),
  },
  component: pages.TaskPage,
});

const approvalsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/approvals',
  validateSearch: (search: Record<string, unknown>): InboxSearch => inboxSearchOf(search),
  component: pages.ApprovalsPage,
});

const approvalRulesRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/approvals/rules',
  component: pages.ApprovalRulesPage,
});

const agentSettingsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/agents/$agentId/settings',
  params: {
    parse: (params) => ({ agentId: Number(params.agentId) }),
    stringify: (params) => ({ agentId: String(params.agentId) }),
  },
  validateSearch: (search: Record<string, unknown>): { section?: AgentSettingsSection } =>
    isAgentSettingsSection(search.section) ? { section: search.section } : {},
  component: pages.AgentSettingsPage,
});

const settingsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  id: 'settings',
  component: pages.SettingsLayout,
});

const settingsIndexRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/settings',
  beforeLoad: () => {
    throw redirect({ to: '/settings/account' });
  },
});

const accountRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/settings/account',
  component: pages.AccountPage,
});

const notificationSettingsRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/settings/notifications',
  component: pages.NotificationsPage,
});

const apiTokensRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/settings/tokens',
  component: pages.ApiTokensPage,
});

const modelsRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/settings/models',
  // `edit`: the configuration to open for changing, as a task paused on its key links to it.
  validateSearch: (search: Record<string, unknown>): { edit?: number } =>
    Number.isInteger(Number(search.edit)) && Number(search.edit) > 0 ? { edit: Number(search.edit) } : {},
  component: pages.ModelsPage,
});

const toolSettingsRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/settings/tools',
  component: pages.ToolSettingsPage,
});

const teamsRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/settings/teams',
  component: pages.TeamsPage,
});

const teamRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/settings/teams/$teamId',
  params: {
    parse: (params) => ({ teamId: Number(params.teamId) }),
    stringify: (params) => ({ teamId: String(params.teamId) }),
  },
  component: pages.TeamPage,
});

const mcpServersRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/settings/mcp-servers',
  component: pages.McpServersPage,
});

const mcpConnectedRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/settings/mcp-servers/connected',
  component: pages.McpConnectedPage,
});

const administrationRoute = createRoute({
  getParentRoute: () => settingsRoute,
  id: 'administration',
  component: AdministrationGate,
});

const usersRoute = createRoute({
  getParentRoute: () => administrationRoute,
  path: '/admin/users',
  component: pages.UsersPage,
});

const emailRoute = createRoute({
  getParentRoute: () => administrationRoute,
  path: '/admin/email',
  component: pages.EmailPage,
});

const singleSignOnRoute = createRoute({
  getParentRoute: () => administrationRoute,
  path: '/admin/single-sign-on',
  component: pages.SingleSignOnPage,
});

const decisionRecordRoute = createRoute({
  getParentRoute: () => administrationRoute,
  path: '/admin/decision-record',
  component: pages.DecisionRecordPage,
});

const securityRoute = createRoute({
  getParentRoute: () => administrationRoute,
  path: '/admin/security',
  component: pages.SecurityLogPage,
});

const modelPricesRoute = createRoute({
  getParentRoute: () => administrationRoute,
  path: '/admin/model-prices',
  component: pages.ModelPricesPage,
});

const budgetsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/budgets',
  // `edit`: the budget to open for changing, as a paused task's "Raise the budget" links to it.
  validateSearch: (search: Record<string, unknown>): { edit?: number } =>
    Number.isInteger(Number(search.edit)) && Number(search.edit) > 0 ? { edit: Number(search.edit) } : {},
  component: pages.BudgetsPage,
});

const usageRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/usage',
  component: pages.UsagePage,
});

const pluginsRoute = createRoute({
  getParentRoute: () => administrationRoute,
  path: '/admin/plugins',
  component: pages.PluginsPage,
});

const helpRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/help',
  component: pages.HelpIndexPage,
});

const helpDocumentRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/help/$page',
  component: pages.HelpDocumentPage,
});

const appPanelRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/apps/$slug/$panel',
  component: pages.AppPanelPage,
});

const routeTree = rootRoute.addChildren([
  setupRoute,
  signInRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  verifyEmailRoute,
  approvalLinkRoute,
  twoFactorRequiredRoute,
  signedInRoute.addChildren([
    dashboardRoute,
    agentRoute,
    agentSettingsRoute,
    rehearseRoute,
    agentRehearsalRoute,
    rehearsalRoute,
    taskRoute,
    approvalsRoute,
    approvalRulesRoute,
    usageRoute,
    budgetsRoute,
    helpRoute,
    helpDocumentRoute,
    settingsRoute.addChildren([
      settingsIndexRoute,
      accountRoute,
      notificationSettingsRoute,
      apiTokensRoute,
      modelsRoute,
      toolSettingsRoute,
      teamsRoute,
      teamRoute,
      mcpServersRoute,
      mcpConnectedRoute,
      administrationRoute.addChildren([
        usersRoute,
        emailRoute,
        singleSignOnRoute,
        securityRoute,
        decisionRecordRoute,
        modelPricesRoute,
        pluginsRoute,
      ]),
    ]),
    appPanelRoute,
  ]),
]);

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
