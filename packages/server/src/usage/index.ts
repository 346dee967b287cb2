export { setConfigurationPrices } from './configuration-price-store.js';
export { type ConfigurationPrices, parseConfigurationPrices } from './configuration-prices.js';
export { costCurrency, type ModelPrice, matchModelPrice, type TurnPricing, turnCost } from './model-price.js';
export { type ModelPriceInput, type ModelPriceRow, ModelPriceTable } from './model-price-table.js';
export { PriceBook } from './price-book.js';
export { usageReportCsv } from './usage-csv.js';
export { UsageError, type UsageErrorCode } from './usage-error.js';
export {
  maxReportDays,
  type UsageGrouping,
  type UsageReader,
  type UsageReport,
  usageReport,
} from './usage-report.js';
