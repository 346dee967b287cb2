#!/usr/bin/env node
// The side-by-side benchmark: `npm run bench [-- --quick | --smoke] [--only a,b] [--workloads x,y]`.
// Starts the fake LLM in its own process (and PostgreSQL when a measurement needs it), each system
// in a process of its own, runs the workloads and writes the report: bench/RESULTS.md and
// bench/charts/*.svg for a full run, bench/out/ for --quick and --smoke. Method: bench/README.md.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensurePeersInstalled } from './lib/install-peers.mjs';
import { describeMachine } from './lib/machine.mjs';
import { placement, startFakeLlmProcess } from './lib/processes.mjs';
import { byName, catalogue, missingPackages, versionOf } from './lib/systems.mjs';
import { markdownTable, resultsDocument } from './report/markdown.mjs';
import { barChart } from './report/svg.mjs';
import { workloads } from './workloads/index.mjs';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    smoke: { type: 'boolean', default: false },
    only: { type: 'string' },
    workloads: { type: 'string' },
  },
});
const mode = values.smoke ? 'smoke' : values.quick ? 'quick' : 'full';
const log = (line) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);
const list = (text) =>
  text
    ? text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : null;
const here = (path) => fileURLToPath(new URL(path, import.meta.url));

const skipped = [];
// A smoke run measures Spora and the floors only and never installs anything; nor does a run
// whose --only names no peer.
const peersWanted = (list(values.only) ?? catalogue.map((system) => system.name)).some(
  (name) => byName.get(name)?.packages,
);
if (mode !== 'smoke' && peersWanted) ensurePeersInstalled(log);
const unknown = (list(values.only) ?? []).filter((name) => !byName.has(name));
if (unknown.length > 0) {
  console.error(
    `Unknown system(s): ${unknown.join(', ')}. Known: ${catalogue.map((s) => s.name).join(', ')}`,
  );
  process.exit(2);
}
const requested =
  list(values.only) ??
  catalogue
    .map((system) => system.name)
    .filter(
      (name) =>
        mode !== 'smoke' ||
        (!byName.get(name).packages && !byName.get(name).postgres && !byName.get(name).traced),
    );
let selected = requested.filter((name) => {
  const missing = missingPackages(byName.get(name));
  if (missing.length > 0)
    skipped.push(
      `${name}: not installed (${missing.join(', ')}); \`npm ci --prefix bench\` installs the peers`,
    );
  return missing.length === 0;
});
const chosenWorkloads = list(values.workloads);
const unknownWorkloads = (chosenWorkloads ?? []).filter(
  (id) => !workloads.some(({ module }) => module.id === id),
);
if (unknownWorkloads.length > 0) {
  console.error(
    `Unknown workload(s): ${unknownWorkloads.join(', ')}. Known: ${workloads.map(({ module }) => module.id).join(', ')}`,
  );
  process.exit(2);
}
const active = workloads.filter(({ module }) => !chosenWorkloads || chosenWorkloads.includes(module.id));

// PostgreSQL: the run re-starts itself under scripts/with-postgres.mjs, pinned with the
// infrastructure, when a Spora-on-PostgreSQL measurement is selected and no server was given.
if (selected.some((name) => byName.get(name).postgres) && !process.env.SPORA_TEST_DATABASE_URL) {
  const hasServer =
    spawnSync('sh', ['-c', 'ls /usr/lib/postgresql/*/bin/initdb || command -v initdb'], { stdio: 'ignore' })
      .status === 0;
  if (hasServer) {
    const command = [
      process.execPath,
      here('../scripts/with-postgres.mjs'),
      '--',
      process.execPath,
      here('run.mjs'),
      ...process.argv.slice(2),
    ];
    const [file, ...args] = placement.pinned
      ? ['taskset', '-c', placement.infrastructure, ...command]
      : command;
    const child = spawn(file, args, { stdio: 'inherit' });
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
    await new Promise(() => {});
  }
  skipped.push(
    'spora-postgres: no PostgreSQL server binaries found (the Debian "postgresql" package provides them)',
  );
  selected = selected.filter((name) => !byName.get(name).postgres);
}
if (placement.pinned && !process.env.BENCH_PINNED) {
  // The coordinator stays off the systems' cores too.
  spawnSync('taskset', ['-p', '-c', placement.infrastructure, String(process.pid)], { stdio: 'ignore' });
}

function postgresVersion() {
  if (!process.env.SPORA_TEST_DATABASE_URL) return null;
  const bin = spawnSync('sh', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1'], {
    encoding: 'utf8',
  }).stdout.trim();
  const version = spawnSync(`${bin}/postgres`, ['--version'], { encoding: 'utf8' }).stdout.trim();
  return `${version || 'unknown'} (scripts/with-postgres.mjs: fsync off, synchronous_commit on)`;
}

// The load when the run began, as the machine description reports it.
const [load] = loadavg();
const machine = describeMachine({ postgresVersion: postgresVersion() });
log(`${mode} run: ${selected.join(', ')}`);
const llm = await startFakeLlmProcess();
const results = [];
try {
  for (const workload of active) {
    const systems = workload.systems(selected);
    if (systems.length === 0) continue;
    log(`${workload.module.title}: ${systems.join(', ')}`);
    const started = Date.now();
    try {
      const result = await workload.module.run({ mode, systems, llm, log });
      result.notes = [
        ...(result.notes ?? []),
        `Took ${((Date.now() - started) / 1000).toFixed(0)} s in this run.`,
      ];
      results.push(result);
      console.log(`\n### ${result.title}\n\n${markdownTable(result.table)}\n`);
    } catch (error) {
      log(`${workload.module.id} failed: ${error.stack ?? error}`);
      skipped.push(`${workload.module.id}: failed in this run (${String(error.message).split('\n')[0]})`);
      if (mode === 'smoke') process.exitCode = 1;
    }
  }
} finally {
  await llm.close();
}

const outDirectory = mode === 'full' ? here('.') : here(`out/${mode}/`);
const chartDirectory = `${outDirectory}/charts`;
mkdirSync(chartDirectory, { recursive: true });
const chartPaths = {};
for (const result of results) {
  if (!result.chart) continue;
  writeFileSync(`${chartDirectory}/${result.id}.svg`, barChart({ title: result.title, ...result.chart }));
  chartPaths[result.id] = `charts/${result.id}.svg`;
}
const command = `npm run bench${mode === 'full' ? '' : ` -- --${mode}`}${values.only ? ` --only ${values.only}` : ''}${values.workloads ? ` --workloads ${values.workloads}` : ''}`;
const conditions =
  load > cpus().length * 0.5
    ? [
        `The machine was busy with other work when this run began (load average ${load.toFixed(1)} on ${cpus().length} cores): ` +
          'absolute figures are inflated and noisy, ratios less so but still. Re-measure on a quiet machine with the command above.',
      ]
    : [];
const systemsShown = selected.map((name) => ({ ...byName.get(name), version: versionOf(byName.get(name)) }));
const document = resultsDocument({
  machine,
  conditions,
  systems: systemsShown,
  mode,
  command,
  results,
  skipped,
  chartPaths,
});
writeFileSync(`${outDirectory}/RESULTS.md`, document);
writeFileSync(
  `${outDirectory}/results.json`,
  `${JSON.stringify({ machine, mode, results, skipped }, null, 2)}\n`,
);
log(`report written to ${outDirectory}/RESULTS.md${existsSync(chartDirectory) ? ' with charts' : ''}`);
if (skipped.length > 0) log(`left out: ${skipped.join('; ')}`);
