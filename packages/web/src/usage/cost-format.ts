import { formatDollarAmount } from '../i18n/format';
import { i18n } from '../i18n/i18n';

/** Costs are in US dollars; one under a cent keeps two significant digits, so it never reads $0.00. */
export function formatDollars(cost: number): string {
  return cost !== 0 && Math.abs(cost) < 0.01
    ? formatDollarAmount(cost, { maximumSignificantDigits: 2 })
    : formatDollarAmount(cost);
}

/** A price per million tokens: cents, and the fractions of a cent cheap models are priced in. */
export function formatPrice(price: number): string {
  return formatDollarAmount(price, { minimumFractionDigits: 2, maximumFractionDigits: 4 });
}

/**
 * A cost as people should read it: turns of unknown price are never shown as $0 — a cost with none
 * priced is "price unknown", and a partly priced one says that some of it is unknown.
 */
export function formatCost(cost: number | null, unpricedTurns: number): string {
  if (cost === null) return unpricedTurns > 0 ? i18n.t('usage:cost.priceUnknown') : '—';
  return unpricedTurns > 0
    ? i18n.t('usage:cost.partlyUnknown', { cost: formatDollars(cost) })
    : formatDollars(cost);
}
