// What the report says about the machine and the run's conditions.
import { execFileSync } from 'node:child_process';
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { placement } from './processes.mjs';
import { BetterSqlite3 } from './server-deps.mjs';

// The packages folder by this file's place, whichever folder the run started in.
const packages = fileURLToPath(new URL('../../packages', import.meta.url));

function git(args) {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

function sqliteVersion() {
  const db = new BetterSqlite3(':memory:');
  try {
    return db.prepare('select sqlite_version() as version').get().version;
  } finally {
    db.close();
  }
}

export function describeMachine({ postgresVersion }) {
  const [first] = cpus();
  const gib = (bytes) => `${(bytes / 2 ** 30).toFixed(1)} GiB`;
  return {
    date: new Date().toISOString(),
    CPU: `${first?.model ?? 'unknown'}, ${cpus().length} cores`,
    memory: `${gib(totalmem())} (${gib(freemem())} free at start)`,
    'load average at start (1, 5, 15 min)': loadavg()
      .map((value) => value.toFixed(2))
      .join(', '),
    'Node.js': process.version,
    SQLite: `${sqliteVersion()} (better-sqlite3, WAL, synchronous = NORMAL)`,
    PostgreSQL: postgresVersion ?? 'not used',
    pinning: placement.pinned
      ? `fake LLM, PostgreSQL and coordinator on core ${placement.infrastructure}; each system on core(s) ${placement.systems}`
      : 'none (one core, or no taskset)',
    commit: `${git(['rev-parse', '--short', 'HEAD'])}${git(['status', '--porcelain', '--', packages]) ? ' (with uncommitted changes under packages/)' : ''}`,
  };
}
