import type { Command } from 'commander';
import { ensureFirstAdministrator } from '../../accounts/index.js';
import { ConfigError } from '../../config/index.js';
import { writesReadableLogs } from '../../logging/log-format.js';
import { drainLogs } from '../../logging/logger.js';
import {
  issueSetupCodeIfNeeded,
  logSetupCode,
  loopThreadConcurrencies,
  type RunningServer,
  startBackgroundWork,
  startServer,
} from '../../runtime/index.js';
import { secretKeyVariable } from '../../secrets/index.js';
import { openCliPlatform, releaseProcessLocks } from '../cli-platform.js';
import { restartAsChild, restartExitStatus, runsUnderRestarter } from '../serve-restart.js';
import { serverVersion } from '../server-version.js';
import { type ServeStart, serveBanner, serveStartFields, writeBanner } from '../start-banner.js';
import { shutdownDeadlineMs, stopOnSignals } from '../stop-on-signals.js';

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
        { processKind: 'server', singleProcess: true, loopThreads: options.worker },
      );
      if (!options.worker && platform.database.engine === 'sqlite') {
        await platform.close();
        throw new ConfigError(
          'CONFIG_INVALID',
          'spora serve --no-worker needs PostgreSQL: on SQLite no other process may run the tasks beside it.',
        );
      }
      await ensureFirstAdministrator(platform.accounts, process.env, platform.logger);
      let server: RunningServer | null = null;
      // Before anything starts: a stop must hand back a task the loop may be running within
      // moments; once the server listens, stopping it closes the platform after its requests.
      const detachSignals = stopOnSignals(
        () => (server ? server.stop() : platform.close()),
        platform.logger,
        {
          deadlineMs: shutdownDeadlineMs(platform.config.shutdownGraceSeconds),
        },
      );
      let restarting = false;
      // POST /server/restart: stop gracefully, then run again in a fresh process, which loads the
      // plugins folder as it is now (a module once imported cannot be loaded anew in this one).
      const restart = () => {
        if (restarting) return;
        restarting = true;
        void (async () => {
          platform.logger.info('restarting to load plugin changes');
          detachSignals();
          await server?.stop().catch((error: unknown) => {
            platform.logger.error({ err: error }, 'the server did not stop cleanly before restarting');
          });
          releaseProcessLocks();
          await drainLogs(1_000);
          if (runsUnderRestarter()) process.exit(restartExitStatus);
          restartAsChild(platform.logger);
        })();
      };
      const running = await startServer(platform, { restart });
      server = running;
      // Once it listens: on one core the loop threads' own start (each opens the platform) would
      // double the time to the first answer. Queued tasks wait for them; the address is announced
      // once they run.
      const background = await startBackgroundWork(platform, { embeddedWorker: options.worker });
      // A stop may close the database under it; the server keeps serving either way.
      const setupCode = await issueSetupCodeIfNeeded(platform).catch((error: unknown) => {
        platform.logger.error(
          { err: error },
          'could not issue a setup code; `spora admin:create` still works',
        );
        return null;
      });
      const start: ServeStart = {
        version: serverVersion,
        url: running.url,
        config: platform.config,
        secretKeyFromEnvironment: Boolean(process.env[secretKeyVariable]),
        embeddedWorker: background === 'embedded-worker' || background === 'loop-threads',
        loopThreads: background === 'loop-threads' ? loopThreadConcurrencies(platform.config).length : 0,
        setupCode,
      };
      // A person at a terminal gets a banner apart from the log; a log collector gets JSON lines.
      if (writesReadableLogs(platform.config.logFormat)) {
        await writeBanner(platform.logger, serveBanner(start));
        return;
      }
      platform.logger.info(
        { ...serveStartFields(start), mode: platform.orchestrator.mode },
        'Spora is listening',
      );
      if (setupCode !== null) logSetupCode(platform.logger, running.url, setupCode);
    });
}
