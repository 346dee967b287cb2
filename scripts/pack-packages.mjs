#!/usr/bin/env node
// Packs every published workspace package (those not marked private) into one folder, as
// `npm publish` would ship them: `@spora/server` carries the built web UI and the core skills
// (its prepack copies them in). Build first (`npm run build`). The Dockerfile installs these
// tarballs, and scripts/package-install-smoke.mjs tests them.
//
//   node scripts/pack-packages.mjs [folder]     (default: ./tarballs)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The workspace folders of the root package.json, `plugins/*` expanded. */
export function workspaceFolders() {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [join(root, pattern)];
    const parent = join(root, pattern.slice(0, -2));
    return readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(parent, entry.name, 'package.json')))
      .map((entry) => join(parent, entry.name));
  });
}

/** Packs the published packages into `destination` (emptied first); returns the tarballs' paths. */
export function packPackages(destination) {
  for (const required of ['packages/server/dist/cli/main.js', 'packages/web/dist/index.html']) {
    if (!existsSync(join(root, required))) {
      throw new Error(`${required} is missing: run \`npm run build\` first.`);
    }
  }
  rmSync(destination, { recursive: true, force: true });
  mkdirSync(destination, { recursive: true });
  const tarballs = [];
  for (const folder of workspaceFolders()) {
    const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
    if (manifest.private) {
      console.log(`${manifest.name}: private, not packed`);
      continue;
    }
    const output = execFileSync('npm', ['pack', '--silent', '--pack-destination', destination], {
      cwd: folder,
      encoding: 'utf8',
    });
    const file = output.trim().split('\n').at(-1);
    console.log(`${manifest.name}: ${file}`);
    tarballs.push(join(destination, file));
  }
  return tarballs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    packPackages(resolve(process.argv[2] ?? join(root, 'tarballs')));
  } catch (error) {
    console.error(`pack-packages: ${error.message}`);
    process.exit(1);
  }
}
