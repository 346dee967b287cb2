import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkSkillFilePath, maxSkillFileBytes, type Skill, SkillCatalogue } from '../../src/skills/index.js';
import { scratchFolder, writeSkill } from './skill-fixtures.js';

describe('reading the files of a skill', () => {
  let root: string;
  let outside: string;
  let folder: string;
  let catalogue: SkillCatalogue;
  let skill: Skill;

  beforeEach(async () => {
    root = scratchFolder('project');
    outside = scratchFolder('outside');
    folder = writeSkill(root, 'forms', {
      body: '# Forms\n\nRead references/api.md.\n',
      files: {
        'references/api.md': '# API\n',
        'exact.txt': 'x'.repeat(maxSkillFileBytes),
        'too-big.txt': 'x'.repeat(maxSkillFileBytes + 1),
        'image.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]),
        'latin1.txt': new Uint8Array([0x63, 0x61, 0x66, 0xe9]),
      },
    });
    writeSkill(root, 'other', { files: { 'private.md': 'not yours' } });
    writeFileSync(join(outside, 'secret.txt'), 'top secret');
    mkdirSync(join(outside, 'nested'));
    writeFileSync(join(outside, 'nested', 'secret.txt'), 'top secret');
    symlinkSync(join(outside, 'secret.txt'), join(folder, 'leak.txt'));
    symlinkSync(outside, join(folder, 'linked'));
    symlinkSync(join(root, 'other', 'private.md'), join(folder, 'neighbour.md'));
    symlinkSync(join(folder, 'references', 'api.md'), join(folder, 'api-alias.md'));
    catalogue = new SkillCatalogue({ sources: [{ source: 'project', directory: root }] });
    const found = await catalogue.find('forms');
    if (!found.ok) throw new Error(found.error.message);
    skill = found.value;
  });

  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });

  const read = async (filename: string) => {
    const path = checkSkillFilePath(filename);
    if (!path.ok) return path;
    return catalogue.readFile(skill, path.value);
  };

  it('reads SKILL.md as its body, without the front matter, and other files as they are', async () => {
    expect(await read('SKILL.md')).toEqual({
      ok: true,
      value: { text: '# Forms\n\nRead references/api.md.\n', bytes: 33 },
    });
    expect(await read('references/api.md')).toEqual({ ok: true, value: { text: '# API\n', bytes: 6 } });
    expect(await read('references\\api.md')).toEqual({ ok: true, value: { text: '# API\n', bytes: 6 } });
    expect(await read('api-alias.md')).toEqual({ ok: true, value: { text: '# API\n', bytes: 6 } });
  });

  it.each([['leak.txt'], ['linked/secret.txt'], ['linked/nested/secret.txt'], ['neighbour.md']])(
    'refuses %j, a link that leads out of the skill folder',
    async (filename) => {
      expect(await read(filename)).toEqual({
        ok: false,
        error: {
          code: 'PATH_OUTSIDE_SKILL',
          message: `File "${filename}" leads outside the skill folder (through a symbolic link); only files inside it can be read.`,
        },
      });
    },
  );

  it('refuses traversal, absolute and encoded paths before touching the disk', async () => {
    const codes = await Promise.all(
      [
        '../other/private.md',
        `../../${outside.split('/').at(-1)}/secret.txt`,
        join(outside, 'secret.txt'),
        '%2e%2e%2fother%2fprivate.md',
        '..%252fother%252fprivate.md',
      ].map(async (filename) => {
        const result = await read(filename);
        return result.ok ? 'read' : result.error.code;
      }),
    );
    expect(codes).toEqual([
      'PATH_TRAVERSAL',
      'PATH_TRAVERSAL',
      'PATH_ABSOLUTE',
      'PATH_TRAVERSAL',
      'PATH_TRAVERSAL',
    ]);
  });

  it('refuses missing files and folders, files over the size cap, and files that are not text', async () => {
    const outcome = async (filename: string) => {
      const result = await read(filename);
      return result.ok ? `read ${result.value.bytes}` : result.error;
    };
    expect(await outcome('missing.md')).toEqual({
      code: 'FILE_NOT_FOUND',
      message: 'There is no file "missing.md" in this skill.',
    });
    expect(await outcome('references')).toMatchObject({ code: 'FILE_NOT_FOUND' });
    expect(await outcome('references/api.md/more')).toMatchObject({ code: 'FILE_NOT_FOUND' });
    expect(await outcome('exact.txt')).toBe(`read ${maxSkillFileBytes}`);
    expect(await outcome('too-big.txt')).toEqual({
      code: 'FILE_TOO_LARGE',
      message: 'File "too-big.txt" has 50001 bytes; files over 50000 bytes are not read.',
    });
    expect(await outcome('image.png')).toEqual({
      code: 'FILE_NOT_TEXT',
      message: 'File "image.png" is not UTF-8 text.',
    });
    expect(await outcome('latin1.txt')).toMatchObject({ code: 'FILE_NOT_TEXT' });
  });
});
