import { execFile } from 'node:child_process';

/** How long one `npm install` may take before it is stopped and the change refused. */
const npmTimeoutMs = 5 * 60_000;
/** How much of npm's output an error keeps: the end, where npm says what went wrong. */
const outputTail = 4_000;

export interface NpmInstallFailure {
  /** npm's own error code (`E404`, `ETARGET`, `ECONNREFUSED`…), `null` when it printed none. */
  readonly npmCode: string | null;
  /** The end of what npm printed. */
  readonly output: string;
}

export type NpmInstallOutcome = { readonly ok: true } | ({ readonly ok: false } & NpmInstallFailure);

/**
 * Installs one package into `prefix/node_modules` with the npm client: no lifecycle scripts (a
 * package runs no code before it has been checked), nothing saved, peer dependencies left to the
 * installation (`@spora/sdk` must be the server's own copy). `registry` wins over npm's own
 * configuration (`.npmrc`, `npm_config_registry`), which is used when it is `null`.
 */
export function npmInstall(
  prefix: string,
  spec: string,
  registry: string | null,
): Promise<NpmInstallOutcome> {
  const args = [
    'install',
    '--prefix',
    prefix,
    '--no-save',
    '--ignore-scripts',
    '--legacy-peer-deps',
    '--omit=dev',
    '--no-audit',
    '--no-fund',
    '--no-package-lock',
    ...(registry === null ? [] : ['--registry', registry]),
    spec,
  ];
  return new Promise((resolve) => {
    execFile(
      npmCommand(),
      args,
      { timeout: npmTimeoutMs, maxBuffer: 16 * 1024 * 1024, env: npmEnvironment(), cwd: prefix },
      (error, stdout, stderr) => {
        if (!error) {
          resolve({ ok: true });
          return;
        }
        const output = `${stdout}${stderr}`.trim() || error.message;
        resolve({ ok: false, npmCode: npmErrorCode(output), output: output.slice(-outputTail) });
      },
    );
  });
}

/** The registry npm uses when Spora names none: npm's own configuration. */
export function npmConfiguredRegistry(): Promise<string | null> {
  return new Promise((resolve) => {
    execFile(
      npmCommand(),
      ['config', 'get', 'registry'],
      { timeout: 30_000, env: npmEnvironment() },
      (error, stdout) => resolve(error ? null : stdout.trim() || null),
    );
  });
}

/** `npm`, or `SPORA_NPM_COMMAND` where npm is not on the path. */
function npmCommand(): string {
  return process.env.SPORA_NPM_COMMAND || (process.platform === 'win32' ? 'npm.cmd' : 'npm');
}

/**
 * The environment npm runs in: the process's, without the settings an enclosing `npm run` passes
 * to its scripts (they describe that run, not this install), but with the user's registry
 * configuration kept.
 */
function npmEnvironment(): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('npm_') && !key.startsWith('npm_config_')) continue;
    if (runSettings.has(key.toLowerCase())) continue;
    environment[key] = value;
  }
  // No check for a newer npm: a server's install asks its registry only.
  environment.npm_config_update_notifier = 'false';
  return environment;
}

/** Settings of an enclosing `npm run` that would redirect or reshape this install. */
const runSettings = new Set(
  [
    'prefix',
    'local_prefix',
    'global',
    'save',
    'workspace',
    'workspaces',
    'include_workspace_root',
    'dry_run',
    'omit',
    'include',
    'package_lock',
    'ignore_scripts',
  ].map((name) => `npm_config_${name}`),
);

/** npm prints its error code on a line of its own: `npm error code E404` (`npm ERR! code E404` before npm 10). */
function npmErrorCode(output: string): string | null {
  return /^npm (?:error|ERR!) code (E[A-Z0-9_]+)\s*$/m.exec(output)?.[1] ?? null;
}
