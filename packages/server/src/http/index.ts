export { buildHttpApp, type HttpAppDependencies } from './app.js';
export {
  type ApiErrorBody,
  type ApiErrorCode,
  apiErrorCatalogue,
  isApiErrorCode,
} from './error-catalogue.js';
export { handleError } from './error-handler.js';
