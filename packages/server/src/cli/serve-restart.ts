import { spawn } from 'node:child_process';

/** The exit status with which a `spora serve` started by a restart asks to be started again. */
export const restartExitStatus = 75;
/** Set for a `spora serve` that a restart started: it restarts by exiting with `restartExitStatus`. */
const restartedVariable = 'SPORA_SERVE_RESTARTED';

/** Whether this `spora serve` runs under a process that starts it again when it exits to restart. */
export function runsUnderRestarter(): boolean {
  return process.env[restartedVariable] === '1';
}

interface RestartLogger {
  info(message: string): void;
  error(fields: object, message: string): void;
}

/**
 * The first restart of `spora serve`: this process has stopped serving and released the
 * database, and now runs the same command again as a child — a fresh process, which loads the
 * plugins folder as it is now — and stays as its parent for as long as it runs. So a supervisor
 * (systemd, Docker, a terminal) keeps the process it started, signals reach the server, and the
 * exit status is the server's. The child restarts by exiting with `restartExitStatus`, and this
 * process starts the command again.
 */
export function restartAsChild(logger: RestartLogger): void {
  const start = () => {
    // Its own process group: a terminal's Ctrl-C reaches this process, which passes it on once.
    const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      stdio: 'inherit',
      detached: true,
      env: { ...process.env, [restartedVariable]: '1' },
    });
    const forward = (signal: NodeJS.Signals) => {
      child.kill(signal);
    };
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    const settle = () => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
    };
    child.once('error', (error) => {
      settle();
      logger.error({ err: error }, 'the restarted server could not be started');
      process.exit(1);
    });
    child.once('exit', (code, signal) => {
      settle();
      if (code === restartExitStatus) {
        logger.info('starting the server again');
        start();
        return;
      }
      process.exit(code ?? (signal === null ? 0 : 1));
    });
  };
  start();
}
