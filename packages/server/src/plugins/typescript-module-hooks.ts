/**
 * Node.js module hooks, registered with `module.register` by `enableTypeScriptModules`, that let
 * a deployment write its App, plugins and migrations in TypeScript on every supported Node.js:
 * a `.ts` or `.mts` file outside `node_modules` is compiled to an ES module by esbuild when it is
 * imported (types erased, TC39 decorators lowered), whatever the nearest `package.json` says; and
 * a relative `./x.js` (or `./x`) written in such a file finds `./x.ts`, as `tsc` output would.
 * Bare specifiers resolve as usual, so `@spora/sdk` is the copy the server itself uses.
 *
 * The hooks run on Node's loader thread; they keep no state.
 */
import { readFile } from 'node:fs/promises';
import type { LoadHook, ResolveHook } from 'node:module';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { isDeploymentTypeScript } from './typescript-files.js';

/** The TypeScript file a relative specifier means when the file it names does not exist. */
export function typeScriptSpecifierFor(specifier: string, parentUrl: string | undefined): string | null {
  if (!parentUrl || !isDeploymentTypeScript(parentUrl)) return null;
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  if (specifier.endsWith('.js')) return `${specifier.slice(0, -3)}.ts`;
  if (specifier.endsWith('.mjs')) return `${specifier.slice(0, -4)}.mts`;
  const lastSegment = specifier.slice(specifier.lastIndexOf('/') + 1);
  return lastSegment.includes('.') ? null : `${specifier}.ts`;
}

export const resolve: ResolveHook = async (specifier, context, nextResolve) => {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    const alternative = typeScriptSpecifierFor(specifier, context.parentURL);
    if (alternative === null || (error as { code?: unknown }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    try {
      return await nextResolve(alternative, context);
    } catch {
      // The specifier as written is what the author should see in the error.
      throw error;
    }
  }
};

export const load: LoadHook = async (url, context, nextLoad) => {
  if (!isDeploymentTypeScript(url)) return nextLoad(url, context);
  const path = fileURLToPath(url);
  const compiled = await compileTypeScript(await readFile(path, 'utf8'), path);
  return { format: 'module', source: compiled, shortCircuit: true };
};

/**
 * Compiles one TypeScript module to JavaScript for this Node.js. The options are fixed rather than
 * read from a `tsconfig.json`: the SDK's decorators are the standard (TC39) ones, and classes use
 * standard field semantics, as `tsc` emits for ES2022 and later.
 */
export async function compileTypeScript(source: string, path: string): Promise<string> {
  const result = await transform(source, {
    loader: 'ts',
    format: 'esm',
    target: `node${process.versions.node}`,
    sourcefile: path,
    sourcemap: 'inline',
    tsconfigRaw: { compilerOptions: { experimentalDecorators: false, useDefineForClassFields: true } },
  });
  return result.code;
}
