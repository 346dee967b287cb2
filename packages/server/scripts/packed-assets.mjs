#!/usr/bin/env node
// What the published @spora/server carries besides its compiled code: the built web UI (from
// @spora/web, which is not published) and the core skills (the repository's `skills/`). `npm pack`
// and `npm publish` copy them in before packing (`prepack`: `copy`) and remove the copies after
// (`postpack`: `remove`), so a checkout keeps one source of each. The server looks for these
// copies first and for the repository's folders otherwise.
//
//   node scripts/packed-assets.mjs copy|remove
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverPackage = fileURLToPath(new URL('..', import.meta.url));
const assets = [
  { from: join(serverPackage, '..', 'web', 'dist'), to: join(serverPackage, 'web-ui'), marker: 'index.html' },
  { from: join(serverPackage, '..', '..', 'skills'), to: join(serverPackage, 'skills'), marker: null },
];

const action = process.argv[2];
if (action === 'copy') {
  for (const { from, to, marker } of assets) {
    if (!existsSync(marker === null ? from : join(from, marker))) {
      console.error(`packed-assets: ${from} is missing; run \`npm run build\` at the repository root first.`);
      process.exit(1);
    }
    rmSync(to, { recursive: true, force: true });
    // The build stamp says when the UI was built here; it means nothing in the package. Source
    // maps (two thirds of the UI's size) serve a developer's checkout, not an installation.
    cpSync(from, to, {
      recursive: true,
      filter: (source) => !source.endsWith('.build-stamp') && !source.endsWith('.map'),
    });
  }
} else if (action === 'remove') {
  for (const { to } of assets) rmSync(to, { recursive: true, force: true });
} else {
  console.error('usage: node scripts/packed-assets.mjs copy|remove');
  process.exit(2);
}
