// A horizontal bar chart as a standalone SVG: one bar per label, the value written beside it and,
// where a goal is given, a dashed mark at the goal. Enough for one figure per workload.
const escapeXml = (text) =>
  String(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

export function barChart({ title, unit, bars }) {
  const shown = bars.filter((bar) => Number.isFinite(bar.value));
  const labelWidth = 300;
  const plotWidth = 420;
  const rowHeight = 26;
  const top = 48;
  const height = top + shown.length * rowHeight + 36;
  const width = labelWidth + plotWidth + 90;
  const max = Math.max(1e-9, ...shown.flatMap((bar) => [bar.value, bar.goal ?? 0])) * 1.05;
  const x = (value) => labelWidth + (value / max) * plotWidth;
  const rows = shown.map((bar, index) => {
    const y = top + index * rowHeight;
    const fill =
      bar.goal !== undefined && bar.value > bar.goal ? '#c2410c' : bar.highlight ? '#2563eb' : '#64748b';
    const goal =
      bar.goal === undefined
        ? ''
        : `<line x1="${x(bar.goal)}" x2="${x(bar.goal)}" y1="${y - 2}" y2="${y + rowHeight - 6}" stroke="#16a34a" stroke-width="2" stroke-dasharray="4 2"><title>goal ${bar.goal}</title></line>`;
    return [
      `<text x="${labelWidth - 8}" y="${y + 15}" text-anchor="end">${escapeXml(bar.label)}</text>`,
      `<rect x="${labelWidth}" y="${y}" width="${Math.max(1, x(bar.value) - labelWidth)}" height="${rowHeight - 8}" fill="${fill}"/>`,
      `<text x="${x(bar.value) + 6}" y="${y + 15}">${escapeXml(formatValue(bar.value))}</text>`,
      goal,
    ].join('');
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="13" role="img">`,
    `<title>${escapeXml(`${title} (${unit})`)}</title>`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<text x="12" y="22" font-size="15" font-weight="bold">${escapeXml(title)}</text>`,
    `<text x="12" y="40" fill="#475569">${escapeXml(unit)}${bars.some((bar) => bar.goal !== undefined) ? ' — dashed green: goal' : ''}</text>`,
    ...rows,
    `<line x1="${labelWidth}" x2="${labelWidth}" y1="${top - 4}" y2="${height - 30}" stroke="#94a3b8"/>`,
    '</svg>',
    '',
  ].join('\n');
}

function formatValue(value) {
  if (Math.abs(value) >= 100) return Math.round(value).toLocaleString('en-US');
  return value.toFixed(2);
}
