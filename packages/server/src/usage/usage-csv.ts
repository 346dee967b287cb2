import type { UsageReport } from './usage-report.js';

const columns = [
  'date',
  'group_by',
  'key',
  'label',
  'turns',
  'input_tokens',
  'output_tokens',
  'cached_tokens',
  'cache_creation_tokens',
  'reasoning_tokens',
  'cost_usd',
  'priced_turns',
  'unpriced_turns',
] as const;

/**
 * The report as CSV: one line per group and day with usage. A day whose turns were all of unknown
 * price has an empty `cost_usd` (not 0); `unpriced_turns` counts them.
 */
export function usageReportCsv(report: UsageReport): string {
  const lines: string[] = [];
  for (const series of report.series) {
    for (const point of series.points) {
      if (point.turns === 0) continue;
      lines.push(
        [
          point.date,
          report.group_by,
          series.key,
          series.label,
          point.turns,
          point.input_tokens,
          point.output_tokens,
          point.cached_tokens,
          point.cache_creation_tokens,
          point.reasoning_tokens,
          point.cost === null ? '' : point.cost.toFixed(6),
          point.priced_turns,
          point.unpriced_turns,
        ]
          .map(csvField)
          .join(','),
      );
    }
  }
  // By day; within a day in the report's order (the sort is stable).
  lines.sort((a, b) => a.slice(0, 10).localeCompare(b.slice(0, 10)));
  return `${[columns.join(','), ...lines].join('\r\n')}\r\n`;
}

// Quoted when needed; a leading =, +, - or @ is prefixed so spreadsheets never run it as a formula.
function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
