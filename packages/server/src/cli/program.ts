import { Command } from 'commander';
import { registerAdminCreateCommand } from './commands/admin-create.js';
import { registerAuditCommand } from './commands/audit.js';
import { registerMcpCommand } from './commands/mcp.js';
import { registerMigrateCommand } from './commands/migrate.js';
import { registerPluginListCommand } from './commands/plugin-list.js';
import { registerPluginPackageCommands } from './commands/plugin-packages.js';
import { registerRehearseCommand } from './commands/rehearse.js';
import { registerServeCommand } from './commands/serve.js';
import { registerToolsListCommand } from './commands/tools-list.js';
import { registerWorkerCommand } from './commands/worker.js';
import { serverVersion } from './server-version.js';

export function createProgram(): Command {
  const program = new Command('spora')
    .description('Spora — a self-hosted AI agent orchestration platform.')
    .version(serverVersion)
    .showHelpAfterError();
  registerServeCommand(program);
  registerWorkerCommand(program);
  registerMigrateCommand(program);
  registerAdminCreateCommand(program);
  registerToolsListCommand(program);
  registerPluginListCommand(program);
  registerPluginPackageCommands(program);
  registerMcpCommand(program);
  registerAuditCommand(program);
  registerRehearseCommand(program);
  return program;
}
