import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { registerAgentTemplateRoutes } from './agent-templates.js';
import { registerAgentToolOperationRoutes } from './agent-tool-operations.js';
import { registerAgentToolSettingsRoutes } from './agent-tool-settings.js';
import { registerAgentToolRoutes } from './agent-tools.js';
import { registerAgentRoutes } from './agents.js';
import { registerApiTokenRoutes } from './api-tokens.js';
import { registerAuthRoutes } from './auth.js';
import { registerEventRoutes } from './events.js';
import { registerLlmConfigRoutes } from './llm-configs.js';
import { registerLlmDriverRoutes } from './llm-drivers.js';
import { registerNotificationRoutes } from './notifications.js';
import { registerPluginRoutes } from './plugins.js';
import { registerPublicConfigRoutes } from './public-config.js';
import { registerSkillRoutes } from './skills.js';
import { registerTaskActionRoutes } from './task-actions.js';
import { registerTaskRoutes } from './tasks.js';
import { registerToolSettingsRoutes } from './tool-settings.js';
import { registerToolRoutes } from './tools.js';
import { registerUiAppRoutes } from './ui-apps.js';
import { registerUserPreferenceRoutes } from './user-preferences.js';
import { registerUserRoutes } from './users.js';

/** Every resource of `/api/v1`, one routes file each. */
export function registerApiRoutes(app: ApiApp, services: ApiServices): void {
  registerAuthRoutes(app, services);
  registerApiTokenRoutes(app, services);
  registerUserRoutes(app, services);
  registerPublicConfigRoutes(app, services);
  registerLlmDriverRoutes(app, services);
  registerLlmConfigRoutes(app, services);
  registerUserPreferenceRoutes(app, services);
  registerTaskRoutes(app, services);
  registerTaskActionRoutes(app, services);
  registerAgentRoutes(app, services);
  registerAgentToolRoutes(app, services);
  registerAgentToolOperationRoutes(app, services);
  registerAgentToolSettingsRoutes(app, services);
  registerAgentTemplateRoutes(app, services);
  registerToolRoutes(app, services);
  registerToolSettingsRoutes(app, services);
  registerSkillRoutes(app, services);
  registerNotificationRoutes(app, services);
  registerEventRoutes(app, services);
  registerPluginRoutes(app, services);
  registerUiAppRoutes(app, services);
}
