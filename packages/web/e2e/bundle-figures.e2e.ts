import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { builtWebUiDirectory } from '../../server/src/http/routes/web-ui.js';

/** What a first visit downloads before the app can start: the entry page's scripts and styles. */
function initialAssets(directory: string): string[] {
  const html = readFileSync(join(directory, 'index.html'), 'utf8');
  const references = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1] ?? '',
  );
  return [...new Set(references)];
}

describe('figures: the UI a first visit downloads', () => {
  it('prints the initial JavaScript and CSS, gzipped', () => {
    const directory = builtWebUiDirectory();
    if (directory === null) throw new Error('The web UI is not built: run npm run build.');
    const assets = initialAssets(directory);
    expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
    let javascript = 0;
    let css = 0;
    for (const asset of assets) {
      const size = gzipSync(readFileSync(join(directory, asset))).length;
      if (asset.endsWith('.js')) javascript += size;
      else css += size;
    }
    console.log(
      `[figure] initial download, gzipped: JavaScript ${(javascript / 1024).toFixed(1)} KiB, CSS ${(css / 1024).toFixed(1)} KiB (${assets.length} files; each page's own code loads when it is opened)`,
    );
  });
});
