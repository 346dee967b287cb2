import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { registerAuthRoutes } from './auth.js';

/** Every resource of `/api/v1`, one routes file each. */
export function registerApiRoutes(app: ApiApp, services: ApiServices): void {
  registerAuthRoutes(app, services);
}
