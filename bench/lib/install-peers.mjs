// The peers are dev dependencies of bench/ alone, so the project's own `npm ci` stays lean: the
// first run that wants them installs them from bench/package-lock.json.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const benchDirectory = fileURLToPath(new URL('..', import.meta.url));

export function ensurePeersInstalled(log) {
  if (existsSync(`${benchDirectory}/node_modules/.package-lock.json`)) return;
  log('installing the peers into bench/node_modules (npm ci --prefix bench)');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['ci', '--prefix', benchDirectory, '--no-audit', '--no-fund'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) log('npm ci --prefix bench failed: the peers are left out of this run');
}
