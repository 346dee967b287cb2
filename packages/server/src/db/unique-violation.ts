/**
 * Whether a database error is a unique-constraint violation, on either engine: the loser of two
 * concurrent inserts of the same key gets this, and callers turn it into their own "taken" error.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // PostgreSQL: SQLSTATE 23505; better-sqlite3: the extended result code.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
