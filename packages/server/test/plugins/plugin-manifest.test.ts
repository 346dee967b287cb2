import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pluginManifestSchema } from '../../src/plugins/index.js';
import { readPluginManifest } from '../../src/plugins/plugin-manifest.js';

const publishedSchema = new URL('../../../../docs/plugin.schema.json', import.meta.url);

function manifestAt(content: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), 'spora-manifest-')), 'plugin.json');
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

function refusalOf(content: unknown): { code: string; message: string } {
  try {
    readPluginManifest(manifestAt(content));
  } catch (error) {
    const { code, message } = error as { code: string; message: string };
    return { code, message };
  }
  throw new Error('the manifest was accepted');
}

const valid = { slug: 'notes', name: 'Notes', version: '1.0.0-beta.1+build.5', entry: 'dist/index.js' };

describe('plugin.json', () => {
  it('is validated against the published schema', () => {
    expect(JSON.parse(readFileSync(publishedSchema, 'utf8'))).toEqual(pluginManifestSchema);
  });

  it('reads a valid manifest, with description and icon defaults', () => {
    expect(
      readPluginManifest(manifestAt({ ...valid, $schema: '../../docs/plugin.schema.json', icon: '  ' })),
    ).toEqual({
      ...valid,
      description: '',
      icon: null,
      requiredPlugins: [],
    });
  });

  it('refuses bad manifests with a code and every reason in words', () => {
    expect(refusalOf('{ "slug": ')).toMatchObject({ code: 'MANIFEST_UNREADABLE' });
    expect(refusalOf([])).toMatchObject({
      code: 'MANIFEST_INVALID',
      message: expect.stringContaining('plugin.json must hold a JSON object'),
    });
    const { code, message } = refusalOf({
      slug: '-Notes',
      version: '1.0',
      entry: '../outside.js',
      autoload: {},
    });
    expect(code).toBe('MANIFEST_INVALID');
    for (const reason of [
      'name is required',
      'slug must be lowercase letters, digits, - and _',
      'version must be a semantic version such as 1.0.0',
      'entry must be a .js, .mjs, .ts or .mts file inside the plugin folder',
      'autoload is not a manifest field',
    ]) {
      expect(message).toContain(reason);
    }
    for (const entry of ['/abs/index.js', 'lib/../../x.js', 'index.json', 'lib\\index.js']) {
      expect(refusalOf({ ...valid, entry }).code, entry).toBe('MANIFEST_INVALID');
    }
    expect(refusalOf({ ...valid, slug: 'a'.repeat(41) }).message).toContain(
      'slug must NOT have more than 40 characters',
    );
  });
});
