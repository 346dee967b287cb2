import type { ServiceResolver } from '@spora/sdk';
import type {
  ApiTokens,
  FirstRunSetup,
  RateLimiter,
  SessionStore,
  UserAccounts,
  UserAdministration,
} from '../accounts/index.js';
import type { SingleSignOn } from '../accounts/sso/index.js';
import type { AgentService } from '../agents/index.js';
import type { AgentTemplates } from '../agents/templates/index.js';
import type { SporaConfig } from '../config/index.js';
import type { DatabaseConnection } from '../db/index.js';
import type { EmailService } from '../email/index.js';
import type { AttachmentService, FileService } from '../files/index.js';
import type { LlmConfigurationActor, LlmConfigurationService, LlmDriverRegistry } from '../llm/index.js';
import type { Logger } from '../logging/logger.js';
import type { McpServers } from '../mcp/index.js';
import type { NotificationPreferences, NotificationStore } from '../notifications/index.js';
import type { Orchestrator } from '../orchestrator/index.js';
import type { PluginInventory } from '../plugins/index.js';
import type { LiveEvents } from '../realtime/index.js';
import type { PromptTemplates, Schedules } from '../schedules/index.js';
import type { FieldEncryption } from '../secrets/index.js';
import type { ToolSettingsCascade } from '../settings/index.js';
import type { SkillCatalogue } from '../skills/index.js';
import type { PlatformMetrics } from '../telemetry/metrics.js';
import type { ToolRegistry } from '../tools/index.js';
import type { ExtensionJobStore } from '../worker/index.js';

/** The platform services the routes use; the runtime's `Platform` provides all of them. */
export interface ApiServices {
  readonly config: SporaConfig;
  /** Plugins and the App: the inventory, and the extensions that add routes. */
  readonly plugins: PluginInventory;
  /** The built service container, handed to extension routes. */
  readonly services: ServiceResolver;
  readonly logger: Logger;
  readonly database: DatabaseConnection;
  /** The Prometheus metrics `GET /metrics` serves. */
  readonly metrics: PlatformMetrics;
  readonly accounts: UserAccounts;
  /** The first run: the setup code and the first administrator. */
  readonly setup: FirstRunSetup;
  readonly userAdministration: UserAdministration;
  readonly singleSignOn: SingleSignOn;
  readonly sessions: SessionStore;
  readonly apiTokens: ApiTokens;
  readonly rateLimiter: RateLimiter;
  readonly tools: ToolRegistry;
  readonly drivers: LlmDriverRegistry;
  readonly toolSettings: ToolSettingsCascade;
  readonly encryption: FieldEncryption;
  readonly orchestrator: Orchestrator;
  readonly agentTemplates: AgentTemplates;
  readonly liveEvents: LiveEvents;
  readonly notifications: NotificationStore;
  readonly notificationPreferences: NotificationPreferences;
  readonly email: EmailService;
  readonly skills: SkillCatalogue;
  readonly extensionJobs: ExtensionJobStore;
  readonly mcpServers: McpServers;
  /** Users' uploaded files and their content store. */
  readonly files: FileService;
  /** Files sent with messages. */
  readonly attachments: AttachmentService;
  agentsOf(ownerUserId: number): AgentService;
  llmConfigurationsOf(actor: LlmConfigurationActor): LlmConfigurationService;
  promptTemplatesOf(ownerUserId: number): PromptTemplates;
  schedulesOf(ownerUserId: number): Schedules;
  /**
   * Restarts the server in a fresh process, to load plugin changes (`POST /server/restart`); absent
   * where the server cannot restart itself (it was not started by `spora serve`).
   */
  readonly restartServer?: () => void;
}
