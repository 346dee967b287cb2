import type { Command } from 'commander';
import { ensureFirstAdministrator } from '../../accounts/index.js';
import { announceSetupCode, startServer } from '../../runtime/index.js';
import { openCliPlatform } from '../cli-platform.js';

export function registerServeCommand(program: Command): void {
  program
    .command('serve')
    .description('Run the platform: REST API and web UI on one port.')
    .option('-p, --port <port>', 'port to listen on (SPORA_PORT, default 8080)')
    .option('-H, --host <host>', 'address to bind (SPORA_HOST, default 127.0.0.1)')
    .action(async (options: { port?: string; host?: string }) => {
      const platform = await openCliPlatform(
        {
          ...(options.port !== undefined && { port: options.port }),
          ...(options.host !== undefined && { host: options.host }),
        },
        { processKind: 'server' },
      );
      await ensureFirstAdministrator(platform.accounts, process.env, platform.logger);
      // Sync mode runs tasks inside requests; otherwise an embedded worker runs queued tasks.
      if (platform.config.syncMode) platform.startLeaseReaper();
      else await platform.startWorker();
      const server = await startServer(platform);
      platform.logger.info(
        { url: server.url, database: platform.database.engine, mode: platform.orchestrator.mode },
        'Spora is listening',
      );
      await announceSetupCode(platform, server.url);
      stopOnSignals(() => server.stop(), platform.logger);
    });
}

/** The first SIGINT/SIGTERM stops gracefully; a second one exits at once. */
export function stopOnSignals(
  stop: () => Promise<void>,
  logger: { info(message: string): void; error(fields: object, message: string): void },
): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(130);
    stopping = true;
    logger.info(`${signal} received, shutting down`);
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
