export { buildHttpApp, type HttpAppDependencies } from './app.js';
