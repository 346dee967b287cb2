// Number formatting for the tables.
export function fixed(value, digits = 2) {
  if (value === null || value === undefined || Number.isNaN(value)) return 'n/a';
  return value.toFixed(digits);
}

export function thousands(value) {
  if (value === null || value === undefined || Number.isNaN(value)) return 'n/a';
  return Math.round(value).toLocaleString('en-US');
}

/** "1.23 (1.10–1.40)": a median with its interval. */
export function withInterval({ median, low, high }, digits = 2) {
  if (Number.isNaN(median)) return 'n/a';
  return low === high
    ? fixed(median, digits)
    : `${fixed(median, digits)} (${fixed(low, digits)}–${fixed(high, digits)})`;
}

/** "met" / "not met" for a figure beside its goal. */
export function verdict(met) {
  if (met === null || met === undefined) return '—';
  return met ? 'met' : '**not met**';
}
