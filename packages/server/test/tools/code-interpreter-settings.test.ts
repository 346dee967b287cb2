import { buildParametersSchema, getToolMetadata } from '@spora/sdk';
import { createTestToolContext } from '@spora/sdk/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { ToolSettingsCascade, type ToolSettingsSubject } from '../../src/settings/index.js';
import { CodeInterpreterTool } from '../../src/tools/builtin/code-interpreter/code-interpreter-tool.js';
import { coreToolClasses } from '../../src/tools/builtin/index.js';
import { randomEncryption } from '../settings/settings-fixtures.js';
import { databasePerTest } from '../support/database-per-test.js';
import { createAgent, createUser } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';

const tool = new CodeInterpreterTool();
const metadata = getToolMetadata(CodeInterpreterTool);
const subject: ToolSettingsSubject = {
  toolClass: 'core/CodeInterpreterTool',
  toolName: metadata.name,
  declarations: metadata.settings,
};

describe('code_interpreter declaration', () => {
  it('is a core tool with one operation, run, that waits for approval by default', () => {
    expect(coreToolClasses).toContain(CodeInterpreterTool);
    expect(metadata).toMatchObject({ name: 'code_interpreter', category: 'data', icon: 'code' });
    expect(metadata.operations).toEqual([
      expect.objectContaining({
        name: 'run',
        requiresApprovalByDefault: true,
        enabledByDefault: true,
        readOnly: false,
      }),
    ]);
  });

  it('asks the model for a language out of two and the code, both required', () => {
    const schema = buildParametersSchema(metadata);
    expect(schema.required).toEqual(['language', 'code']);
    expect(schema.properties?.language).toMatchObject({ type: 'string', enum: ['python', 'javascript'] });
    expect(schema.properties?.code).toMatchObject({ type: 'string' });
    expect(schema.properties).not.toHaveProperty('action');
  });

  it('declares its limits as settings whose values are checked, and shows the model the ones that matter to it', () => {
    const settings = Object.fromEntries(metadata.settings.map((setting) => [setting.key, setting]));
    expect(Object.keys(settings)).toEqual(['languages', 'timeout_seconds', 'memory_mb', 'max_output_kb']);
    expect(settings.languages).toMatchObject({
      type: 'multi-select',
      default: ['python', 'javascript'],
      exposeToLlm: true,
    });
    expect(settings.timeout_seconds).toMatchObject({ default: '30', exposeToLlm: true });
    expect(settings.memory_mb).toMatchObject({ default: '256', exposeToLlm: true });
    expect(settings.max_output_kb).toMatchObject({ default: '64', exposeToLlm: false });
    const accepts = (key: string, values: string[]) => {
      const pattern = new RegExp(settings[key]?.validation ?? '');
      return values.filter((value) => pattern.test(value));
    };
    expect(accepts('timeout_seconds', ['1', '30', '299', '300', '0', '301', '1.5', ''])).toEqual([
      '1',
      '30',
      '299',
      '300',
    ]);
    expect(accepts('memory_mb', ['64', '256', '1999', '2048', '63', '2049', '4096'])).toEqual([
      '64',
      '256',
      '1999',
      '2048',
    ]);
    expect(accepts('max_output_kb', ['1', '64', '1024', '0', '1025'])).toEqual(['1', '64', '1024']);
  });

  it('describes the call for the approval card by its language and first lines', () => {
    expect(tool.describeAction({ language: 'python', code: 'import math\n\nprint(math.pi)\n' })).toBe(
      'run Python code: import math ⏎ print(math.pi)',
    );
    const long = ['const a = 1;', 'const b = 2;', 'const c = 3;', 'const d = 4;', `// ${'x'.repeat(100)}`];
    const description = tool.describeAction({ language: 'javascript', code: long.join('\n') });
    expect(description).toBe(
      'run JavaScript code: const a = 1; ⏎ const b = 2; ⏎ const c = 3; ⏎ … (2 more lines)',
    );
    expect(tool.describeAction({ language: 'python', code: `print("${'y'.repeat(200)}")` })).toMatch(
      /^run Python code: print\("y{70,}…$/,
    );
    expect(tool.describeAction({ language: 'python', code: '' })).toBe('run Python code');
  });

  it('refuses empty code and an unknown language before starting anything', async () => {
    const empty = await tool.execute({ language: 'python', code: '  \n' }, createTestToolContext());
    expect(empty).toMatchObject({ success: false, content: '"code" must be the program to run.' });
    const ruby = await tool.execute({ language: 'ruby', code: 'puts 1' }, createTestToolContext());
    expect(ruby).toMatchObject({ success: false, content: '"language" must be "python" or "javascript".' });
  });
});

describe.each(testEngines)('code_interpreter settings cascade on $name', (engine) => {
  let cascade: ToolSettingsCascade;

  const database = databasePerTest(engine, 'migrated');

  beforeEach(async () => {
    cascade = new ToolSettingsCascade(database.connection, randomEncryption());
  });

  it("runs with the cascaded limits: a language turned off globally is refused, an agent's time limit stops its code", async () => {
    const ownerId = (await createUser(database.connection.db)).id;
    const agentId = (await createAgent(database.connection.db, ownerId)).id;
    expect(await cascade.getEffectiveSettings(subject, agentId, ownerId)).toEqual({
      languages: ['python', 'javascript'],
      timeout_seconds: '30',
      memory_mb: '256',
      max_output_kb: '64',
    });
    expect((await cascade.setGlobal(subject, { languages: ['javascript'], timeout_seconds: '20' })).ok).toBe(
      true,
    );
    expect((await cascade.setUser(ownerId, subject, { max_output_kb: '1' })).ok).toBe(true);
    expect((await cascade.setAgent(agentId, subject, { timeout_seconds: '1' })).ok).toBe(true);
    const settings = await cascade.getEffectiveSettings(subject, agentId, ownerId);
    expect(settings).toEqual({
      languages: ['javascript'],
      timeout_seconds: '1',
      memory_mb: '256',
      max_output_kb: '1',
    });
    const context = createTestToolContext({ settings });

    const python = await tool.execute({ language: 'python', code: 'print(1)' }, context);
    expect(python.success).toBe(false);
    expect(python.content).toBe('Python is not enabled for this agent (enabled: JavaScript).');
    expect(python.data).toMatchObject({ error_code: 'LANGUAGE_DISABLED' });

    const loud = await tool.execute(
      { language: 'javascript', code: 'console.log("z".repeat(5000))' },
      context,
    );
    expect(loud.success).toBe(true);
    expect(loud.data).toMatchObject({ stdout_truncated: true });
    expect(String(loud.data?.stdout).length).toBe(1024);
    expect(loud.content).toContain('[stdout was cut at 1 KB]');

    const endless = await tool.execute({ language: 'javascript', code: 'for (;;) {}' }, context);
    expect(endless.success).toBe(false);
    expect(endless.data).toMatchObject({ error_code: 'TIMEOUT' });
    expect(endless.content).toBe('The code ran longer than the time limit (1 s) and was stopped.');
  }, 60_000);
});
