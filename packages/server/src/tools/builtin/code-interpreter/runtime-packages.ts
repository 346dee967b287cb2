import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SandboxLanguage, SandboxRuntime } from './sandbox-protocol.js';

/** A language's runtime as the sandbox process loads it, and the folders it must be able to read. */
export interface RuntimePackage {
  readonly runtime: SandboxRuntime;
  readonly readableFolders: readonly string[];
}

const require = createRequire(import.meta.url);
const found = new Map<SandboxLanguage, RuntimePackage>();

/**
 * Finds the runtime's packages where Node would (they are dependencies of this package). The
 * sandbox imports them by file URL, so it never resolves a bare name by looking through folders
 * it is not allowed to read.
 */
export function runtimePackage(language: SandboxLanguage): RuntimePackage {
  let known = found.get(language);
  if (known === undefined) {
    known = language === 'python' ? pyodidePackage() : quickJsPackage();
    found.set(language, known);
  }
  return known;
}

/** Pyodide imports `ws` by name while it loads (for sockets, which the sandbox refuses anyway). */
function pyodidePackage(): RuntimePackage {
  const folder = dirname(require.resolve('pyodide/package.json'));
  const ws = packageFolder(createRequire(join(folder, 'package.json')).resolve('ws'));
  // Pyodide joins file names to indexURL: it must end with a separator.
  return { runtime: { language: 'python', pyodideFolder: `${folder}${sep}` }, readableFolders: [folder, ws] };
}

/**
 * QuickJS comes as the engine-neutral core plus one compiled variant; the synchronous release
 * build is the small, fast one. The core imports its FFI types package by name.
 */
function quickJsPackage(): RuntimePackage {
  const fromQuickJs = createRequire(require.resolve('quickjs-emscripten'));
  const core = packageFolder(fromQuickJs.resolve('quickjs-emscripten-core'));
  const variant = packageFolder(fromQuickJs.resolve('@jitl/quickjs-wasmfile-release-sync'));
  const ffiTypes = packageFolder(
    createRequire(join(core, 'package.json')).resolve('@jitl/quickjs-ffi-types'),
  );
  return {
    runtime: {
      language: 'javascript',
      coreModule: moduleEntry(core),
      variantModule: moduleEntry(variant),
    },
    readableFolders: [core, variant, ffiTypes],
  };
}

function packageFolder(file: string): string {
  let folder = dirname(file);
  while (!existsSync(join(folder, 'package.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`No package.json above ${file}.`);
    folder = parent;
  }
  return folder;
}

/** The file an `import` of the package loads, from its `exports` map. */
function moduleEntry(folder: string): string {
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {
    exports?: { '.'?: { import?: string } };
  };
  const entry = manifest.exports?.['.']?.import;
  if (entry === undefined) throw new Error(`${folder} has no ES module entry.`);
  return pathToFileURL(join(folder, entry)).href;
}
