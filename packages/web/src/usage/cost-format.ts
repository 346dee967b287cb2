/** Costs are in US dollars; one under a cent keeps two significant digits, so it never reads $0.00. */
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const fractionsOfACent = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumSignificantDigits: 2,
});
const prices = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

export function formatDollars(cost: number): string {
  return cost !== 0 && Math.abs(cost) < 0.01 ? fractionsOfACent.format(cost) : dollars.format(cost);
}

/** A price per million tokens: cents, and the fractions of a cent cheap models are priced in. */
export function formatPrice(price: number): string {
  return prices.format(price);
}

/**
 * A cost as people should read it: turns of unknown price are never shown as $0 — a cost with none
 * priced is "price unknown", and a partly priced one says that some of it is unknown.
 */
export function formatCost(cost: number | null, unpricedTurns: number): string {
  if (cost === null) return unpricedTurns > 0 ? 'price unknown' : '—';
  return unpricedTurns > 0 ? `${formatDollars(cost)} + price unknown` : formatDollars(cost);
}
