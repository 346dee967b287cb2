import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { registerApiTokenRoutes } from './api-tokens.js';
import { registerAuthRoutes } from './auth.js';
import { registerPublicConfigRoutes } from './public-config.js';
import { registerUserRoutes } from './users.js';

/** Every resource of `/api/v1`, one routes file each. */
export function registerApiRoutes(app: ApiApp, services: ApiServices): void {
  registerAuthRoutes(app, services);
  registerApiTokenRoutes(app, services);
  registerUserRoutes(app, services);
  registerPublicConfigRoutes(app, services);
}
