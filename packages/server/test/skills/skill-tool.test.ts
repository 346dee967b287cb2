import { rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getToolMetadata, type JsonValue, type ToolContext } from '@spora/sdk';
import { createTestToolContext } from '@spora/sdk/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SkillCatalogue, skillNamePattern } from '../../src/skills/index.js';
import { SkillTool } from '../../src/tools/builtin/skill-tool.js';
import type { SkillCatalogueContext } from '../../src/tools/skill-catalogue-context.js';
import { scratchFolder, writeRawSkill, writeSkill } from './skill-fixtures.js';

const tool = new SkillTool();

describe('skill tool', () => {
  let root: string;
  let outside: string;
  let skills: SkillCatalogue;

  beforeEach(() => {
    root = scratchFolder('project');
    outside = scratchFolder('outside');
    skills = new SkillCatalogue({ sources: [{ source: 'project', directory: root }] });
    const forms = writeSkill(root, 'forms', {
      description: 'Fill in forms.',
      body: '# Forms\n\nSee references/fields.md.\n',
      files: { 'references/fields.md': '# Fields\n' },
    });
    writeSkill(root, 'secret-plans', { body: 'Not for this agent.\n' });
    writeRawSkill(root, 'broken', '---\nname: broken\n---\n');
    writeFileSync(join(outside, 'secret.txt'), 'top secret');
    symlinkSync(join(outside, 'secret.txt'), join(forms, 'leak.txt'));
  });

  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });

  const contextAllowing = (allowed: JsonValue): SkillCatalogueContext => ({
    ...createTestToolContext({ settings: { allowed_skills: allowed } }),
    skills,
  });

  it('is the core skill tool: read and files, both on and free of approval, limited by allowed_skills', () => {
    const metadata = getToolMetadata(SkillTool);
    expect(metadata).toMatchObject({
      name: 'skill',
      category: 'agent',
      icon: 'puzzle',
      discriminatorKey: 'action',
    });
    expect(metadata.operations).toMatchObject([
      { name: 'read', enabledByDefault: true, requiresApprovalByDefault: false },
      { name: 'files', enabledByDefault: true, requiresApprovalByDefault: false },
    ]);
    expect(metadata.settings).toMatchObject([
      {
        key: 'allowed_skills',
        type: 'multi-select',
        required: true,
        exposeToLlm: true,
        validation: skillNamePattern,
        dataSource: '/skills?select=name,description',
      },
    ]);
    expect(tool.getParametersSchema()).toMatchObject({
      properties: { name: { type: 'string' }, filename: { type: 'string', default: 'SKILL.md' } },
      required: ['action', 'name'],
    });
    expect(tool.describeAction({ action: 'read', name: 'forms' })).toBe('Read SKILL.md of skill "forms"');
    expect(tool.describeAction({ action: 'files', name: 'forms' })).toBe('List the files of skill "forms"');
  });

  it('reads SKILL.md without its front matter, other files by name, and lists the files', async () => {
    const ctx = contextAllowing(['forms']);
    expect(await tool.execute({ action: 'read', name: 'forms' }, ctx)).toMatchObject({
      success: true,
      content: '# Forms\n\nSee references/fields.md.\n',
      data: { name: 'forms', filename: 'SKILL.md', bytes: 35 },
    });
    expect(
      await tool.execute({ action: 'read', name: 'Forms ', filename: 'references/fields.md' }, ctx),
    ).toMatchObject({
      success: true,
      content: '# Fields\n',
      data: { filename: 'references/fields.md', bytes: 9 },
    });
    const files = await tool.execute({ action: 'files', name: 'forms' }, ctx);
    expect(files.content).toBe(
      'Files of skill "forms":\n  - SKILL.md (84 bytes)\n  - references/fields.md (9 bytes)',
    );
    expect(files.data).toEqual({
      name: 'forms',
      files: [
        { path: 'SKILL.md', bytes: 84 },
        { path: 'references/fields.md', bytes: 9 },
      ],
    });
  });

  it('reaches only the skills in allowed_skills; none until an operator chooses some', async () => {
    const refused = async (ctx: ToolContext, name: string) => {
      const result = await tool.execute({ action: 'read', name }, ctx);
      expect(result.success).toBe(false);
      return { content: result.content, code: result.data?.error_code };
    };
    expect(await refused(contextAllowing([]), 'forms')).toEqual({
      code: 'SKILL_NOT_ALLOWED',
      content:
        'No skills are allowed for this agent; an operator chooses them in the "Allowed skills" setting of the skill tool.',
    });
    expect(await refused(contextAllowing(null), 'forms')).toMatchObject({ code: 'SKILL_NOT_ALLOWED' });
    expect(await refused(contextAllowing(['forms']), 'secret-plans')).toEqual({
      code: 'SKILL_NOT_ALLOWED',
      content: 'Skill "secret-plans" is not among the skills this agent may use: forms.',
    });
    // A stored list may be comma-separated text; names compare case-insensitively.
    expect(
      (await tool.execute({ action: 'read', name: 'FORMS' }, contextAllowing('Forms, other'))).success,
    ).toBe(true);
    expect(await refused(contextAllowing(['missing']), 'missing')).toEqual({
      code: 'SKILL_NOT_FOUND',
      content: 'There is no skill named "missing".',
    });
    expect(await refused(contextAllowing(['broken']), 'broken')).toMatchObject({
      code: 'SKILL_INVALID',
      content: expect.stringContaining('"description"'),
    });
    expect(await refused(contextAllowing(['forms']), '  ')).toMatchObject({ code: 'SKILL_NAME_REQUIRED' });
  });

  it.each([
    ['../secret-plans/SKILL.md', 'PATH_TRAVERSAL'],
    ['references/../../secret-plans/SKILL.md', 'PATH_TRAVERSAL'],
    ['%2e%2e%2fsecret-plans%2fSKILL.md', 'PATH_TRAVERSAL'],
    ['..%252fsecret-plans%252fSKILL.md', 'PATH_TRAVERSAL'],
    ['/etc/passwd', 'PATH_ABSOLUTE'],
    ['leak.txt', 'PATH_OUTSIDE_SKILL'],
    ['.env', 'PATH_HIDDEN'],
    ['missing.md', 'FILE_NOT_FOUND'],
  ])('refuses the filename %j with %s and never reads past the allowed skill', async (filename, code) => {
    const result = await tool.execute(
      { action: 'read', name: 'forms', filename },
      contextAllowing(['forms']),
    );
    expect(result.success).toBe(false);
    expect(result.data).toMatchObject({ error_code: code, name: 'forms' });
    expect(result.content).not.toContain('Not for this agent');
    expect(result.content).not.toContain('top secret');
  });

  it("needs the platform's skills in its context", async () => {
    const result = await tool.execute(
      { action: 'read', name: 'forms' },
      createTestToolContext({ settings: { allowed_skills: ['forms'] } }),
    );
    expect(result).toMatchObject({ success: false, data: { error_code: 'SKILLS_UNAVAILABLE' } });
  });
});
