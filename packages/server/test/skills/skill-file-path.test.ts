import { describe, expect, it } from 'vitest';
import { checkSkillFilePath } from '../../src/skills/index.js';

function refusal(filename: unknown): { code: string; message: string } {
  const checked = checkSkillFilePath(filename);
  if (checked.ok) throw new Error(`expected ${JSON.stringify(filename)} to be refused`);
  return checked.error;
}

describe('skill file paths', () => {
  it.each([
    ['SKILL.md', 'SKILL.md'],
    ['references/api.md', 'references/api.md'],
    ['references\\api.md', 'references/api.md'],
    ['  scripts/fill.py ', 'scripts/fill.py'],
    ['notes..md', 'notes..md'],
    ['100%25.md', '100%25.md'],
    ['50%.md', '50%.md'],
  ])('accepts %j as %j', (filename, path) => {
    expect(checkSkillFilePath(filename)).toEqual({ ok: true, value: path });
  });

  it.each([
    ['../other-skill/SKILL.md'],
    ['references/../../other-skill/SKILL.md'],
    ['..'],
    ['./SKILL.md'],
    ['references/./api.md'],
    ['..\\secret.txt'],
    ['references\\..\\..\\secret.txt'],
  ])('refuses the traversal %j', (filename) => {
    const error = refusal(filename);
    expect(error.code).toBe('PATH_TRAVERSAL');
    expect(error.message).toContain('only files inside the skill folder can be read');
  });

  it.each([
    ['/etc/passwd'],
    ['\\etc\\passwd'],
    ['C:\\Windows\\win.ini'],
    ['c:/secret.txt'],
    ['//server/share'],
  ])('refuses the absolute path %j', (filename) => {
    expect(refusal(filename).code).toBe('PATH_ABSOLUTE');
  });

  it.each([
    ['%2e%2e%2fother-skill%2fSKILL.md', 'PATH_TRAVERSAL'],
    ['..%2fsecret.txt', 'PATH_TRAVERSAL'],
    ['%2E%2E/secret.txt', 'PATH_TRAVERSAL'],
    ['..%5csecret.txt', 'PATH_TRAVERSAL'],
    ['%252e%252e%252fsecret.txt', 'PATH_TRAVERSAL'],
    ['%2fetc%2fpasswd', 'PATH_ABSOLUTE'],
    ['SKILL.md%00.txt', 'FILENAME_INVALID'],
    ['%2eenv', 'PATH_HIDDEN'],
  ])('refuses the percent-encoded %j with %s', (filename, code) => {
    const error = refusal(filename);
    expect(error.code).toBe(code);
    expect(error.message).toContain('is percent-encoded; decoded');
  });

  it('refuses hidden files, control characters, empty segments, empty and overlong names', () => {
    expect(refusal('.env').code).toBe('PATH_HIDDEN');
    expect(refusal('scripts/.git/config').code).toBe('PATH_HIDDEN');
    expect(refusal('SKILL.md\u0000.txt')).toEqual({
      code: 'FILENAME_INVALID',
      message: 'filename "SKILL.md\\u0000.txt" contains a NUL or control character.',
    });
    expect(refusal('references//api.md').code).toBe('FILENAME_INVALID');
    expect(refusal('references/').code).toBe('FILENAME_INVALID');
    expect(refusal('').code).toBe('FILENAME_INVALID');
    expect(refusal('   ').code).toBe('FILENAME_INVALID');
    expect(refusal(42).code).toBe('FILENAME_INVALID');
    expect(refusal(null).code).toBe('FILENAME_INVALID');
    expect(refusal('a'.repeat(1025)).code).toBe('FILENAME_INVALID');
  });
});
