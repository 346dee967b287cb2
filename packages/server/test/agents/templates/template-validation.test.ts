/**
 * Template validation: the schema (closed objects, patterns, ranges) and the checks against this
 * server — tools in each accepted form, operations, settings, secrets, plugins, prompts and tool
 * configuration for the importing user. Every code is produced here at least once. On every engine.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TemplateValidation } from '../../../src/agents/templates/index.js';
import { settingsSubjectOf } from '../../../src/settings/index.js';
import { testEngines } from '../../support/test-databases.js';
import {
  openTemplatePlatform,
  type TemplateTestPlatform,
  template,
  vaultToolClass,
} from './template-fixtures.js';

/** The first JSON code block after `heading` in a Markdown file of the repository. */
function jsonExample(file: string, heading: string): unknown {
  const text = readFileSync(new URL(`../../../../../${file}`, import.meta.url), 'utf8');
  const section = text.slice(text.indexOf(heading));
  const start = section.indexOf('```json') + '```json'.length;
  return JSON.parse(section.slice(start, section.indexOf('```', start)));
}

const codes = (issues: TemplateValidation['errors']) => issues.map((issue) => issue.code);

describe.each(testEngines)('agent template validation on $name', (engine) => {
  let test: TemplateTestPlatform;
  let ownerId: number;

  beforeEach(async () => {
    test = await openTemplatePlatform(engine);
    ownerId = await test.newUser();
  });

  afterEach(() => test.dispose());

  const validate = (raw: unknown, owner = ownerId) => test.templates.validate({ template: raw }, owner);
  const tools = (...entries: unknown[]) => template({ tools: entries });
  const vaultSubject = () => {
    const vault = test.platform.tools.get(vaultToolClass);
    if (!vault) throw new Error('vault not registered');
    return settingsSubjectOf(vault);
  };

  it('passes both core templates without errors or warnings', async () => {
    for (const id of ['core/assistant', 'core/agent-builder']) {
      const validation = await test.templates.validate({ templateId: id }, ownerId);
      expect(validation, id).toMatchObject({ valid: true, errors: [], warnings: [] });
    }
  });

  it('passes the templates the documentation shows', async () => {
    const skillExample = await validate(jsonExample('skills/agent-creation/SKILL.md', '## Operator upload'));
    expect(skillExample).toMatchObject({ valid: true, errors: [], warnings: [] });
    const docsExample = await validate(jsonExample('docs/agent-templates.md', '## The format'));
    expect(docsExample.errors).toEqual([]);
    expect(codes(docsExample.warnings)).toEqual(['TOOL_NEEDS_CONFIGURATION']);
  });

  it('passes a minimal template and reports its checked form', async () => {
    const validation = await validate(template());
    expect(validation).toMatchObject({ valid: true, errors: [], warnings: [] });
    expect(validation.checked?.template.name).toBe('Tester');
    expect(validation.checked?.tools).toEqual([]);
  });

  describe('schema', () => {
    it.each([[[]], ['a template'], [42], [null]])('refuses %j as not an object', async (raw) => {
      const validation = await validate(raw);
      expect(validation.valid).toBe(false);
      expect(codes(validation.errors)).toEqual(['TEMPLATE_NOT_OBJECT']);
      expect(validation.checked).toBeNull();
    });

    it('names every missing required field', async () => {
      const validation = await validate({});
      expect(validation.errors).toEqual(
        ['id', 'name', 'version', 'agent'].map((path) => ({
          code: 'FIELD_REQUIRED',
          severity: 'error',
          message: `${path} is required.`,
          path,
        })),
      );
      const operation = await validate(tools({ tool_class: 'calculator', enabled: true, operations: [{}] }));
      expect(operation.errors).toEqual([
        expect.objectContaining({ code: 'FIELD_REQUIRED', path: 'tools[0].operations[0].name' }),
      ]);
    });

    it('refuses unknown fields in every object, with what is allowed', async () => {
      const validation = await validate(
        template({
          extra: 1,
          agent: { system_prompt: 'x', name: 'nested' },
          tools: [
            {
              tool_class: 'calculator',
              enabled: true,
              icon: 'x',
              operations: [{ name: 'calculate', auto_approve: true }],
            },
          ],
          metadata: { archetype: 'assistant' },
        }),
      );
      expect(validation.errors.map((issue) => [issue.code, issue.path])).toEqual([
        ['FIELD_UNKNOWN', 'extra'],
        ['FIELD_UNKNOWN', 'agent.name'],
        ['FIELD_UNKNOWN', 'tools[0].icon'],
        ['FIELD_UNKNOWN', 'tools[0].operations[0].auto_approve'],
        ['FIELD_UNKNOWN', 'metadata.archetype'],
      ]);
      expect(validation.errors[1]?.message).toContain('allowed here: description, system_prompt, notes');
      expect(validation.errors[3]?.message).toContain('use requires_approval instead');
    });

    it('explains patterns, ranges, types and enumerations in words', async () => {
      const validation = await validate({
        id: 'Core/Assistant',
        name: '   ',
        version: '1.0',
        agent: { max_steps: 101, allow_followup: 'yes', retry_after_minutes: -1 },
        tools: [{ tool_class: 'Spora\\Tools\\CalculatorTool', enabled: true }],
        required_plugins: ['acme', 'acme', 'Not A Slug'],
        metadata: { category: 'fun', icon: 'Big Icon' },
      });
      const byPath = Object.fromEntries(validation.errors.map((issue) => [issue.path, issue.message]));
      expect(codes(validation.errors).every((code) => code === 'FIELD_INVALID')).toBe(true);
      expect(byPath).toEqual({
        id: expect.stringContaining('must be <source>/<slug> or <slug>'),
        name: 'name must contain more than white space.',
        version: 'version must be a semantic version such as 1.0.0.',
        'agent.max_steps': 'agent.max_steps must be <= 100.',
        'agent.allow_followup': 'agent.allow_followup must be boolean.',
        'agent.retry_after_minutes': 'agent.retry_after_minutes must be >= 0.',
        'tools[0].tool_class': expect.stringContaining('must name a tool by its class (core/CalculatorTool)'),
        required_plugins: expect.stringContaining('duplicate items'),
        'required_plugins[2]': expect.stringContaining('must be a plugin slug'),
        'metadata.category': expect.stringContaining('must be one of: general, productivity'),
        'metadata.icon': expect.stringContaining('kebab-case'),
      });
    });

    it('reports one problem per field, the first found', async () => {
      const validation = await validate(template({ id: 'X'.repeat(200) }));
      expect(validation.errors).toEqual([
        {
          code: 'FIELD_INVALID',
          severity: 'error',
          message: 'id must NOT have more than 129 characters.',
          path: 'id',
        },
      ]);
    });

    it('says once what a setting value may be', async () => {
      const validation = await validate(
        tools({ tool_class: vaultToolClass, enabled: false, settings: { region: { nested: true } } }),
      );
      expect(validation.errors).toEqual([
        {
          code: 'FIELD_INVALID',
          severity: 'error',
          message: 'tools[0].settings.region must be text, true/false, or a list of at most 1000 values.',
          path: 'tools[0].settings.region',
        },
      ]);
    });
  });

  describe('tools', () => {
    it('accepts the class id, a core tool name and a plugin tool name, and resolves each', async () => {
      const validation = await validate(
        tools(
          { tool_class: 'core/CalculatorTool', enabled: true },
          { tool_class: 'time', enabled: true },
          { tool_class: 'acme:vault', enabled: false },
        ),
      );
      expect(validation.errors).toEqual([]);
      expect(validation.checked?.tools.map(({ tool, index }) => [index, tool.toolClass])).toEqual([
        [0, 'core/CalculatorTool'],
        [1, 'core/TimeTool'],
        [2, vaultToolClass],
      ]);
    });

    it('refuses tools this server does not have, never matching a name loosely', async () => {
      const validation = await validate(
        tools(
          { tool_class: 'core/NopeTool', enabled: true },
          { tool_class: 'nope', enabled: true },
          { tool_class: 'vault', enabled: true },
          { tool_class: 'acme:nope', enabled: true },
          { tool_class: 'acme/NopeTool', enabled: true },
        ),
      );
      expect(validation.errors.map((issue) => [issue.code, issue.path])).toEqual([
        ['TOOL_UNKNOWN', 'tools[0].tool_class'],
        ['TOOL_UNKNOWN', 'tools[1].tool_class'],
        ['TOOL_UNKNOWN', 'tools[2].tool_class'],
        ['TOOL_UNKNOWN', 'tools[3].tool_class'],
        ['TOOL_UNKNOWN', 'tools[4].tool_class'],
      ]);
    });

    it('warns about tools of plugins that are not installed and leaves them out', async () => {
      const validation = await validate(
        tools(
          { tool_class: 'tavily:search', enabled: true },
          { tool_class: 'tavily/TavilySearchTool', enabled: true, settings: { api_key: 'x' } },
          { tool_class: 'calculator', enabled: true },
        ),
      );
      expect(validation.valid).toBe(true);
      expect(validation.warnings.map((issue) => [issue.code, issue.path])).toEqual([
        ['TOOL_PLUGIN_MISSING', 'tools[0].tool_class'],
        ['TOOL_PLUGIN_MISSING', 'tools[1].tool_class'],
      ]);
      expect(validation.warnings[0]?.message).toContain('plugin "tavily", which is not installed');
      expect(validation.checked?.tools.map(({ index }) => index)).toEqual([2]);
    });

    it('refuses one tool listed twice, in any two forms', async () => {
      const validation = await validate(
        tools(
          { tool_class: 'calculator', enabled: true },
          { tool_class: 'core/CalculatorTool', enabled: false },
        ),
      );
      expect(validation.errors).toEqual([
        {
          code: 'TOOL_DUPLICATE',
          severity: 'error',
          message: 'core/CalculatorTool is already listed at tools[0]; merge the two entries.',
          path: 'tools[1].tool_class',
        },
      ]);
    });

    it('refuses operations the tool does not declare, and one operation listed twice', async () => {
      const validation = await validate(
        tools({
          tool_class: vaultToolClass,
          enabled: true,
          operations: [
            { name: 'read' },
            { name: 'burn', enabled: true },
            { name: 'read', requires_approval: true },
          ],
        }),
      );
      expect(validation.errors.filter((issue) => issue.code !== 'TOOL_NEEDS_CONFIGURATION')).toEqual([
        {
          code: 'OPERATION_UNKNOWN',
          severity: 'error',
          message: '"burn" is not an operation of acme/VaultTool; it declares: read, write, purge.',
          path: 'tools[0].operations[1].name',
        },
        {
          code: 'OPERATION_DUPLICATE',
          severity: 'error',
          message: '"read" is listed a second time.',
          path: 'tools[0].operations[2].name',
        },
      ]);
    });
  });

  describe('settings', () => {
    it('accepts declared non-secret settings with valid values', async () => {
      const validation = await validate(
        tools(
          { tool_class: vaultToolClass, enabled: false, settings: { region: 'us', verbose: true } },
          { tool_class: 'read_url', enabled: true, settings: { http_timeout: '30' } },
        ),
      );
      expect(validation).toMatchObject({ valid: true, errors: [] });
    });

    it('refuses unknown keys and values the declaration refuses', async () => {
      const validation = await validate(
        tools({
          tool_class: vaultToolClass,
          enabled: false,
          settings: { colour: 'red', region: 'mars', verbose: 'yes' },
        }),
      );
      expect(validation.errors).toEqual([
        {
          code: 'SETTING_UNKNOWN',
          severity: 'error',
          message: '"colour" is not a setting of acme/VaultTool; it has: region, verbose.',
          path: 'tools[0].settings.colour',
        },
        {
          code: 'SETTING_INVALID',
          severity: 'error',
          message: 'Region must be one of: eu, us.',
          path: 'tools[0].settings.region',
        },
        {
          code: 'SETTING_INVALID',
          severity: 'error',
          message: 'Verbose must be true or false.',
          path: 'tools[0].settings.verbose',
        },
      ]);
    });

    it('refuses any secret, set or empty: templates never carry secrets', async () => {
      for (const value of ['sk-live-123', '', '***']) {
        const validation = await validate(
          tools({ tool_class: vaultToolClass, enabled: true, settings: { api_key: value } }),
        );
        expect(codes(validation.errors), JSON.stringify(value)).toEqual(['SETTING_SECRET_FORBIDDEN']);
        expect(validation.errors[0]).toMatchObject({ path: 'tools[0].settings.api_key' });
      }
    });
  });

  describe('warnings', () => {
    it('warns about required plugins that are not installed; plugins with tools count as installed', async () => {
      const validation = await validate(template({ required_plugins: ['acme', 'tavily'] }));
      expect(validation.valid).toBe(true);
      expect(validation.warnings).toEqual([
        {
          code: 'PLUGIN_MISSING',
          severity: 'warning',
          message:
            'Plugin "tavily" is not installed here; install it before importing, or its tools are left out.',
          path: 'required_plugins[1]',
        },
      ]);
    });

    it('counts the plugins the loader names', async () => {
      const withLoader = await openTemplatePlatform(engine, { knownPluginSlugs: ['tavily'] });
      try {
        const validation = await withLoader.templates.validate(
          { template: template({ required_plugins: ['tavily'] }) },
          await withLoader.newUser(),
        );
        expect(validation.warnings).toEqual([]);
      } finally {
        await withLoader.dispose();
      }
    });

    it('warns when the agent has no system prompt', async () => {
      for (const agent of [{}, { system_prompt: '  \n ' }]) {
        const validation = await validate(template({ agent }));
        expect(validation.valid).toBe(true);
        expect(validation.warnings).toEqual([
          expect.objectContaining({ code: 'SYSTEM_PROMPT_MISSING', path: 'agent.system_prompt' }),
        ]);
      }
    });

    it('warns when an enabled tool still needs configuration, judged for the importing user', async () => {
      const vault = tools({ tool_class: 'acme:vault', enabled: true });
      const needs = await validate(vault);
      expect(needs.valid).toBe(true);
      expect(needs.warnings).toEqual([
        {
          code: 'TOOL_NEEDS_CONFIGURATION',
          severity: 'warning',
          message: expect.stringContaining(
            'acme/VaultTool needs configuration before it can run (missing: api_key)',
          ),
          path: 'tools[0]',
        },
      ]);
      expect(
        (await validate(tools({ tool_class: 'acme:vault', enabled: false }))).warnings,
        'a disabled tool needs nothing yet',
      ).toEqual([]);

      const otherUser = await test.newUser();
      await test.platform.toolSettings.setUser(ownerId, vaultSubject(), { api_key: 'mine' });
      expect((await validate(vault)).warnings).toEqual([]);
      expect(codes((await validate(vault, otherUser)).warnings)).toEqual(['TOOL_NEEDS_CONFIGURATION']);

      await test.platform.toolSettings.setGlobal(vaultSubject(), { api_key: 'shared' });
      expect((await validate(vault, otherUser)).warnings).toEqual([]);
    });
  });
});
