/**
 * Row types of the core tables, as Kysely sees them. Conventions on both engines: integer ids;
 * timestamps are UTC ISO-8601 text; booleans are integers 0/1 (three-state flags allow NULL, which
 * means "use the class default" and is never read as false); JSON blobs are text.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ApiTokensTable, RateLimitCountersTable, SessionsTable } from './access-tables.js';
import type {
  AgentsTable,
  AgentToolOperationOverridesTable,
  AgentToolOverridesTable,
  AgentToolsTable,
  ToolConfigurationsTable,
  ToolUserSettingsTable,
} from './agent-tables.js';
import type { ApprovalEmailLinksTable } from './approval-email-link-tables.js';
import type { ApprovalRulesTable, ApprovalRuleVersionsTable } from './approval-rule-tables.js';
import type {
  AgentApprovalPoliciesTable,
  AgentApproversTable,
  AgentOperationApprovalPoliciesTable,
  ToolCallDeadlinesTable,
  ToolCallVotesTable,
} from './approver-tables.js';
import type { BudgetsTable } from './budget-tables.js';
import type { DecisionRecordArchivesTable } from './decision-archive-tables.js';
import type { FilesTable, TaskFilesTable } from './file-tables.js';
import type { McpOauthCredentialsTable, McpServersTable } from './mcp-tables.js';
import type {
  EmailOutboxTable,
  EmailTokensTable,
  EventsTable,
  NotificationPreferencesTable,
  NotificationsTable,
  ServerSettingsTable,
} from './notification-tables.js';
import type { RehearsalPromptSetsTable, RehearsalsTable } from './rehearsal-tables.js';
import type { PromptTemplatesTable, ScheduleOccurrencesTable, SchedulesTable } from './schedule-tables.js';
import type { SecurityEventsTable } from './security-log-tables.js';
import type {
  OidcProvidersTable,
  OidcSignInAttemptsTable,
  UserIdentitiesTable,
} from './single-sign-on-tables.js';
import type {
  DecisionChainHeadTable,
  TaskHistoryTable,
  TasksTable,
  ToolCallDecisionsTable,
  ToolCallsTable,
} from './task-tables.js';
import type { AgentSharesTable, TeamMembersTable, TeamsTable } from './team-tables.js';
import type { RecoveryCodesTable, SignInChallengesTable, TotpFactorsTable } from './two-factor-tables.js';
import type { WebhookDeliveriesTable, WebhooksTable } from './webhook-tables.js';

export type * from './access-tables.js';
export type * from './agent-tables.js';
export type * from './approval-email-link-tables.js';
export type * from './approval-rule-tables.js';
export type * from './approver-tables.js';
export type * from './budget-tables.js';
export type * from './decision-archive-tables.js';
export type * from './mcp-tables.js';
export type * from './notification-tables.js';
export type * from './rehearsal-tables.js';
export type * from './schedule-tables.js';
export type * from './security-log-tables.js';
export type * from './single-sign-on-tables.js';
export type * from './task-tables.js';
export type * from './team-tables.js';
export type * from './two-factor-tables.js';
export type * from './webhook-tables.js';

type Timestamp = string;
type Flag = 0 | 1;
/** Set on insert, read back, never updated. */
type CreatedAt = ColumnType<Timestamp, Timestamp, never>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  display_name: string | null;
  role: 'admin' | 'member';
  status: 'active' | 'suspended';
  email_verified: Generated<Flag>;
  name: string | null;
  date_of_birth: string | null;
  about_me: string | null;
  height_cm: number | null;
  weight_kg: number | null;
  last_login_at: Timestamp | null;
  /** The language they read the UI in; NULL follows their browser. */
  language: string | null;
  /** The sequence of the user's newest event (see `events`). */
  last_event_sequence: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface UserPreferencesTable {
  id: Generated<number>;
  user_id: number;
  preferred_llm_config_id: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface LlmDriverConfigurationsTable {
  id: Generated<number>;
  /** NULL for global configurations. */
  user_id: number | null;
  name: string;
  driver_class: string;
  /** JSON; password fields encrypted one by one. */
  settings: string;
  context_window: number | null;
  max_tokens_output: number | null;
  is_default: Generated<Flag>;
  is_global: Generated<Flag>;
  /** JSON `ConfigurationPrices` (usage/model-price.ts): its own prices, which win over the price table. */
  prices: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** What a model's tokens cost, in US dollars per million; NULL cache prices bill as input. */
export interface ModelPricesTable {
  id: Generated<number>;
  /** The model name as a provider reports it, matched exactly or by the snapshot rule. */
  model: string;
  input_per_million: number;
  output_per_million: number;
  cached_input_per_million: number | null;
  cache_creation_per_million: number | null;
  /** `default`: as shipped; `custom`: set by an administrator. */
  source: 'default' | 'custom';
  updated_by: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** How a scheduled job's last run ended. */
export type ExtensionJobStatus = 'succeeded' | 'failed' | 'interrupted';

/** A scheduled job of an extension, as every worker sees it (see worker/extension-jobs). */
export interface ExtensionJobsTable {
  id: Generated<number>;
  extension_slug: string;
  job_name: string;
  /** The cron expression the job was last declared with. */
  schedule: string;
  timezone: string;
  next_due_at: Timestamp;
  lease_owner: string | null;
  lease_expires_at: Timestamp | null;
  last_started_at: Timestamp | null;
  last_finished_at: Timestamp | null;
  last_status: ExtensionJobStatus | null;
  last_error: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A one-time setup code for creating the first administrator; only its SHA-256 is stored. */
export interface SetupCodesTable {
  id: Generated<number>;
  code_hash: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface Database {
  users: UsersTable;
  user_preferences: UserPreferencesTable;
  llm_driver_configurations: LlmDriverConfigurationsTable;
  agents: AgentsTable;
  agent_tools: AgentToolsTable;
  agent_tool_operation_overrides: AgentToolOperationOverridesTable;
  tool_configurations: ToolConfigurationsTable;
  tool_user_settings: ToolUserSettingsTable;
  agent_tool_overrides: AgentToolOverridesTable;
  tasks: TasksTable;
  task_history: TaskHistoryTable;
  tool_calls: ToolCallsTable;
  tool_call_decisions: ToolCallDecisionsTable;
  decision_chain_head: DecisionChainHeadTable;
  decision_record_archives: DecisionRecordArchivesTable;
  approval_email_links: ApprovalEmailLinksTable;
  agent_approval_policies: AgentApprovalPoliciesTable;
  agent_approvers: AgentApproversTable;
  agent_operation_approval_policies: AgentOperationApprovalPoliciesTable;
  tool_call_votes: ToolCallVotesTable;
  tool_call_deadlines: ToolCallDeadlinesTable;
  approval_rules: ApprovalRulesTable;
  approval_rule_versions: ApprovalRuleVersionsTable;
  model_prices: ModelPricesTable;
  budgets: BudgetsTable;
  sessions: SessionsTable;
  api_tokens: ApiTokensTable;
  rate_limit_counters: RateLimitCountersTable;
  events: EventsTable;
  notifications: NotificationsTable;
  server_settings: ServerSettingsTable;
  notification_preferences: NotificationPreferencesTable;
  email_outbox: EmailOutboxTable;
  email_tokens: EmailTokensTable;
  extension_jobs: ExtensionJobsTable;
  setup_codes: SetupCodesTable;
  prompt_templates: PromptTemplatesTable;
  schedules: SchedulesTable;
  schedule_occurrences: ScheduleOccurrencesTable;
  mcp_servers: McpServersTable;
  mcp_oauth_credentials: McpOauthCredentialsTable;
  files: FilesTable;
  task_files: TaskFilesTable;
  totp_factors: TotpFactorsTable;
  recovery_codes: RecoveryCodesTable;
  sign_in_challenges: SignInChallengesTable;
  oidc_providers: OidcProvidersTable;
  user_identities: UserIdentitiesTable;
  oidc_sign_in_attempts: OidcSignInAttemptsTable;
  security_events: SecurityEventsTable;
  teams: TeamsTable;
  team_members: TeamMembersTable;
  agent_shares: AgentSharesTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  rehearsal_prompt_sets: RehearsalPromptSetsTable;
  rehearsals: RehearsalsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Agent = Selectable<AgentsTable>;
export type NewAgent = Insertable<AgentsTable>;
export type AgentUpdate = Updateable<AgentsTable>;
export type Task = Selectable<TasksTable>;
export type NewTask = Insertable<TasksTable>;
export type TaskHistoryRow = Selectable<TaskHistoryTable>;
export type ToolCall = Selectable<ToolCallsTable>;
export type ToolCallDecision = Selectable<ToolCallDecisionsTable>;
export type ApprovalRuleRow = Selectable<ApprovalRulesTable>;
export type Session = Selectable<SessionsTable>;
export type ApiToken = Selectable<ApiTokensTable>;
export type EventRow = Selectable<EventsTable>;
export type Notification = Selectable<NotificationsTable>;
export type PromptTemplate = Selectable<PromptTemplatesTable>;
export type Schedule = Selectable<SchedulesTable>;
export type ScheduleOccurrence = Selectable<ScheduleOccurrencesTable>;
export type OutboxEmail = Selectable<EmailOutboxTable>;
export type McpServerRow = Selectable<McpServersTable>;
export type FileRow = Selectable<FilesTable>;
export type Webhook = Selectable<WebhooksTable>;
export type WebhookDelivery = Selectable<WebhookDeliveriesTable>;

export const coreTableNames: readonly (keyof Database)[] = [
  'users',
  'user_preferences',
  'llm_driver_configurations',
  'agents',
  'agent_tools',
  'agent_tool_operation_overrides',
  'tool_configurations',
  'tool_user_settings',
  'agent_tool_overrides',
  'tasks',
  'task_history',
  'tool_calls',
  'tool_call_decisions',
  'decision_chain_head',
  'approval_rules',
  'approval_rule_versions',
  'agent_approval_policies',
  'agent_approvers',
  'agent_operation_approval_policies',
  'tool_call_votes',
  'tool_call_deadlines',
  'model_prices',
  'budgets',
  'sessions',
  'api_tokens',
  'rate_limit_counters',
  'events',
  'notifications',
  'prompt_templates',
  'schedules',
  'schedule_occurrences',
  'files',
  'task_files',
  'totp_factors',
  'recovery_codes',
  'sign_in_challenges',
  'webhooks',
  'webhook_deliveries',
  'rehearsal_prompt_sets',
  'rehearsals',
];
