// Medians with a distribution-free 95 % interval (order statistics), and percentiles.
const sorted = (values) => [...values].sort((a, b) => a - b);

export function percentile(values, fraction) {
  if (values.length === 0) return Number.NaN;
  const ordered = sorted(values);
  const index = Math.min(ordered.length - 1, Math.max(0, Math.ceil(fraction * ordered.length) - 1));
  return ordered[index];
}

export function median(values) {
  if (values.length === 0) return Number.NaN;
  const ordered = sorted(values);
  const middle = Math.floor(ordered.length / 2);
  return ordered.length % 2 === 1 ? ordered[middle] : (ordered[middle - 1] + ordered[middle]) / 2;
}

/** The median and the order statistics around it that cover it with ~95 % confidence. */
export function medianInterval(values) {
  const ordered = sorted(values);
  const n = ordered.length;
  const spread = 0.98 * Math.sqrt(n);
  const low = Math.max(0, Math.floor(n / 2 - spread));
  const high = Math.min(n - 1, Math.ceil(n / 2 + spread) - 1);
  return { median: median(values), low: ordered[low], high: ordered[high], samples: n };
}
