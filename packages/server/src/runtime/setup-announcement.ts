import type { Logger } from '../logging/logger.js';
import type { Platform } from './platform-interface.js';

/**
 * While no administrator exists, issues a one-time setup code and prints it with the address to
 * open, so the operator (who can read this log) creates the first administrator in the browser.
 * Returns the code, or null when an administrator exists.
 */
export async function announceSetupCode(
  platform: Pick<Platform, 'setup' | 'logger'>,
  url: string,
): Promise<string | null> {
  const code = await issueSetupCodeIfNeeded(platform);
  if (code !== null) logSetupCode(platform.logger, url, code);
  return code;
}

/** A new one-time setup code while no administrator exists; null when one exists. */
export async function issueSetupCodeIfNeeded(platform: Pick<Platform, 'setup'>): Promise<string | null> {
  if (!(await platform.setup.isNeeded())) return null;
  return platform.setup.issueCode();
}

/** The setup code as a log line of its own, for whoever reads the (JSON) log. */
export function logSetupCode(logger: Logger, url: string, code: string): void {
  const setupUrl = `${url}/setup`;
  logger.warn(
    { setup_url: setupUrl, setup_code: code },
    `No administrator exists yet. Open ${setupUrl} and enter the setup code ${code} to create one (valid for 24 hours; \`spora admin:create\` works too).`,
  );
}
