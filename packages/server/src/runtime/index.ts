export { type BackgroundWork, startBackgroundWork } from './background-work.js';
export { type OpenPlatformOptions, openPlatform, type Platform } from './platform.js';
export { type RunningServer, type StartServerOptions, startServer } from './server.js';
export { announceSetupCode, issueSetupCodeIfNeeded, logSetupCode } from './setup-announcement.js';
