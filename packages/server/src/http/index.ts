export type { ApiApp } from './api-app.js';
export { ApiError } from './api-error.js';
export type { ApiServices } from './api-services.js';
export { apiVersion } from './api-version.js';
export { buildHttpApp } from './app.js';
export { compiledResponseSchemas } from './compiled-schemas.js';
export {
  type ApiErrorBody,
  type ApiErrorCode,
  apiErrorCatalogue,
  isApiErrorCode,
} from './error-catalogue.js';
export { handleError } from './error-handler.js';
export { serializerSchema } from './serializer-schema.js';
