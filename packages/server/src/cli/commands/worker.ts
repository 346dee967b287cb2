import type { Command } from 'commander';
import { writesReadableLogs } from '../../logging/log-format.js';
import { loopThreadConcurrencies, startTaskLoop } from '../../runtime/index.js';
import { openCliPlatform } from '../cli-platform.js';
import { serverVersion } from '../server-version.js';
import { workerBanner, writeBanner } from '../start-banner.js';
import { shutdownDeadlineMs, stopOnSignals } from '../stop-on-signals.js';

export function registerWorkerCommand(program: Command): void {
  program
    .command('worker')
    .description('Run queued tasks without serving HTTP; any number may share a PostgreSQL database.')
    .option('-c, --concurrency <n>', 'tasks run at once (SPORA_WORKER_CONCURRENCY, default 4)')
    .action(async (options: { concurrency?: string }) => {
      const platform = await openCliPlatform(
        options.concurrency === undefined ? {} : { workerConcurrency: options.concurrency },
        { processKind: 'worker', singleProcess: true, loopThreads: true },
      );
      // Before the loop starts: a queued task may be running within moments, and a stop must hand it back.
      stopOnSignals(() => platform.close(), platform.logger, {
        deadlineMs: shutdownDeadlineMs(platform.config.shutdownGraceSeconds),
      });
      const loop = await startTaskLoop(platform);
      const loopThreads = loop === 'loop-threads' ? loopThreadConcurrencies(platform.config).length : 0;
      if (writesReadableLogs(platform.config.logFormat)) {
        await writeBanner(
          platform.logger,
          workerBanner({ version: serverVersion, config: platform.config, loopThreads }),
        );
      } else {
        platform.logger.info(
          {
            version: serverVersion,
            database: platform.database.engine,
            concurrency: platform.config.workerConcurrency,
            loopThreads,
          },
          'Spora worker started',
        );
      }
    });
}
