import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { coreSkillsDirectory, SkillCatalogue, skillSourcesFor } from '../../src/skills/index.js';
import { scratchFolder, writeRawSkill, writeSkill } from './skill-fixtures.js';

describe('SkillCatalogue', () => {
  let project: string;
  let core: string;
  let plugin: string;
  let outside: string;
  let catalogue: SkillCatalogue;

  beforeEach(() => {
    project = scratchFolder('project');
    core = scratchFolder('core');
    plugin = scratchFolder('plugin');
    outside = scratchFolder('outside');
    catalogue = new SkillCatalogue({
      sources: skillSourcesFor({
        projectDirectory: project,
        coreDirectory: core,
        plugins: [{ source: 'acme', directory: plugin }],
      }),
    });
  });

  afterEach(() => {
    for (const folder of [project, core, plugin, outside]) rmSync(folder, { recursive: true, force: true });
  });

  it('discovers skills from every source; on a shared name the project wins over core, and core over plugins', async () => {
    writeSkill(project, 'shared', { description: 'The project copy.' });
    writeSkill(project, 'project-only');
    writeSkill(core, 'shared', { description: 'The core copy.' });
    writeSkill(core, 'core-only');
    writeSkill(plugin, 'shared', { description: 'The plugin copy.' });
    writeSkill(plugin, 'core-only', { description: 'A plugin trying to replace a core skill.' });
    writeSkill(plugin, 'plugin-only');

    const { skills, rejected } = await catalogue.scan();
    expect(skills.map((skill) => [skill.name, skill.source])).toEqual([
      ['core-only', 'core'],
      ['plugin-only', 'acme'],
      ['project-only', 'project'],
      ['shared', 'project'],
    ]);
    expect(skills.find((skill) => skill.name === 'shared')?.frontMatter.description).toBe(
      'The project copy.',
    );
    expect(rejected).toEqual([
      {
        source: 'core',
        folder: 'shared',
        problems: [
          {
            code: 'SKILL_NAME_CONFLICT',
            message: 'Shadowed by the skill "shared" from project, which comes first.',
          },
        ],
      },
      {
        source: 'acme',
        folder: 'core-only',
        problems: [
          {
            code: 'SKILL_NAME_CONFLICT',
            message: 'Shadowed by the skill "core-only" from core, which comes first.',
          },
        ],
      },
      {
        source: 'acme',
        folder: 'shared',
        problems: [
          {
            code: 'SKILL_NAME_CONFLICT',
            message: 'Shadowed by the skill "shared" from project, which comes first.',
          },
        ],
      },
    ]);

    const shared = await catalogue.find('  Shared ');
    expect(shared.ok && [shared.value.source, shared.value.frontMatter.description]).toEqual([
      'project',
      'The project copy.',
    ]);
    const coreOnly = await catalogue.find('core-only');
    expect(coreOnly.ok && coreOnly.value.source).toBe('core');
  });

  it('reports invalid skills with every reason and serves the rest', async () => {
    writeSkill(project, 'good');
    writeRawSkill(project, 'no-front-matter', '# Just a title\n');
    writeRawSkill(project, 'broken-yaml', '---\nname: [broken\n---\n');
    writeSkill(project, 'renamed', { name: 'other-name' });
    writeRawSkill(project, 'Bad_Folder', '---\nname: Bad_Folder\ndescription: x\n---\n');
    writeRawSkill(project, 'huge', `---\nname: huge\ndescription: x\n---\n${'x'.repeat(50_001)}`);
    writeRawSkill(project, 'binary', new Uint8Array([0x2d, 0x2d, 0x2d, 0x0a, 0x00, 0xff]));

    const { skills, rejected } = await catalogue.scan();
    expect(skills.map((skill) => skill.name)).toEqual(['good']);
    expect(
      rejected.map((rejection) => [rejection.folder, rejection.problems.map((problem) => problem.code)]),
    ).toEqual([
      ['Bad_Folder', ['NAME_INVALID']],
      ['binary', ['SKILL_MD_NOT_TEXT']],
      ['broken-yaml', ['FRONTMATTER_INVALID_YAML']],
      ['huge', ['SKILL_MD_TOO_LARGE']],
      ['no-front-matter', ['FRONTMATTER_MISSING']],
      ['renamed', ['NAME_DIR_MISMATCH']],
    ]);
    expect(rejected.every((rejection) => rejection.source === 'project')).toBe(true);
    expect(rejected.find((rejection) => rejection.folder === 'renamed')?.problems[0]?.message).toBe(
      '"name" is "other-name" but the folder is "renamed"; they must be the same.',
    );
  });

  it('does not fall back to a lower source when the copy on top is broken', async () => {
    writeRawSkill(project, 'shared', '---\nname: shared\n---\n');
    writeSkill(core, 'shared');

    expect(await catalogue.find('shared')).toEqual({
      ok: false,
      error: {
        code: 'SKILL_INVALID',
        message:
          'Skill "shared" cannot be used: The front matter needs a "description": what the skill does and when to use it.',
      },
    });
    const { skills, rejected } = await catalogue.scan();
    expect(skills).toEqual([]);
    expect(rejected.map((rejection) => [rejection.source, rejection.problems[0]?.code])).toEqual([
      ['project', 'DESCRIPTION_REQUIRED'],
      ['core', 'SKILL_NAME_CONFLICT'],
    ]);
  });

  it('ignores folders without SKILL.md, hidden folders and loose files; a missing source holds no skills', async () => {
    mkdirSync(join(project, 'notes'));
    writeFileSync(join(project, 'notes', 'README.md'), '# not a skill');
    writeSkill(project, '.hidden-skill');
    writeFileSync(join(project, 'SKILL.md'), '---\nname: loose\ndescription: x\n---\n');
    rmSync(plugin, { recursive: true });

    expect(await catalogue.scan()).toEqual({ skills: [], rejected: [] });
    expect((await catalogue.find('notes')).ok).toBe(false);
  });

  it('reports a source that cannot be read, without its path', async () => {
    const file = join(outside, 'not-a-folder');
    writeFileSync(file, 'x');
    const broken = new SkillCatalogue({ sources: [{ source: 'acme', directory: file }] });
    const { rejected } = await broken.scan();
    expect(rejected).toEqual([
      {
        source: 'acme',
        folder: null,
        problems: [
          { code: 'SOURCE_UNREADABLE', message: 'The skills folder of acme cannot be read (ENOTDIR).' },
        ],
      },
    ]);
  });

  it('looks up only valid names, so a name can never lead out of the sources', async () => {
    writeSkill(outside, 'secret');
    writeSkill(core, 'core-only');
    for (const name of [
      '../outside/secret',
      `../${outside.split('/').at(-1)}/secret`,
      'core-only/..',
      '',
      '/etc',
    ]) {
      const found = await catalogue.find(name);
      expect(found.ok ? 'found' : found.error.code, name).toBe('SKILL_NOT_FOUND');
    }
    expect(await catalogue.find('missing')).toEqual({
      ok: false,
      error: { code: 'SKILL_NOT_FOUND', message: 'There is no skill named "missing".' },
    });
  });

  it('reads the file system on every call, so changes count at once', async () => {
    expect((await catalogue.scan()).skills).toEqual([]);
    writeSkill(project, 'fresh');
    expect((await catalogue.scan()).skills.map((skill) => skill.name)).toEqual(['fresh']);
    rmSync(join(project, 'fresh'), { recursive: true });
    expect((await catalogue.find('fresh')).ok).toBe(false);
  });

  it("lists a skill's files: nested, sorted, without hidden files or links that lead outside", async () => {
    const folder = writeSkill(project, 'forms', {
      files: {
        'references/api.md': 'API',
        'examples.md': 'Examples',
        'scripts/fill.py': 'print(1)',
        '.env': 'SECRET=1',
        '.git/config': '[core]',
        'scripts/.cache': 'x',
      },
    });
    writeFileSync(join(outside, 'secret.txt'), 'top secret');
    symlinkSync(join(outside, 'secret.txt'), join(folder, 'leak.txt'));
    symlinkSync(outside, join(folder, 'linked-outside'));
    symlinkSync(join(folder, 'examples.md'), join(folder, 'alias.md'));
    symlinkSync(folder, join(folder, 'references', 'loop'));

    const found = await catalogue.find('forms');
    expect(found.ok && found.value.files).toEqual([
      { path: 'SKILL.md', bytes: expect.any(Number) },
      { path: 'alias.md', bytes: 8 },
      { path: 'examples.md', bytes: 8 },
      { path: 'references/api.md', bytes: 3 },
      { path: 'scripts/fill.py', bytes: 8 },
    ]);
    expect(found.ok && found.value.warnings).toEqual([]);
  });

  it('serves a skill folder that is itself a link (an operator may keep skills elsewhere)', async () => {
    const elsewhere = writeSkill(outside, 'linked');
    symlinkSync(elsewhere, join(project, 'linked'));
    const found = await catalogue.find('linked');
    expect(found.ok && found.value.source).toBe('project');
  });

  it('refuses a SKILL.md that is a link out of its folder', async () => {
    writeFileSync(join(outside, 'SKILL.md'), '---\nname: sneaky\ndescription: x\n---\n');
    mkdirSync(join(project, 'sneaky'));
    symlinkSync(join(outside, 'SKILL.md'), join(project, 'sneaky', 'SKILL.md'));
    const { rejected } = await catalogue.scan();
    expect(rejected.map((rejection) => [rejection.folder, rejection.problems[0]?.code])).toEqual([
      ['sneaky', 'SKILL_MD_UNREADABLE'],
    ]);
  });
});

describe('skill sources', () => {
  it('orders project, core, then plugins, and lists a project folder that is the core folder once', () => {
    const plugins = [{ source: 'acme', directory: '/plugins/acme/skills' }];
    expect(
      skillSourcesFor({ projectDirectory: '/srv/spora/skills', coreDirectory: '/opt/spora/skills', plugins }),
    ).toEqual([
      { source: 'project', directory: '/srv/spora/skills' },
      { source: 'core', directory: '/opt/spora/skills' },
      { source: 'acme', directory: '/plugins/acme/skills' },
    ]);
    expect(skillSourcesFor({ projectDirectory: `${coreSkillsDirectory}/`, plugins })).toEqual([
      { source: 'core', directory: coreSkillsDirectory },
      { source: 'acme', directory: '/plugins/acme/skills' },
    ]);
  });

  it('ships agent-creation as a valid core skill', async () => {
    const project = scratchFolder('project');
    const catalogue = new SkillCatalogue({ sources: skillSourcesFor({ projectDirectory: project }) });
    const { skills, rejected } = await catalogue.scan();
    expect(rejected).toEqual([]);
    const creation = skills.find((skill) => skill.name === 'agent-creation');
    expect(creation).toMatchObject({ source: 'core', warnings: [] });
    expect(creation?.body).toMatch(/^# Creating a sub-agent/);
    rmSync(project, { recursive: true });
  });
});
