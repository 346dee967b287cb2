import { type DatabaseLocation, type SporaConfig, withoutCredentials } from '../config/index.js';
import type { Logger } from '../logging/logger.js';

/**
 * What `spora serve` tells whoever started it, once it listens. In a terminal it is a plain
 * banner, apart from the log lines (`serveBanner`); for a log collector, the fields of one JSON
 * line (`serveStartFields`), with the setup code on a line of its own.
 */
export interface ServeStart {
  readonly version: string;
  readonly url: string;
  readonly config: Pick<
    SporaConfig,
    'database' | 'filesDir' | 'secretKeyFile' | 'runtimeMode' | 'workerConcurrency'
  >;
  /** Where the key comes from: the environment wins over the key file. */
  readonly secretKeyFromEnvironment: boolean;
  readonly embeddedWorker: boolean;
  /** Threads that run the loop beside the one answering requests; 0 when the loop shares it. */
  readonly loopThreads: number;
  /** The one-time code that creates the first administrator; null once one exists. */
  readonly setupCode: string | null;
}

export interface WorkerStart {
  readonly version: string;
  readonly config: Pick<SporaConfig, 'database' | 'workerConcurrency'>;
  /** Threads that run the loop; 0 when the main thread does. */
  readonly loopThreads: number;
}

/**
 * Writes a banner to standard output after the log lines logged before it: readable lines reach
 * the terminal through a worker thread, which would otherwise print them after the banner.
 */
export async function writeBanner(logger: Logger, banner: string): Promise<void> {
  await new Promise<void>((resolve) => logger.flush(() => resolve()));
  process.stdout.write(banner);
}

/** The serve banner, ready to write to a terminal. */
export function serveBanner(start: ServeStart): string {
  const { config } = start;
  const rows: [string, string][] = [
    ['Database', databaseDescription(config.database)],
    ['Files', config.filesDir],
    ['Secret key', start.secretKeyFromEnvironment ? 'from SPORA_SECRET_KEY' : config.secretKeyFile],
    ['Tasks', tasksDescription(start)],
  ];
  const lines = ['', `Spora ${start.version} is running. Open ${start.url}`, '', ...table(rows)];
  if (start.setupCode !== null) {
    const rule = '='.repeat(64);
    lines.push(
      '',
      rule,
      'First start: no administrator exists yet. To create one, open',
      '',
      `    ${start.url}/setup`,
      '',
      'and enter this one-time setup code (valid for 24 hours):',
      '',
      `    ${start.setupCode}`,
      '',
      '`spora admin:create` works too. Each start prints a new code.',
      rule,
    );
  }
  lines.push('', 'Log lines follow. Stop with Ctrl+C.', '');
  return `${lines.join('\n')}\n`;
}

/** The fields of the JSON line that says the server listens (the banner's, less the setup code). */
export function serveStartFields(start: ServeStart): Record<string, unknown> {
  return {
    version: start.version,
    url: start.url,
    database: start.config.database.kind,
    databaseLocation: databaseDescription(start.config.database),
    filesDir: start.config.filesDir,
    runtimeMode: start.config.runtimeMode,
    embeddedWorker: start.embeddedWorker,
    loopThreads: start.loopThreads,
  };
}

/** The shorter banner of `spora worker`. */
export function workerBanner(start: WorkerStart): string {
  const rows: [string, string][] = [
    ['Database', databaseDescription(start.config.database)],
    ['Tasks', `${start.config.workerConcurrency} at once${onThreads(start.loopThreads)}`],
  ];
  return `${['', `Spora ${start.version} worker started.`, '', ...table(rows), '', 'Stop with Ctrl+C.', ''].join('\n')}\n`;
}

/**
 * SQLite's file, or PostgreSQL's host and database without the credentials: what comes before the
 * host is taken off before the URL is read, so a password with a character a URL reserves (`#`,
 * `/`, `?`) cannot be mistaken for the host.
 */
export function databaseDescription(database: DatabaseLocation): string {
  if (database.kind === 'sqlite') return `SQLite, ${database.path}`;
  try {
    const url = new URL(withoutCredentials(database.url).split('?')[0] ?? '');
    return `PostgreSQL, ${url.host}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

function tasksDescription(start: ServeStart): string {
  if (start.config.runtimeMode === 'client')
    return 'run by the browser that shows them (client runtime mode)';
  if (!start.embeddedWorker) return 'run by `spora worker` processes';
  return `run here, ${start.config.workerConcurrency} at once${onThreads(start.loopThreads)}`;
}

function onThreads(loopThreads: number): string {
  if (loopThreads === 0) return '';
  return loopThreads === 1 ? ' on a loop thread' : ` on ${loopThreads} loop threads`;
}

function table(rows: readonly (readonly [string, string])[]): string[] {
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`);
}
