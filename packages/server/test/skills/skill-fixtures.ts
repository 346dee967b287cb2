import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A fresh, empty folder for skills (or anything else a test needs on disk). */
export function scratchFolder(label = 'skills'): string {
  return mkdtempSync(join(tmpdir(), `spora-${label}-`));
}

export interface SkillSeed {
  /** Front matter name; the folder name when omitted. */
  readonly name?: string;
  readonly description?: string;
  /** Extra front matter lines, as YAML. */
  readonly extra?: string;
  readonly body?: string;
  /** Further files of the skill, by relative path. */
  readonly files?: Readonly<Record<string, string | Uint8Array>>;
}

/** Writes `<root>/<folder>/SKILL.md` (and any further files) and returns the skill's folder. */
export function writeSkill(root: string, folder: string, seed: SkillSeed = {}): string {
  const frontMatter = [
    `name: ${seed.name ?? folder}`,
    `description: ${seed.description ?? `What ${folder} is for.`}`,
    ...(seed.extra ? [seed.extra] : []),
  ].join('\n');
  return writeRawSkill(
    root,
    folder,
    `---\n${frontMatter}\n---\n\n${seed.body ?? `# ${folder}\n\nFollow these steps.\n`}`,
    seed.files,
  );
}

/** Writes a SKILL.md exactly as given, for front matter a well-formed seed cannot express. */
export function writeRawSkill(
  root: string,
  folder: string,
  skillMd: string | Uint8Array,
  files: Readonly<Record<string, string | Uint8Array>> = {},
): string {
  const directory = join(root, folder);
  mkdirSync(directory, { recursive: true });
  writeFileSync(join(directory, 'SKILL.md'), skillMd);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(directory, path)), { recursive: true });
    writeFileSync(join(directory, path), content);
  }
  return directory;
}
