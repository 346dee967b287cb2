import type { Platform } from './platform.js';

/**
 * While no administrator exists, issues a one-time setup code and prints it with the address to
 * open, so the operator (who can read this log) creates the first administrator in the browser.
 * Returns the code, or null when an administrator exists.
 */
export async function announceSetupCode(
  platform: Pick<Platform, 'setup' | 'logger'>,
  url: string,
): Promise<string | null> {
  if (!(await platform.setup.isNeeded())) return null;
  const code = await platform.setup.issueCode();
  const setupUrl = `${url}/setup`;
  platform.logger.warn(
    { setup_url: setupUrl, setup_code: code },
    `No administrator exists yet. Open ${setupUrl} and enter the setup code ${code} to create one (valid for 24 hours; \`spora admin:create\` works too).`,
  );
  return code;
}
