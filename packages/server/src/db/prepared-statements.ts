import { createHash } from 'node:crypto';

/**
 * The SQL of statements built once and run again and again (`PrecompiledQuery`), by the name
 * PostgreSQL prepares each under: a connection parses and analyses each once, not at every run.
 * The set is as large as the code's precompiled statements, so a connection's prepared statements
 * stay few.
 */
const names = new Map<string, string>();

export function prepareByName(sql: string): void {
  if (names.has(sql)) return;
  names.set(sql, `spora_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`);
}

/** The prepared name of `sql`, or undefined for a statement sent to be parsed each time. */
export function preparedNameOf(sql: string): string | undefined {
  return names.get(sql);
}
