/**
 * The benchmark harness still works: `bench/run.mjs --smoke` drives Spora on SQLite and the two
 * floors through a few workloads at tiny sizes, with no peers installed, and writes its report.
 * It times nothing: figures from a smoke run mean nothing, only that each one was produced.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const runScript = fileURLToPath(new URL('../run.mjs', import.meta.url));
const resultsFile = fileURLToPath(new URL('../out/smoke/results.json', import.meta.url));
const workloads = ['step-overhead', 'work-per-step', 'concurrency', 'approval'];

interface SmokeResults {
  readonly results: readonly {
    readonly id: string;
    readonly table: { readonly rows: readonly unknown[][] };
  }[];
  readonly skipped: readonly string[];
}

it('runs Spora and the floors through the workloads and writes the report', () => {
  const run = spawnSync(process.execPath, [runScript, '--smoke', '--workloads', workloads.join(',')], {
    encoding: 'utf8',
    timeout: 170_000,
  });
  expect(run.status, run.stderr).toBe(0);
  const report = JSON.parse(readFileSync(resultsFile, 'utf8')) as SmokeResults;
  expect(report.results.map((result) => result.id)).toEqual(workloads);
  const overhead = report.results.find((result) => result.id === 'step-overhead');
  expect(overhead?.table.rows.map((row) => row[0])).toEqual([
    'floor, in memory',
    'floor-sqlite (one transaction per step)',
    'Spora on SQLite',
    'Spora on SQLite, side-effecting step',
  ]);
  expect(report.skipped).toEqual([]);
}, 180_000);
