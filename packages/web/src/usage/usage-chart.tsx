import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { formatCompactNumber, formatDollarAmount } from '../i18n/format';
import type { UsageReport } from './usage-queries';

export type UsageMetric = 'cost' | 'tokens';

const palette = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.6', 'pink.6', 'gray.6'];
const shownSeries = 6;

/**
 * The report's days as stacked bars, one colour per agent, model or user (the six largest; the rest
 * as "Others"). Cost bars hold the priced turns only: turns of unknown price are counted in the
 * table, never drawn as zero cost.
 */
export function UsageChart({ report, metric }: { report: UsageReport; metric: UsageMetric }) {
  const { t } = useTranslation('usage');
  const shown = report.series.slice(0, shownSeries);
  const others = report.series.slice(shownSeries);
  const amountOf = (point: UsageReport['series'][number]['points'][number]) =>
    metric === 'cost' ? (point.cost ?? 0) : point.input_tokens + point.output_tokens;
  const data = report.days.map((date, index) => {
    const row: Record<string, string | number> = { date: date.slice(5) };
    for (const [position, series] of shown.entries()) {
      const point = series.points[index];
      row[`s${position}`] = point ? amountOf(point) : 0;
    }
    if (others.length > 0) {
      row.others = others.reduce((sum, series) => {
        const point = series.points[index];
        return sum + (point ? amountOf(point) : 0);
      }, 0);
    }
    return row;
  });
  const series = [
    ...shown.map((one, position) => ({
      name: `s${position}`,
      label: one.label,
      color: palette[position] ?? 'gray.6',
    })),
    ...(others.length > 0 ? [{ name: 'others', label: t('chart.others'), color: 'gray.5' }] : []),
  ];
  return (
    <BarChart
      h={280}
      data={data}
      dataKey="date"
      type="stacked"
      series={series}
      withLegend
      // Bars drawn at once: a report that changes with the controls is read, not watched.
      barProps={{ isAnimationActive: false }}
      legendProps={{ verticalAlign: 'bottom' }}
      valueFormatter={(value) =>
        metric === 'cost'
          ? formatDollarAmount(value, { maximumSignificantDigits: 3 })
          : formatCompactNumber(value)
      }
      aria-label={metric === 'cost' ? t('chart.costLabel') : t('chart.tokensLabel')}
      data-testid={`usage-chart-${metric}`}
    />
  );
}
