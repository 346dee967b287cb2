import type { Command } from 'commander';
import { ConfigError } from '../../config/index.js';
import { runMcpStdioBridge } from '../mcp-stdio-bridge.js';
import { defaultServerUrl, serverPath, serverUrlOf } from '../server-url.js';

/** `https://host/spora` → `https://host/spora/mcp`; an address that already names `/mcp` stays. */
function mcpEndpointOf(serverUrl: string): URL {
  const url = serverUrlOf(serverUrl);
  if (url.pathname.replace(/\/+$/, '').endsWith('/mcp')) return url;
  return serverPath(serverUrl, 'mcp');
}

export function registerMcpCommand(program: Command): void {
  program
    .command('mcp')
    .description(
      "Offer your agents as MCP tools over standard input and output (for desktop assistants and IDEs), through a running Spora server's /mcp. The API token comes from SPORA_API_TOKEN.",
    )
    .option('--url <url>', `the Spora server (SPORA_URL, default ${defaultServerUrl})`)
    .action(async (options: { url?: string }) => {
      // From the environment only, like passwords: command lines are visible to every local user.
      const token = process.env.SPORA_API_TOKEN?.trim();
      if (!token) {
        throw new ConfigError(
          'CONFIG_INVALID',
          'Set SPORA_API_TOKEN to an API token (Settings → API tokens in the web UI); the tools are the agents of its user.',
        );
      }
      const endpoint = mcpEndpointOf(options.url ?? (process.env.SPORA_URL || defaultServerUrl));
      await runMcpStdioBridge({ endpoint, token, report: (line) => console.error(line) });
      process.exit(0);
    });
}
