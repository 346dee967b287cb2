/** Timestamps are stored as fixed-width UTC ISO-8601 text, so they compare correctly as strings. */
export function nowIso(): string {
  return new Date().toISOString();
}

export function isoAfter(milliseconds: number, from: number = Date.now()): string {
  return new Date(from + milliseconds).toISOString();
}
