import { describe, expect, it } from 'vitest';
import { missingPluginsOf, readTemplateFile } from '../../src/agents/templates/template-file';

describe('template files', () => {
  it('reads a JSON object and refuses anything else with the reason', async () => {
    expect(await readTemplateFile(new File(['{"id":"a"}'], 'a.json'))).toEqual({
      ok: true,
      template: { id: 'a' },
    });
    const broken = await readTemplateFile(new File(['{"id":'], 'broken.json'));
    expect(broken).toMatchObject({
      ok: false,
      message: expect.stringContaining('broken.json is not valid JSON'),
    });
    expect(await readTemplateFile(new File(['[1]'], 'list.json'))).toMatchObject({
      ok: false,
      message: expect.stringContaining('expected a JSON object'),
    });
    const huge = await readTemplateFile(new File(['x'.repeat(1024 * 1024 + 1)], 'huge.json'));
    expect(huge).toMatchObject({ ok: false, message: expect.stringContaining('larger than 1 MB') });
  });

  it('names the missing plugins from the warnings’ paths', () => {
    const template = {
      required_plugins: ['memories', 'acme'],
      tools: [{ tool_class: 'core/WebFetchTool' }, { tool_class: 'weather/ForecastTool' }],
    };
    expect(
      missingPluginsOf(template, [
        { code: 'PLUGIN_MISSING', severity: 'warning', message: 'm', path: 'required_plugins[1]' },
        { code: 'TOOL_PLUGIN_MISSING', severity: 'warning', message: 'm', path: 'tools[1].tool_class' },
        { code: 'SYSTEM_PROMPT_MISSING', severity: 'warning', message: 'm', path: 'agent.system_prompt' },
      ]),
    ).toEqual(['acme', 'weather']);
  });
});
