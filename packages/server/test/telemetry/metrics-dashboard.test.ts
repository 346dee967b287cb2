import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/test-databases.js';
import { openTestPlatform, type TestPlatform } from '../support/test-platform.js';

interface Panel {
  readonly id: number;
  readonly type: string;
  readonly targets?: readonly { readonly expr: string }[];
}

const dashboard = JSON.parse(
  readFileSync(new URL('../../../../docs/grafana-dashboard.json', import.meta.url), 'utf8'),
) as { panels: Panel[]; templating: { list: { definition?: string }[] } };
const metricsDoc = readFileSync(new URL('../../../../docs/metrics.md', import.meta.url), 'utf8');

/** The series a PromQL expression reads, less the suffixes of a histogram's parts. */
function seriesOf(expression: string): string[] {
  return [...expression.matchAll(/\b(?:spora|process|nodejs)_[a-z0-9_]+/g)].map(([name]) =>
    name.replace(/_(bucket|count|sum)$/, ''),
  );
}

describe.runIf(testEngines[0] !== undefined)('the Grafana dashboard and the metrics reference', () => {
  let test: TestPlatform;
  let declared: Set<string>;

  beforeAll(async () => {
    test = await openTestPlatform(testEngines[0] as (typeof testEngines)[number]);
    const { body } = await test.platform.metrics.exposition();
    declared = new Set([...body.matchAll(/^# TYPE (\S+) /gm)].map(([, name]) => name as string));
  });

  afterAll(async () => {
    await test.dispose();
  });

  it('queries only series the platform exposes', () => {
    const expressions = [
      ...dashboard.panels.flatMap((panel) => panel.targets?.map((target) => target.expr) ?? []),
      ...dashboard.templating.list.flatMap((variable) => variable.definition ?? []),
    ];
    expect(expressions.length).toBeGreaterThan(20);
    for (const expression of expressions) {
      for (const series of seriesOf(expression)) expect(declared, expression).toContain(series);
    }
    const ids = dashboard.panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents every spora_ series the platform exposes', () => {
    const own = [...declared].filter((name) => name.startsWith('spora_'));
    expect(own.length).toBeGreaterThan(10);
    for (const name of own) expect(metricsDoc, name).toContain(`\`${name}\``);
  });
});
