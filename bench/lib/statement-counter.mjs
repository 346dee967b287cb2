// Counts the work a process asks of its database: statements, transactions (BEGINs), the bytes
// bound as parameters and, on PostgreSQL, round trips: a statement written while another is still
// unanswered on its connection (a pipelined BEGIN and the statement behind it) shares its wait. It wraps the drivers' own entry points (better-sqlite3 statements, pg's
// Client.query), so Spora and the floors are counted by the same code.
import { BetterSqlite3, pg } from './server-deps.mjs';

export const counters = { statements: 0, transactions: 0, boundBytes: 0, roundTrips: 0 };

function bytesOf(values) {
  let total = 0;
  for (const value of values.flat(Number.POSITIVE_INFINITY)) {
    if (typeof value === 'string') total += Buffer.byteLength(value);
    else if (Buffer.isBuffer(value)) total += value.length;
    else if (typeof value === 'number' || typeof value === 'bigint') total += 8;
    else if (value !== null && typeof value === 'object') total += Buffer.byteLength(JSON.stringify(value));
  }
  return total;
}

function count(sql, values, waitsAlone = true) {
  counters.statements++;
  if (waitsAlone) counters.roundTrips++;
  if (/^\s*begin/i.test(sql)) counters.transactions++;
  counters.boundBytes += bytesOf(values);
}

export function resetCounters() {
  counters.statements = 0;
  counters.transactions = 0;
  counters.boundBytes = 0;
  counters.roundTrips = 0;
}

export function installStatementCounter() {
  const probe = new BetterSqlite3(':memory:');
  const Statement = Object.getPrototypeOf(probe.prepare('select 1'));
  probe.close();
  for (const method of ['run', 'get', 'all', 'iterate']) {
    const original = Statement[method];
    Statement[method] = function counted(...values) {
      count(this.source, values);
      return original.apply(this, values);
    };
  }
  const exec = BetterSqlite3.prototype.exec;
  BetterSqlite3.prototype.exec = function counted(sql) {
    count(sql, []);
    return exec.call(this, sql);
  };
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function counted(config, values, callback) {
    const text = typeof config === 'string' ? config : (config?.text ?? '');
    const unanswered = this._activeQuery || this._sentQueryQueue?.length > 0 || this._queryQueue.length > 0;
    count(text, Array.isArray(values) ? values : (config?.values ?? []), !unanswered);
    return query.call(this, config, values, callback);
  };
}
