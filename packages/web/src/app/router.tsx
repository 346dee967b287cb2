import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { type AgentPageTab, isAgentPageTab } from '../agents/agent-page-tab';
import { type AgentSettingsSection, isAgentSettingsSection } from '../agents/settings/agent-settings-section';
import { type InboxSearch, inboxSearchOf } from '../approvals/inbox-search';
import { sessionQuery } from '../auth/session';
import { setupStatusQuery } from '../auth/setup-status';
import { AdministrationGate } from './administration-gate';
import { AppLayout } from './app-layout';
import { NotFoundPage } from './not-found-page';
import { queryClient } from './query-client';
import { RouteErrorPage } from './route-error-page';

interface RouterContext {
  readonly queryClient: QueryClient;
}

/** A page to come back to after signing in: only paths inside this app, never another site. */
function safeRedirect(value: unknown): string | undefined {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : undefined;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});

const setupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/setup',
  beforeLoad: async ({ context }) => {
    const status = await context.queryClient.ensureQueryData(setupStatusQuery);
    if (!status.setup_required) throw redirect({ to: '/sign-in' });
  },
  component: lazyRouteComponent(() => import('../auth/setup-page'), 'SetupPage'),
});

const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-in',
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const target = safeRedirect(search.redirect);
    return target === undefined ? {} : { redirect: target };
  },
  beforeLoad: async ({ context, search }) => {
    const user = await context.queryClient.ensureQueryData(sessionQuery);
    if (user !== null) throw redirect({ href: search.redirect ?? '/' });
    const status = await context.queryClient.ensureQueryData(setupStatusQuery);
    if (status.setup_required) throw redirect({ to: '/setup' });
  },
  component: lazyRouteComponent(() => import('../auth/sign-in-page'), 'SignInPage'),
});

/** Pages opened from links in e-mails; they work signed in or out. */
const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/forgot-password',
  component: lazyRouteComponent(() => import('../auth/forgot-password-page'), 'ForgotPasswordPage'),
});

const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  component: lazyRouteComponent(() => import('../auth/reset-password-page'), 'ResetPasswordPage'),
});

const verifyEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/verify-email',
  component: lazyRouteComponent(() => import('../auth/verify-email-page'), 'VerifyEmailPage'),
});

/** The confirmation page of an approval e-mail's links: the link's token is its credential. */
const approvalLinkRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/approval-link',
  component: lazyRouteComponent(() => import('../approval-link/approval-link-page'), 'ApprovalLinkPage'),
});

/** Everything behind sign-in shares the app shell; signed-out visitors go to sign-in and come back. */
const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  beforeLoad: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(sessionQuery);
    if (user === null) {
      const status = await context.queryClient.ensureQueryData(setupStatusQuery);
      if (status.setup_required) throw redirect({ to: '/setup' });
      const here = location.href === '/' ? {} : { redirect: location.href };
      throw redirect({ to: '/sign-in', search: here });
    }
    return { user };
  },
  component: AppLayout,
  // Inside the app shell, so a page someone may not see looks like any other missing page.
  notFoundComponent: NotFoundPage,
});

const dashboardRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/',
  component: lazyRouteComponent(() => import('../agents/dashboard-page'), 'DashboardPage'),
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
  component: lazyRouteComponent(() => import('../agents/agent-page'), 'AgentPage'),
});

const taskRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/tasks/$taskId',
  params: {
    parse: (params) => ({ taskId: Number(params.taskId) }),
    stringify: (params) => ({ taskId: String(params.taskId) }),
  },
  component: lazyRouteComponent(() => import('../tasks/task-page'), 'TaskPage'),
});

const approvalsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/approvals',
  validateSearch: (search: Record<string, unknown>): InboxSearch => inboxSearchOf(search),
  component: lazyRouteComponent(() => import('../approvals/approvals-page'), 'ApprovalsPage'),
});

const approvalRulesRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/approvals/rules',
  component: lazyRouteComponent(() => import('../approval-rules/approval-rules-page'), 'ApprovalRulesPage'),
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
  component: lazyRouteComponent(() => import('../agents/settings/agent-settings-page'), 'AgentSettingsPage'),
});

const settingsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  id: 'settings',
  component: lazyRouteComponent(() => import('../settings/settings-layout'), 'SettingsLayout'),
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
  component: lazyRouteComponent(() => import('../settings/account-page'), 'AccountPage'),
});

const notificationSettingsRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/settings/notifications',
  component: lazyRouteComponent(() => import('../settings/notifications-page'), 'NotificationsPage'),
});

const apiTokensRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/settings/tokens',
  component: lazyRouteComponent(() => import('../settings/api-tokens-page'), 'ApiTokensPage'),
});

const modelsRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/settings/models',
  // `edit`: the configuration to open for changing, as a task paused on its key links to it.
  validateSearch: (search: Record<string, unknown>): { edit?: number } =>
    Number.isInteger(Number(search.edit)) && Number(search.edit) > 0 ? { edit: Number(search.edit) } : {},
  component: lazyRouteComponent(() => import('../settings/models-page'), 'ModelsPage'),
});

const toolSettingsRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/settings/tools',
  component: lazyRouteComponent(() => import('../settings/tool-settings-page'), 'ToolSettingsPage'),
});

const mcpServersRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/settings/mcp-servers',
  component: lazyRouteComponent(() => import('../settings/mcp-servers-page'), 'McpServersPage'),
});

const mcpConnectedRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/settings/mcp-servers/connected',
  component: lazyRouteComponent(() => import('../settings/mcp/mcp-connected-page'), 'McpConnectedPage'),
});

const administrationRoute = createRoute({
  getParentRoute: () => settingsRoute,
  id: 'administration',
  component: AdministrationGate,
});

const usersRoute = createRoute({
  getParentRoute: () => administrationRoute,
  path: '/admin/users',
  component: lazyRouteComponent(() => import('../admin/users-page'), 'UsersPage'),
});

const emailRoute = createRoute({
  getParentRoute: () => administrationRoute,
  path: '/admin/email',
  component: lazyRouteComponent(() => import('../admin/email-page'), 'EmailPage'),
});

const decisionRecordRoute = createRoute({
  getParentRoute: () => administrationRoute,
  path: '/admin/decision-record',
  component: lazyRouteComponent(() => import('../admin/decision-record-page'), 'DecisionRecordPage'),
});

const modelPricesRoute = createRoute({
  getParentRoute: () => administrationRoute,
  path: '/admin/model-prices',
  component: lazyRouteComponent(() => import('../admin/model-prices-page'), 'ModelPricesPage'),
});

const budgetsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/budgets',
  // `edit`: the budget to open for changing, as a paused task's "Raise the budget" links to it.
  validateSearch: (search: Record<string, unknown>): { edit?: number } =>
    Number.isInteger(Number(search.edit)) && Number(search.edit) > 0 ? { edit: Number(search.edit) } : {},
  component: lazyRouteComponent(() => import('../budgets/budgets-page'), 'BudgetsPage'),
});

const usageRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/usage',
  component: lazyRouteComponent(() => import('../usage/usage-page'), 'UsagePage'),
});

const pluginsRoute = createRoute({
  getParentRoute: () => administrationRoute,
  path: '/admin/plugins',
  component: lazyRouteComponent(() => import('../admin/plugins-page'), 'PluginsPage'),
});

const helpRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/help',
  component: lazyRouteComponent(() => import('../help/help-page'), 'HelpIndexPage'),
});

const helpDocumentRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/help/$page',
  component: lazyRouteComponent(() => import('../help/help-page'), 'HelpDocumentPage'),
});

const appPanelRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/apps/$slug/$panel',
  component: lazyRouteComponent(() => import('../apps/app-panel-page'), 'AppPanelPage'),
});

const routeTree = rootRoute.addChildren([
  setupRoute,
  signInRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  verifyEmailRoute,
  approvalLinkRoute,
  signedInRoute.addChildren([
    dashboardRoute,
    agentRoute,
    agentSettingsRoute,
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
      mcpServersRoute,
      mcpConnectedRoute,
      administrationRoute.addChildren([
        usersRoute,
        emailRoute,
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
