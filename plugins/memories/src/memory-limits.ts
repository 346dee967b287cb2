/**
 * The sizes a memory may have. The migration gives the columns these widths, and the tools refuse
 * longer values, so SQLite (which ignores column widths) keeps the same bounds as PostgreSQL.
 */
export const memoryLimits = {
  name: 255,
  summary: 500,
  content: 20_000,
} as const;

/** The automatic summary of a memory saved without one: this many characters of its text. */
export const automaticSummaryLength = 200;
