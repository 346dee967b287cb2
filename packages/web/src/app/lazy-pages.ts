import { lazyRouteComponent } from '@tanstack/react-router';

/** The pages, each loaded when first visited. */
// i18n-exempt: the names of the modules' exported page components
export const pages = {
  SetupPage: lazyRouteComponent(() => import('../auth/setup-page'), 'SetupPage'),
  SignInPage: lazyRouteComponent(() => import('../auth/sign-in-page'), 'SignInPage'),
  ForgotPasswordPage: lazyRouteComponent(() => import('../auth/forgot-password-page'), 'ForgotPasswordPage'),
  ResetPasswordPage: lazyRouteComponent(() => import('../auth/reset-password-page'), 'ResetPasswordPage'),
  VerifyEmailPage: lazyRouteComponent(() => import('../auth/verify-email-page'), 'VerifyEmailPage'),
  TwoFactorRequiredPage: lazyRouteComponent(
    () => import('../auth/two-factor-required-page'),
    'TwoFactorRequiredPage',
  ),
  ApprovalLinkPage: lazyRouteComponent(
    () => import('../approval-link/approval-link-page'),
    'ApprovalLinkPage',
  ),
  DashboardPage: lazyRouteComponent(() => import('../agents/dashboard-page'), 'DashboardPage'),
  AgentPage: lazyRouteComponent(() => import('../agents/agent-page'), 'AgentPage'),
  RehearsePage: lazyRouteComponent(() => import('../rehearsals/rehearse-page'), 'RehearsePage'),
  RehearsalReportPage: lazyRouteComponent(
    () => import('../rehearsals/rehearsal-report-page'),
    'RehearsalReportPage',
  ),
  TaskPage: lazyRouteComponent(() => import('../tasks/task-page'), 'TaskPage'),
  ApprovalsPage: lazyRouteComponent(() => import('../approvals/approvals-page'), 'ApprovalsPage'),
  ApprovalRulesPage: lazyRouteComponent(
    () => import('../approval-rules/approval-rules-page'),
    'ApprovalRulesPage',
  ),
  AgentSettingsPage: lazyRouteComponent(
    () => import('../agents/settings/agent-settings-page'),
    'AgentSettingsPage',
  ),
  SettingsLayout: lazyRouteComponent(() => import('../settings/settings-layout'), 'SettingsLayout'),
  AccountPage: lazyRouteComponent(() => import('../settings/account-page'), 'AccountPage'),
  NotificationsPage: lazyRouteComponent(() => import('../settings/notifications-page'), 'NotificationsPage'),
  ApiTokensPage: lazyRouteComponent(() => import('../settings/api-tokens-page'), 'ApiTokensPage'),
  ModelsPage: lazyRouteComponent(() => import('../settings/models-page'), 'ModelsPage'),
  ToolSettingsPage: lazyRouteComponent(() => import('../settings/tool-settings-page'), 'ToolSettingsPage'),
  McpServersPage: lazyRouteComponent(() => import('../settings/mcp-servers-page'), 'McpServersPage'),
  TeamsPage: lazyRouteComponent(() => import('../teams/teams-page'), 'TeamsPage'),
  TeamPage: lazyRouteComponent(() => import('../teams/team-page'), 'TeamPage'),
  McpConnectedPage: lazyRouteComponent(
    () => import('../settings/mcp/mcp-connected-page'),
    'McpConnectedPage',
  ),
  UsersPage: lazyRouteComponent(() => import('../admin/users-page'), 'UsersPage'),
  EmailPage: lazyRouteComponent(() => import('../admin/email-page'), 'EmailPage'),
  SingleSignOnPage: lazyRouteComponent(() => import('../admin/single-sign-on-page'), 'SingleSignOnPage'),
  DecisionRecordPage: lazyRouteComponent(() => import('../admin/decision-record-page'), 'DecisionRecordPage'),
  SecurityLogPage: lazyRouteComponent(() => import('../admin/security-log-page'), 'SecurityLogPage'),
  ModelPricesPage: lazyRouteComponent(() => import('../admin/model-prices-page'), 'ModelPricesPage'),
  BudgetsPage: lazyRouteComponent(() => import('../budgets/budgets-page'), 'BudgetsPage'),
  UsagePage: lazyRouteComponent(() => import('../usage/usage-page'), 'UsagePage'),
  PluginsPage: lazyRouteComponent(() => import('../admin/plugins-page'), 'PluginsPage'),
  HelpIndexPage: lazyRouteComponent(() => import('../help/help-page'), 'HelpIndexPage'),
  HelpDocumentPage: lazyRouteComponent(() => import('../help/help-page'), 'HelpDocumentPage'),
  AppPanelPage: lazyRouteComponent(() => import('../apps/app-panel-page'), 'AppPanelPage'),
};
