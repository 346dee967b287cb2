/** Costs are in US dollars; small ones keep enough digits to be told apart from zero. */
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 2,
});
const cents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumSignificantDigits: 3,
});

export function formatDollars(cost: number): string {
  return cost !== 0 && Math.abs(cost) < 1 ? cents.format(cost) : dollars.format(cost);
}

/**
 * A cost as people should read it: turns of unknown price are never shown as $0 — a cost with none
 * priced is "price unknown", and a partly priced one says that some of it is unknown.
 */
export function formatCost(cost: number | null, unpricedTurns: number): string {
  if (cost === null) return unpricedTurns > 0 ? 'price unknown' : '—';
  return unpricedTurns > 0 ? `${formatDollars(cost)} + price unknown` : formatDollars(cost);
}
