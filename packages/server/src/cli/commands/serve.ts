import type { Command } from 'commander';
import { ensureFirstAdministrator } from '../../accounts/index.js';
import { ConfigError } from '../../config/index.js';
import { announceSetupCode, startServer } from '../../runtime/index.js';
import { openCliPlatform } from '../cli-platform.js';

export function registerServeCommand(program: Command): void {
  program
    .command('serve')
    .description('Run the platform: REST API and web UI on one port.')
    .option('-p, --port <port>', 'port to listen on (SPORA_PORT, default 8080)')
    .option('-H, --host <host>', 'address to bind (SPORA_HOST, default 127.0.0.1)')
    .option('--no-worker', 'serve the API only; `spora worker` processes run the tasks (PostgreSQL)')
    .action(async (options: { port?: string; host?: string; worker: boolean }) => {
      const platform = await openCliPlatform(
        {
          ...(options.port !== undefined && { port: options.port }),
          ...(options.host !== undefined && { host: options.host }),
        },
        { processKind: 'server', singleProcess: true },
      );
      if (!options.worker && platform.database.engine === 'sqlite') {
        await platform.close();
        throw new ConfigError(
          'CONFIG_INVALID',
          'spora serve --no-worker needs PostgreSQL: on SQLite no other process may run the tasks beside it.',
        );
      }
      await ensureFirstAdministrator(platform.accounts, process.env, platform.logger);
      // Sync mode runs tasks inside requests; otherwise an embedded worker runs queued tasks,
      // unless `spora worker` processes run them (then they also reap and retry).
      if (platform.config.syncMode) platform.startLeaseReaper();
      else if (options.worker) await platform.startWorker();
      const server = await startServer(platform);
      platform.logger.info(
        {
          url: server.url,
          database: platform.database.engine,
          mode: platform.orchestrator.mode,
          embeddedWorker: !platform.config.syncMode && options.worker,
        },
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
