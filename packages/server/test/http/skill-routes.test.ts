/**
 * `/api/v1/skills`: the skills every signed-in user may pick for the skill tool, with the folders
 * refused and why, and one skill in full. Skills live on disk, so one engine is enough.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchFolder, writeRawSkill, writeSkill } from '../skills/skill-fixtures.js';
import { type ApiUser, openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

const sqlite = testEngines[0];

describe('skill routes', () => {
  let api: TestApi;
  let user: ApiUser;
  let project: string;

  beforeAll(async () => {
    if (!sqlite) throw new Error('no SQLite engine');
    project = scratchFolder('project');
    writeSkill(project, 'house-style', {
      description: 'How we write.',
      extra: 'license: MIT\nmetadata:\n  owner: docs\nallowed-tools: read_url\nversion: 2',
      body: '# House style\n\nShort sentences.\n',
      files: { 'examples/good.md': 'Good.' },
    });
    writeRawSkill(project, 'half-done', '---\nname: half-done\n---\n# No description yet\n');
    api = await openTestApi(sqlite, { skillsDirectory: project });
    user = await api.signUp();
  });

  afterAll(async () => {
    await api.dispose();
    rmSync(project, { recursive: true, force: true });
  });

  it('lists the project and core skills with their source, and the refused folders with the reasons', async () => {
    const response = await user.request('GET', '/api/v1/skills');
    expect(response.statusCode).toBe(200);
    const { skills, rejected } = response.json().data;
    expect(skills).toContainEqual({
      name: 'house-style',
      description: 'How we write.',
      source: 'project',
      license: 'MIT',
      files_count: 2,
      warnings: [
        {
          code: 'UNKNOWN_KEY',
          message: 'Front-matter key "version" is not part of the skill format and is ignored.',
        },
      ],
    });
    expect(skills).toContainEqual(expect.objectContaining({ name: 'agent-creation', source: 'core' }));
    expect(skills.map((skill: { name: string }) => skill.name)).not.toContain('half-done');
    expect(rejected).toEqual([
      {
        source: 'project',
        folder: 'half-done',
        problems: [
          {
            code: 'DESCRIPTION_REQUIRED',
            message: 'The front matter needs a "description": what the skill does and when to use it.',
          },
        ],
      },
    ]);
  });

  it('returns only the selected fields, as a multi-select data source asks for them', async () => {
    const response = await user.request('GET', '/api/v1/skills?select=name,description');
    expect(response.statusCode).toBe(200);
    const { skills } = response.json().data;
    expect(skills).toContainEqual({ name: 'house-style', description: 'How we write.' });
    expect(skills.every((skill: object) => Object.keys(skill).join() === 'name,description')).toBe(true);

    const unknown = await user.request('GET', '/api/v1/skills?select=name,secrets');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { fields: { select: expect.any(String) } },
    });
  });

  it('is the data source the skill tool names for its allowed_skills setting', async () => {
    const tools = (await user.request('GET', '/api/v1/tools')).json().data.tools;
    const skillTool = tools.find((tool: { tool_class: string }) => tool.tool_class === 'core/SkillTool');
    const [setting] = skillTool.settings_schema;
    expect(setting).toMatchObject({
      key: 'allowed_skills',
      type: 'multi-select',
      data_source: '/skills?select=name,description',
    });
    const choices = await user.request('GET', `/api/v1${setting.data_source}`);
    expect(choices.json().data.skills).toContainEqual({ name: 'house-style', description: 'How we write.' });
  });

  it('shows one skill in full: front matter, body and files; the name in any case', async () => {
    const response = await user.request('GET', '/api/v1/skills/House-Style');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        skill: {
          name: 'house-style',
          description: 'How we write.',
          source: 'project',
          license: 'MIT',
          compatibility: null,
          metadata: { owner: 'docs' },
          allowed_tools: ['read_url'],
          body: '# House style\n\nShort sentences.\n',
          files: [
            { path: 'SKILL.md', bytes: expect.any(Number) },
            { path: 'examples/good.md', bytes: 5 },
          ],
          warnings: [expect.objectContaining({ code: 'UNKNOWN_KEY' })],
        },
      },
    });
    const core = await user.request('GET', '/api/v1/skills/agent-creation');
    expect(core.json().data.skill).toMatchObject({ name: 'agent-creation', source: 'core' });
  });

  it('answers 404 for unknown, refused and path-like names', async () => {
    for (const name of ['missing', '..%2F..%2Fetc%2Fpasswd', '%2E%2E', 'house-style%2F..%2Fhalf-done']) {
      const response = await user.request('GET', `/api/v1/skills/${name}`);
      expect(response.statusCode, name).toBe(404);
      expect(response.json().error.code, name).toBe('NOT_FOUND');
    }
    expect((await user.request('GET', '/api/v1/skills/missing')).json().error).toEqual({
      code: 'NOT_FOUND',
      message: 'There is no skill named "missing".',
      details: { reason: 'SKILL_NOT_FOUND' },
    });
    const refused = await user.request('GET', '/api/v1/skills/half-done');
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toEqual({
      code: 'NOT_FOUND',
      message:
        'Skill "half-done" cannot be used: The front matter needs a "description": what the skill does and when to use it.',
      details: { reason: 'SKILL_INVALID' },
    });
  });

  it('needs a signed-in user', async () => {
    for (const url of ['/api/v1/skills', '/api/v1/skills/house-style']) {
      const response = await api.anonymous('GET', url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error.code, url).toBe('UNAUTHENTICATED');
    }
  });
});
