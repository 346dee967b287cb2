/**
 * The module hooks that compile a deployment's TypeScript, called directly here; the test of the
 * built `spora` command (plugin-cli.test.ts) runs them inside Node's loader.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { LoadHookContext, ResolveHookContext } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { listMigrationFiles } from '../../src/plugins/plugin-migrations.js';
import { isDeploymentTypeScript, isTypeScriptModulePath } from '../../src/plugins/typescript-files.js';
import {
  compileTypeScript,
  load,
  resolve,
  typeScriptSpecifierFor,
} from '../../src/plugins/typescript-module-hooks.js';

const appUrl = 'file:///srv/spora/app/App.ts';

function notFound(specifier: string): Error {
  return Object.assign(new Error(`Cannot find module '${specifier}'`), { code: 'ERR_MODULE_NOT_FOUND' });
}

/** A `nextResolve` that knows only the given specifiers. */
function resolverKnowing(...known: string[]) {
  const asked: string[] = [];
  const nextResolve = async (specifier: string) => {
    asked.push(specifier);
    if (!known.includes(specifier)) throw notFound(specifier);
    return { url: new URL(specifier, appUrl).href, shortCircuit: true };
  };
  return { asked, nextResolve };
}

const resolveContext = (parentURL: string): ResolveHookContext => ({
  conditions: ['node', 'import'],
  importAttributes: {},
  importAssertions: {},
  parentURL,
});

describe('which files are the deployment TypeScript', () => {
  it('takes .ts and .mts modules outside node_modules, not declarations or other URLs', () => {
    expect(isDeploymentTypeScript(appUrl)).toBe(true);
    expect(isDeploymentTypeScript('file:///srv/spora/plugins/notes/src/index.mts')).toBe(true);
    expect(isDeploymentTypeScript('file:///srv/spora/app/App.js')).toBe(false);
    expect(isDeploymentTypeScript('file:///srv/spora/app/types.d.ts')).toBe(false);
    expect(isDeploymentTypeScript('file:///srv/spora/node_modules/some-plugin/index.ts')).toBe(false);
    expect(isDeploymentTypeScript('node:fs')).toBe(false);
    expect(isDeploymentTypeScript('data:text/javascript,export default 1')).toBe(false);
    expect(isTypeScriptModulePath('/srv/spora/app/App.mts')).toBe(true);
    expect(isTypeScriptModulePath('/srv/spora/app/App.d.mts')).toBe(false);
  });
});

describe('resolving from a TypeScript module', () => {
  it('maps ./x.js, ./x.mjs and ./x to the TypeScript file, as tsc output would import it', () => {
    expect(typeScriptSpecifierFor('./tools/clock-tool.js', appUrl)).toBe('./tools/clock-tool.ts');
    expect(typeScriptSpecifierFor('../shared/time.mjs', appUrl)).toBe('../shared/time.mts');
    expect(typeScriptSpecifierFor('./tools/clock-tool', appUrl)).toBe('./tools/clock-tool.ts');
    expect(typeScriptSpecifierFor('./data.json', appUrl)).toBeNull();
    expect(typeScriptSpecifierFor('@spora/sdk', appUrl)).toBeNull();
    expect(typeScriptSpecifierFor('./tools/clock-tool.js', 'file:///srv/spora/app/App.js')).toBeNull();
    expect(typeScriptSpecifierFor('./tools/clock-tool.js', undefined)).toBeNull();
  });

  it('tries the TypeScript file only after the specifier as written is not found', async () => {
    const { asked, nextResolve } = resolverKnowing('./clock-tool.ts', './present.js');
    const resolved = await resolve('./clock-tool.js', resolveContext(appUrl), nextResolve);
    expect(resolved.url).toBe('file:///srv/spora/app/clock-tool.ts');
    expect(asked).toEqual(['./clock-tool.js', './clock-tool.ts']);

    const present = resolverKnowing('./present.js', './present.ts');
    await resolve('./present.js', resolveContext(appUrl), present.nextResolve);
    expect(present.asked).toEqual(['./present.js']);
  });

  it('reports the specifier as written when neither file exists, and leaves JavaScript parents alone', async () => {
    const missing = resolverKnowing();
    await expect(resolve('./missing.js', resolveContext(appUrl), missing.nextResolve)).rejects.toThrow(
      "Cannot find module './missing.js'",
    );
    expect(missing.asked).toEqual(['./missing.js', './missing.ts']);

    const fromJavaScript = resolverKnowing('./clock-tool.ts');
    await expect(
      resolve('./clock-tool.js', resolveContext('file:///srv/spora/app/App.js'), fromJavaScript.nextResolve),
    ).rejects.toThrow("Cannot find module './clock-tool.js'");
    expect(fromJavaScript.asked).toEqual(['./clock-tool.js']);
  });
});

describe('loading a TypeScript module', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  function folderWith(files: Record<string, string>): string {
    const folder = mkdtempSync(join(tmpdir(), 'spora-typescript-'));
    folders.push(folder);
    for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
    return folder;
  }

  const loadContext: LoadHookContext = {
    conditions: ['node', 'import'],
    format: undefined,
    importAttributes: {},
    importAssertions: {},
  };

  it('compiles to an ES module that runs: standard decorators, enums and parameter properties', async () => {
    const compiled = await compileTypeScript(
      [
        'export const decorated: string[] = [];',
        'function Named(name: string) {',
        "  return (target: unknown, context: ClassDecoratorContext): void => { decorated.push([name, String(context.name)].join(':')); };",
        '}',
        "export enum Zone { Utc = 'UTC' }",
        "@Named('clock')",
        'export class ClockTool {',
        '  constructor(private readonly zone: Zone = Zone.Utc) {}',
        "  describe(at: string): string { return [at, this.zone satisfies Zone].join(' '); }",
        '}',
      ].join('\n'),
      '/srv/spora/app/clock-tool.ts',
    );
    expect(compiled).toContain('sourceMappingURL=data:application/json');
    const folder = folderWith({ 'clock-tool.mjs': compiled });
    const module = (await import(pathToFileURL(join(folder, 'clock-tool.mjs')).href)) as {
      decorated: string[];
      Zone: { Utc: string };
      ClockTool: new () => { describe(at: string): string };
    };
    expect(module.decorated).toEqual(['clock:ClockTool']);
    expect(module.Zone.Utc).toBe('UTC');
    expect(new module.ClockTool().describe('noon')).toBe('noon UTC');
  });

  it('answers with a module for deployment TypeScript, whatever the package type, and passes everything else on', async () => {
    const folder = folderWith({
      'package.json': '{ "type": "commonjs" }',
      'App.ts': 'export const greeting: string = "hello";',
    });
    const passedOn: string[] = [];
    const nextLoad = async (url: string) => {
      passedOn.push(url);
      return { format: 'module' as const, source: 'export {}', shortCircuit: true };
    };
    const appModule = await load(pathToFileURL(join(folder, 'App.ts')).href, loadContext, nextLoad);
    expect(appModule.format).toBe('module');
    expect(String(appModule.source)).toContain('const greeting = "hello"');

    await load('file:///srv/spora/node_modules/notes/index.ts', loadContext, nextLoad);
    await load('file:///srv/spora/app/App.js', loadContext, nextLoad);
    expect(passedOn).toEqual([
      'file:///srv/spora/node_modules/notes/index.ts',
      'file:///srv/spora/app/App.js',
    ]);
  });

  it('fails with the file, line and reason when the TypeScript does not parse', async () => {
    const folder = folderWith({ 'App.ts': 'export const broken: number = ;' });
    const path = join(folder, 'App.ts');
    await expect(
      load(pathToFileURL(path).href, loadContext, async () => ({ format: 'module', source: '' })),
    ).rejects.toThrow(`${path}:1:30: ERROR: Unexpected ";"`);
  });

  it('lists TypeScript migrations beside JavaScript ones and ignores declaration files', () => {
    const folder = folderWith({
      '0001-create-readings.ts': '',
      '0002-add-zone.mts': '',
      '0003-add-index.js': '',
      '0001-create-readings.d.ts': '',
      '0001-create-readings.js.map': '',
    });
    expect(listMigrationFiles(folder, 3).map((file) => file.name)).toEqual([
      '0001-create-readings',
      '0002-add-zone',
      '0003-add-index',
    ]);
  });

  it('takes the built JavaScript of a migration whose TypeScript sits beside it', () => {
    const folder = folderWith({
      '0001-create-readings.ts': '',
      '0001-create-readings.js': '',
      '0002-add-zone.mts': '',
    });
    expect(listMigrationFiles(folder, 2).map((file) => file.path.slice(folder.length + 1))).toEqual([
      '0001-create-readings.js',
      '0002-add-zone.mts',
    ]);
  });
});
