/**
 * The template catalogue: core's folder first, then plugin folders, files by name; unreadable
 * files, ids outside their source and taken ids are listed with an error, never dropped; and a
 * plugin's templates are validated and importable like core's. On every engine where storage is
 * involved.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AgentTemplateCatalogue } from '../../../src/agents/templates/agent-template-catalogue.js';
import { coreAgentTemplateSource } from '../../../src/agents/templates/index.js';
import { testEngines } from '../../support/test-databases.js';
import {
  openTemplatePlatform,
  type TemplateTestPlatform,
  template,
  templateFolder,
} from './template-fixtures.js';

describe('agent template catalogue files', () => {
  it('ships the core templates from packages/server/agent-templates', async () => {
    const catalogue = new AgentTemplateCatalogue([coreAgentTemplateSource]);
    const entries = await catalogue.list();
    expect(entries.map((entry) => [entry.id, entry.source, entry.filename, entry.issues])).toEqual([
      ['core/agent-builder', 'core', 'agent-builder.json', []],
      ['core/assistant', 'core', 'assistant.json', []],
    ]);
  });

  it('reads sources in order and files by name, only .json directly in the folder', async () => {
    const plugin = templateFolder({
      'b.json': template({ id: 'acme/b' }),
      'a.json': template({ id: 'acme/a' }),
      'notes.txt': 'not a template',
      'c.yaml': 'id: acme/c',
    });
    mkdirSync(join(plugin, 'nested'));
    writeFileSync(join(plugin, 'nested', 'd.json'), JSON.stringify(template({ id: 'acme/d' })));
    const catalogue = new AgentTemplateCatalogue([
      coreAgentTemplateSource,
      { source: 'acme', directory: plugin },
    ]);
    expect((await catalogue.list()).map((entry) => entry.id)).toEqual([
      'core/agent-builder',
      'core/assistant',
      'acme/a',
      'acme/b',
    ]);
    expect((await catalogue.find('acme/b'))?.raw).toEqual(template({ id: 'acme/b' }));
    expect(await catalogue.find('acme/d')).toBeUndefined();
  });

  it('treats a source without a folder as empty', async () => {
    const catalogue = new AgentTemplateCatalogue([
      { source: 'gone', directory: '/nonexistent/spora/templates' },
    ]);
    expect(await catalogue.list()).toEqual([]);
  });

  it('lists a file that is not JSON with TEMPLATE_PARSE_ERROR under a fallback id', async () => {
    const plugin = templateFolder({ 'broken.json': '{"id": "acme/broken",' });
    const [entry] = await new AgentTemplateCatalogue([{ source: 'acme', directory: plugin }]).list();
    expect(entry).toMatchObject({ id: 'acme/broken', filename: 'broken.json', raw: undefined });
    expect(entry?.issues).toEqual([
      expect.objectContaining({
        code: 'TEMPLATE_PARSE_ERROR',
        severity: 'error',
        message: expect.stringContaining('broken.json is not valid JSON'),
      }),
    ]);
  });

  it('refuses ids outside the source, so no plugin can stand in for core or another plugin', async () => {
    const plugin = templateFolder({
      'fake-core.json': template({ id: 'core/assistant' }),
      'bare.json': template({ id: 'bare' }),
    });
    const entries = await new AgentTemplateCatalogue([{ source: 'acme', directory: plugin }]).list();
    expect(entries.map((entry) => [entry.id, entry.issues.map((issue) => issue.code)])).toEqual([
      ['bare', ['ID_NAMESPACE_MISMATCH']],
      ['core/assistant', ['ID_NAMESPACE_MISMATCH']],
    ]);
  });

  it('keeps an id for its first file and lists a second one with TEMPLATE_ID_DUPLICATE', async () => {
    const plugin = templateFolder({
      'one.json': template({ id: 'acme/same', name: 'One' }),
      'two.json': template({ id: 'acme/same', name: 'Two' }),
    });
    const catalogue = new AgentTemplateCatalogue([{ source: 'acme', directory: plugin }]);
    const entries = await catalogue.list();
    expect(entries.map((entry) => [entry.filename, entry.issues.map((issue) => issue.code)])).toEqual([
      ['one.json', []],
      ['two.json', ['TEMPLATE_ID_DUPLICATE']],
    ]);
    expect((await catalogue.find('acme/same'))?.filename).toBe('one.json');
  });
});

describe.each(testEngines)('plugin templates on $name', (engine) => {
  let test: TemplateTestPlatform;

  afterEach(() => test.dispose());

  it('validates, lists and imports a plugin template like a core one, with its file errors counted', async () => {
    const directory = templateFolder({
      'researcher.json': template({
        id: 'acme/researcher',
        name: 'Researcher',
        tools: [{ tool_class: 'acme:vault', enabled: true, settings: { region: 'us' } }],
        required_plugins: ['acme'],
      }),
      'impostor.json': template({ id: 'core/impostor' }),
    });
    test = await openTemplatePlatform(engine, { pluginSources: [{ source: 'acme', directory }] });
    const owner = await test.newUser();
    const reports = await test.templates.list(owner);
    expect(
      reports.map(({ entry, validation }) => [
        entry.id,
        validation.valid,
        validation.errors.map((issue) => issue.code),
      ]),
    ).toEqual([
      ['core/agent-builder', true, []],
      ['core/assistant', true, []],
      ['core/impostor', false, ['ID_NAMESPACE_MISMATCH']],
      ['acme/researcher', true, []],
    ]);
    await expect(test.templates.importTemplate({ templateId: 'core/impostor' }, owner)).rejects.toMatchObject(
      {
        code: 'VALIDATION_ERROR',
      },
    );
    const imported = await test.templates.importTemplate({ templateId: 'acme/researcher' }, owner);
    expect(imported.agent).toMatchObject({ name: 'Researcher', user_id: owner });
    expect(imported.toolsEnabled).toEqual([
      {
        toolClass: 'acme/VaultTool',
        toolName: 'acme:vault',
        operationsApplied: [],
        settingsApplied: ['region'],
      },
    ]);
    expect(imported.warnings.map((issue) => issue.code)).toEqual(['TOOL_NEEDS_CONFIGURATION']);
  });
});
