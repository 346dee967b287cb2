import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repository = join(import.meta.dirname, '..', '..', '..');

/** Every `SPORA_*` name the server's sources read, so a new setting cannot stay undocumented. */
function variablesInSources(directory: string): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(directory, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const [name] of text.matchAll(/SPORA_[A-Z_]*[A-Z]/g)) names.add(name);
  }
  return names;
}

describe('the README settings table', () => {
  it('lists every SPORA_* variable the server reads', () => {
    const readme = readFileSync(join(repository, 'README.md'), 'utf8');
    const section = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1),
    );
    const documented = new Set(
      section
        .split('\n')
        .filter((line) => line.startsWith('| `SPORA_'))
        .flatMap((line) =>
          [...(line.split('|')[1] ?? '').matchAll(/SPORA_[A-Z_]*[A-Z]/g)].map(([name]) => name),
        ),
    );
    const read = variablesInSources(join(repository, 'packages', 'server', 'src'));
    expect(read.size).toBeGreaterThan(15);
    expect([...read].filter((name) => !documented.has(name)).sort()).toEqual([]);
  });
});
