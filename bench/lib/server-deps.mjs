// Modules resolved the way Spora's server resolves them, so the floors use the very same SQLite
// and PostgreSQL drivers (bench/node_modules may hold other copies, pulled in by peers).
import { createRequire } from 'node:module';

const fromServer = createRequire(new URL('../../packages/server/package.json', import.meta.url));

export const BetterSqlite3 = fromServer('better-sqlite3');
export const pg = fromServer('pg');
