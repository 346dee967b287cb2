/**
 * Label values that come from what users configure — the model names of their LLM configurations,
 * the tool classes of their MCP servers — are not a fixed set: each distinct value is a set of
 * series that Prometheus stores and this process keeps for as long as it runs. A process therefore
 * records at most a bounded number of distinct values per label; values first seen after that are
 * counted under `other`, and a value is cut to `maxLabelValueLength` characters.
 */
export const otherLabelValue = 'other';
export const maxLabelValueLength = 128;

/**
 * The series of `value`, made (by `make`, with the label value to use) on first sight: at most
 * `limit` distinct values get series of their own, later ones share the `other` series.
 */
export function boundedSeries<Series>(
  known: Map<string, Series>,
  value: string,
  limit: number,
  make: (label: string) => Series,
): Series {
  const series = known.get(value);
  if (series !== undefined) return series;
  if (known.size >= limit) {
    // Not remembered under the value itself, so the map stays bounded too.
    let other = known.get(otherLabelValue);
    if (other === undefined) {
      other = make(otherLabelValue);
      known.set(otherLabelValue, other);
    }
    return other;
  }
  const made = make(value.slice(0, maxLabelValueLength));
  known.set(value, made);
  return made;
}
