import { describe, expect, it } from 'vitest';
import { parseSkillDocument } from '../../src/skills/skill-document.js';

const skillMd = (frontMatter: string, body = '# Body\n') => `---\n${frontMatter}\n---\n${body}`;

function problemCodes(text: string, folder = 'pdf-forms'): string[] {
  const parsed = parseSkillDocument(text, folder);
  if (parsed.ok) throw new Error('expected the document to be refused');
  return parsed.error.map((problem) => problem.code);
}

describe('SKILL.md documents', () => {
  it('reads every front-matter field and keeps the body without the front matter', () => {
    const parsed = parseSkillDocument(
      skillMd(
        [
          'name: pdf-forms',
          'description: Fill in PDF forms.',
          'license: MIT',
          'compatibility: Needs the read_url tool.',
          'metadata:',
          '  author: Ada',
          '  version: "1.0"',
          'allowed-tools: read_url calculator',
        ].join('\n'),
        '\n\n# Filling forms\n\nStep one.\n',
      ),
      'pdf-forms',
    );
    expect(parsed).toEqual({
      ok: true,
      value: {
        frontMatter: {
          name: 'pdf-forms',
          description: 'Fill in PDF forms.',
          license: 'MIT',
          compatibility: 'Needs the read_url tool.',
          metadata: { author: 'Ada', version: '1.0' },
          allowedTools: ['read_url', 'calculator'],
        },
        body: '# Filling forms\n\nStep one.\n',
        warnings: [],
      },
    });
  });

  it('takes a byte-order mark, Windows line ends, a $schema key and allowed-tools as a list', () => {
    const text =
      '\uFEFF---\r\n$schema: https://example.com/skill.json\r\nname: pdf-forms\r\ndescription: Forms.\r\nallowed-tools: [read_url]\r\n---\r\nBody\r\n';
    const parsed = parseSkillDocument(text, 'pdf-forms');
    expect(parsed.ok && parsed.value.frontMatter.allowedTools).toEqual(['read_url']);
    expect(parsed.ok && parsed.value.body).toBe('Body\n');
    expect(parsed.ok && parsed.value.warnings).toEqual([]);
  });

  it('refuses a SKILL.md without front matter, or with one that never ends', () => {
    expect(problemCodes('# Just markdown\n')).toEqual(['FRONTMATTER_MISSING']);
    expect(problemCodes('\n---\nname: pdf-forms\n---\n')).toEqual(['FRONTMATTER_MISSING']);
    expect(problemCodes('---\nname: pdf-forms\ndescription: x\n')).toEqual(['FRONTMATTER_UNTERMINATED']);
  });

  it('refuses front matter that is not valid YAML, repeats a key or is not a mapping', () => {
    expect(problemCodes(skillMd('name: [unclosed\ndescription: x'))).toEqual(['FRONTMATTER_INVALID_YAML']);
    expect(problemCodes(skillMd('name: pdf-forms\nname: other\ndescription: x'))).toEqual([
      'FRONTMATTER_INVALID_YAML',
    ]);
    expect(problemCodes(skillMd('- name\n- description'))).toEqual(['FRONTMATTER_NOT_A_MAP']);
    expect(problemCodes(skillMd('just text'))).toEqual(['FRONTMATTER_NOT_A_MAP']);
    expect(problemCodes(skillMd(''))).toEqual(['FRONTMATTER_NOT_A_MAP']);
  });

  it('refuses front matter that multiplies aliases (a "billion laughs")', () => {
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x]',
      'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
      'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]',
      'd: [*c, *c, *c, *c, *c, *c, *c, *c, *c]',
      'name: pdf-forms',
      'description: x',
    ].join('\n');
    expect(problemCodes(skillMd(bomb))).toEqual(['FRONTMATTER_INVALID_YAML']);
  });

  it('reports every missing or malformed field at once, with a message saying what to change', () => {
    const parsed = parseSkillDocument(
      skillMd('license: 3\ncompatibility: [a]\nmetadata: [a]\nallowed-tools: {a: 1}'),
      'pdf-forms',
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.map((problem) => problem.code)).toEqual([
      'NAME_REQUIRED',
      'DESCRIPTION_REQUIRED',
      'LICENSE_INVALID',
      'COMPATIBILITY_INVALID',
      'METADATA_INVALID',
      'ALLOWED_TOOLS_INVALID',
    ]);
    expect(parsed.error[0]?.message).toContain('"name"');
  });

  it.each([
    ['PDF-Forms', 'NAME_INVALID'],
    ['pdf--forms', 'NAME_INVALID'],
    ['-pdf-forms', 'NAME_INVALID'],
    ['pdf-forms-', 'NAME_INVALID'],
    ['pdf_forms', 'NAME_INVALID'],
    ['42', 'NAME_DIR_MISMATCH'],
    [`a${'b'.repeat(64)}`, 'NAME_INVALID'],
    ['other-skill', 'NAME_DIR_MISMATCH'],
  ])('refuses the name %s with %s', (name, code) => {
    expect(problemCodes(skillMd(`name: "${name}"\ndescription: Forms.`))).toEqual([code]);
  });

  it('refuses a name that is not text, a description too long and one that is not text', () => {
    expect(problemCodes(skillMd('name: 42\ndescription: Forms.'))).toEqual(['NAME_INVALID']);
    expect(problemCodes(skillMd(`name: pdf-forms\ndescription: ${'x'.repeat(1025)}`))).toEqual([
      'DESCRIPTION_TOO_LONG',
    ]);
    expect(problemCodes(skillMd('name: pdf-forms\ndescription: [a, b]'))).toEqual(['DESCRIPTION_INVALID']);
    expect(
      problemCodes(skillMd(`name: pdf-forms\ndescription: Forms.\ncompatibility: ${'x'.repeat(501)}`)),
    ).toEqual(['COMPATIBILITY_TOO_LONG']);
  });

  it('refuses metadata values that are not text, naming the keys to quote', () => {
    const parsed = parseSkillDocument(
      skillMd('name: pdf-forms\ndescription: Forms.\nmetadata:\n  allowedByDefault: false\n  owner: ops'),
      'pdf-forms',
    );
    expect(parsed).toEqual({
      ok: false,
      error: [
        {
          code: 'METADATA_INVALID',
          message: '"metadata" values must be text; quote "allowedByDefault" (e.g. "true", "1.0").',
        },
      ],
    });
  });

  it('serves a skill with unknown keys or a long body, with warnings', () => {
    const parsed = parseSkillDocument(
      skillMd('name: pdf-forms\ndescription: Forms.\nversion: 2', 'line\n'.repeat(600)),
      'pdf-forms',
    );
    expect(parsed.ok && parsed.value.warnings.map((warning) => warning.code)).toEqual([
      'UNKNOWN_KEY',
      'BODY_LONG',
    ]);
  });
});
