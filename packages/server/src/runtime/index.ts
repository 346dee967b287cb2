export { type BackgroundWork, startBackgroundWork, startTaskLoop } from './background-work.js';
export { type LoopThreads, loopThreadConcurrencies } from './loop-threads.js';
export { openPlatform } from './platform.js';
export type { OpenPlatformOptions, Platform } from './platform-interface.js';
export { type RunningServer, type StartServerOptions, startServer } from './server.js';
export { announceSetupCode, issueSetupCodeIfNeeded, logSetupCode } from './setup-announcement.js';
