/**
 * Whether a database error is a unique-constraint violation, on either engine: the loser of two
 * concurrent inserts of the same key gets this, and callers turn it into their own "taken" error.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // PostgreSQL: SQLSTATE 23505; better-sqlite3: the extended result code.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Whether a database error is a foreign-key violation, on either engine: a write that refers to a
 * row deleted after it was checked (an agent deleted while its settings are saved).
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // PostgreSQL: SQLSTATE 23503; better-sqlite3: the extended result code.
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
