import { fail, ok, type Result } from '@spora/sdk';
import { parseDocument } from 'yaml';
import { isSkillName, maxSkillNameLength } from './skill-name.js';
import type { SkillProblem, SkillProblemCode } from './skill-problem.js';

/** The front matter of a SKILL.md (the agentskills.io format), checked and normalised. */
export interface SkillFrontMatter {
  readonly name: string;
  readonly description: string;
  readonly license: string | null;
  readonly compatibility: string | null;
  readonly metadata: Readonly<Record<string, string>>;
  /** Declared by the format; Spora lists it but does not enforce it. */
  readonly allowedTools: readonly string[];
}

export interface SkillDocument {
  readonly frontMatter: SkillFrontMatter;
  /** The Markdown after the front matter. */
  readonly body: string;
  readonly warnings: readonly SkillProblem[];
}

const maxDescriptionLength = 1024;
const maxCompatibilityLength = 500;
const longBodyLines = 500;
// Front matter is a few keys; aliases beyond this are an attempt to blow up the parser.
const maxAliasCount = 20;
const knownKeys = new Set([
  '$schema',
  'name',
  'description',
  'license',
  'compatibility',
  'metadata',
  'allowed-tools',
]);

/**
 * Parses a SKILL.md: `---`, YAML front matter, `---`, then a Markdown body. Every problem that
 * makes the skill unusable is returned at once, so an author fixes them in one go; unknown keys
 * and an overly long body are only warnings. `folderName` is the folder the file lives in, which
 * the skill's name must equal.
 */
export function parseSkillDocument(text: string, folderName: string): Result<SkillDocument, SkillProblem[]> {
  const split = splitFrontMatter(text);
  if (!split.ok) return fail([split.error]);
  const parsed = parseYaml(split.value.yaml);
  if (!parsed.ok) return fail([parsed.error]);
  const fields = parsed.value;
  const problems: SkillProblem[] = [];
  const warnings: SkillProblem[] = [];
  const problem = (code: SkillProblemCode, message: string) => problems.push({ code, message });

  const name = fields.name;
  if (name === undefined || name === null || name === '') {
    problem('NAME_REQUIRED', 'The front matter needs a "name": the folder name, e.g. "pdf-forms".');
  } else if (typeof name !== 'string' || !isSkillName(name)) {
    problem(
      'NAME_INVALID',
      `"name" ${JSON.stringify(name)} must be lowercase letters, digits and single hyphens between them, at most ${maxSkillNameLength} characters.`,
    );
  } else if (name !== folderName) {
    problem(
      'NAME_DIR_MISMATCH',
      `"name" is "${name}" but the folder is "${folderName}"; they must be the same.`,
    );
  }

  const description = fields.description;
  if (description === undefined || description === null || description === '') {
    problem(
      'DESCRIPTION_REQUIRED',
      'The front matter needs a "description": what the skill does and when to use it.',
    );
  } else if (typeof description !== 'string' || description.trim() === '') {
    problem('DESCRIPTION_INVALID', '"description" must be text.');
  } else if (description.length > maxDescriptionLength) {
    problem(
      'DESCRIPTION_TOO_LONG',
      `"description" has ${description.length} characters; at most ${maxDescriptionLength} are allowed.`,
    );
  }

  const license = optionalText(fields.license);
  if (license === undefined) problem('LICENSE_INVALID', '"license" must be text.');

  const compatibility = optionalText(fields.compatibility);
  if (compatibility === undefined) {
    problem('COMPATIBILITY_INVALID', '"compatibility" must be text.');
  } else if (compatibility !== null && compatibility.length > maxCompatibilityLength) {
    problem(
      'COMPATIBILITY_TOO_LONG',
      `"compatibility" has ${compatibility.length} characters; at most ${maxCompatibilityLength} are allowed.`,
    );
  }

  const metadata = readMetadata(fields.metadata);
  if (!metadata.ok) problem('METADATA_INVALID', metadata.error);

  const allowedTools = readAllowedTools(fields['allowed-tools']);
  if (allowedTools === null) {
    problem('ALLOWED_TOOLS_INVALID', '"allowed-tools" must be a space-separated text or a list of texts.');
  }

  for (const key of Object.keys(fields).filter((key) => !knownKeys.has(key))) {
    warnings.push({
      code: 'UNKNOWN_KEY',
      message: `Front-matter key "${key}" is not part of the skill format and is ignored.`,
    });
  }
  const body = split.value.body;
  const lines = body.split('\n').length;
  if (lines > longBodyLines) {
    warnings.push({
      code: 'BODY_LONG',
      message: `The body has ${lines} lines; keep SKILL.md under ${longBodyLines} and move details into files of the skill.`,
    });
  }

  if (problems.length > 0 || !metadata.ok || allowedTools === null) return fail(problems);
  return ok({
    frontMatter: {
      name: name as string,
      description: description as string,
      license: license ?? null,
      compatibility: compatibility ?? null,
      metadata: metadata.value,
      allowedTools,
    },
    body,
    warnings,
  });
}

function splitFrontMatter(text: string): Result<{ yaml: string; body: string }, SkillProblem> {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0]?.trimEnd() !== '---') {
    return fail({
      code: 'FRONTMATTER_MISSING',
      message:
        'SKILL.md must start with a "---" line, then YAML front matter (name, description), then "---".',
    });
  }
  const end = lines.findIndex((line, index) => index > 0 && line.trimEnd() === '---');
  if (end === -1) {
    return fail({
      code: 'FRONTMATTER_UNTERMINATED',
      message: 'The front matter of SKILL.md has no closing "---" line.',
    });
  }
  const body = lines
    .slice(end + 1)
    .join('\n')
    .replace(/^(?:[ \t]*\n)+/, '');
  return ok({ yaml: lines.slice(1, end).join('\n'), body });
}

function parseYaml(yaml: string): Result<Readonly<Record<string, unknown>>, SkillProblem> {
  const invalid = (reason: string): Result<never, SkillProblem> =>
    fail({ code: 'FRONTMATTER_INVALID_YAML', message: `The front matter is not valid YAML: ${reason}` });
  const document = parseDocument(yaml, { uniqueKeys: true, prettyErrors: false });
  const [error] = document.errors;
  if (error) return invalid(error.message);
  let value: unknown;
  try {
    value = document.toJS({ maxAliasCount });
  } catch (error) {
    return invalid(error instanceof Error ? error.message : String(error));
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fail({
      code: 'FRONTMATTER_NOT_A_MAP',
      message: 'The front matter must be a YAML mapping with at least "name" and "description".',
    });
  }
  return ok(value as Record<string, unknown>);
}

/** `null` when absent, the text when it is one, `undefined` when it is something else. */
function optionalText(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : undefined;
}

function readMetadata(value: unknown): Result<Record<string, string>, string> {
  if (value === undefined || value === null) return ok({});
  if (typeof value !== 'object' || Array.isArray(value)) {
    return fail('"metadata" must be a mapping of keys to text values.');
  }
  const entries = Object.entries(value as Record<string, unknown>);
  const notText = entries.filter(([, entry]) => typeof entry !== 'string').map(([key]) => key);
  if (notText.length > 0) {
    return fail(
      `"metadata" values must be text; quote ${notText.map((key) => `"${key}"`).join(', ')} (e.g. "true", "1.0").`,
    );
  }
  return ok(Object.fromEntries(entries) as Record<string, string>);
}

function readAllowedTools(value: unknown): string[] | null {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return value.split(/\s+/).filter((entry) => entry !== '');
  if (Array.isArray(value) && value.every((entry) => typeof entry === 'string')) return [...value];
  return null;
}
