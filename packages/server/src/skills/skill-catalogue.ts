import type { Dirent } from 'node:fs';
import { readdir, realpath } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fail, ok, type Result } from '@spora/sdk';
import { parseSkillDocument, type SkillFrontMatter } from './skill-document.js';
import type { SkillFileError } from './skill-file-error.js';
import { readSkillFile, type SkillFileText } from './skill-file-reader.js';
import { listSkillFiles, maxListedFiles, type SkillFile } from './skill-files.js';
import { isSkillName, normalizeSkillName } from './skill-name.js';
import type { SkillProblem } from './skill-problem.js';

/** A folder whose subfolders are skills, and the label the skills it holds carry. */
export interface SkillSource {
  /** `project`, `core`, or a plugin's slug. */
  readonly source: string;
  readonly directory: string;
}

export interface SkillCatalogueOptions {
  /** Searched in this order; on a name found in several, the first source wins. */
  readonly sources: readonly SkillSource[];
}

/** A skill that can be used. */
export interface Skill {
  readonly name: string;
  readonly source: string;
  /** The real path of the skill's folder. */
  readonly folder: string;
  readonly frontMatter: SkillFrontMatter;
  readonly body: string;
  readonly files: readonly SkillFile[];
  readonly warnings: readonly SkillProblem[];
}

/** A folder that is not served as a skill, and why. */
export interface SkillRejection {
  readonly source: string;
  /** The folder's name inside its source; `null` when the source itself cannot be read. */
  readonly folder: string | null;
  readonly problems: readonly SkillProblem[];
}

export interface SkillScan {
  /** Sorted by name. */
  readonly skills: readonly Skill[];
  readonly rejected: readonly SkillRejection[];
}

export type SkillLookupErrorCode = 'SKILL_NOT_FOUND' | 'SKILL_INVALID';

export interface SkillLookupError {
  readonly code: SkillLookupErrorCode;
  readonly message: string;
}

type FolderOutcome =
  | { readonly kind: 'absent' }
  | { readonly kind: 'skill'; readonly skill: Skill }
  | { readonly kind: 'rejected'; readonly rejection: SkillRejection };

/**
 * The skills of an installation: folders holding a `SKILL.md`, one level below each source. The
 * file system is read on every call, so skills an operator adds, edits or removes count at once.
 *
 * A name belongs to the first source that has a folder of that name with a `SKILL.md`, valid or
 * not: copies further down are reported as shadowed, and a broken copy on top makes the name
 * unavailable instead of silently falling back to another one.
 */
export class SkillCatalogue {
  readonly sources: readonly SkillSource[];

  constructor(options: SkillCatalogueOptions) {
    this.sources = options.sources.map(({ source, directory }) => ({
      source,
      directory: resolve(directory),
    }));
  }

  /** Every skill, and every folder refused, with the reasons. */
  async scan(): Promise<SkillScan> {
    const claimed = new Map<string, string>();
    const skills: Skill[] = [];
    const rejected: SkillRejection[] = [];
    for (const { source, directory } of this.sources) {
      const folders = await skillFolderNames(source, directory);
      if (!folders.ok) {
        rejected.push({ source, folder: null, problems: [folders.error] });
        continue;
      }
      const loaded = await Promise.all(
        folders.value.map(async (folder) => ({
          folder,
          outcome: await loadFolder(source, directory, folder),
        })),
      );
      for (const { folder, outcome } of loaded) {
        if (outcome.kind === 'absent') continue;
        const owner = claimed.get(folder);
        if (owner !== undefined) {
          const message = `Shadowed by the skill "${folder}" from ${owner}, which comes first.`;
          rejected.push({ source, folder, problems: [{ code: 'SKILL_NAME_CONFLICT', message }] });
          continue;
        }
        claimed.set(folder, source);
        if (outcome.kind === 'skill') skills.push(outcome.skill);
        else rejected.push(outcome.rejection);
      }
    }
    skills.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return { skills, rejected };
  }

  /** The skill a caller names (any case, surrounding space ignored). */
  async find(name: string): Promise<Result<Skill, SkillLookupError>> {
    const wanted = normalizeSkillName(name);
    // Only a valid name is ever joined to a source path, so no lookup can leave the sources.
    if (isSkillName(wanted)) {
      for (const { source, directory } of this.sources) {
        const outcome = await loadFolder(source, directory, wanted);
        if (outcome.kind === 'skill') return ok(outcome.skill);
        if (outcome.kind === 'rejected') {
          const reasons = outcome.rejection.problems.map((problem) => problem.message).join(' ');
          return fail({ code: 'SKILL_INVALID', message: `Skill "${wanted}" cannot be used: ${reasons}` });
        }
      }
    }
    return fail({ code: 'SKILL_NOT_FOUND', message: `There is no skill named ${JSON.stringify(wanted)}.` });
  }

  /**
   * One file of a skill, by a path `checkSkillFilePath` accepted. `SKILL.md` is its body, without
   * the front matter.
   */
  async readFile(skill: Skill, relativePath: string): Promise<Result<SkillFileText, SkillFileError>> {
    if (relativePath === 'SKILL.md') {
      return ok({ text: skill.body, bytes: Buffer.byteLength(skill.body) });
    }
    return readSkillFile(skill.folder, relativePath);
  }
}

async function skillFolderNames(source: string, directory: string): Promise<Result<string[], SkillProblem>> {
  let entries: Dirent[];
  try {
    entries = await readdir(directory, { withFileTypes: true });
  } catch (error) {
    // A source that does not exist holds no skills; the project folder is optional.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return ok([]);
    return fail({
      code: 'SOURCE_UNREADABLE',
      // The path stays in the server's configuration; every signed-in user may see this message.
      message: `The skills folder of ${source} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}).`,
    });
  }
  return ok(
    entries
      .filter((entry) => !entry.name.startsWith('.') && (entry.isDirectory() || entry.isSymbolicLink()))
      .map((entry) => entry.name)
      .sort(),
  );
}

async function loadFolder(source: string, directory: string, folderName: string): Promise<FolderOutcome> {
  let folder: string;
  try {
    folder = await realpath(join(directory, folderName));
  } catch {
    return { kind: 'absent' };
  }
  const rejected = (problems: readonly SkillProblem[]): FolderOutcome => ({
    kind: 'rejected',
    rejection: { source, folder: folderName, problems },
  });
  const file = await readSkillFile(folder, 'SKILL.md');
  if (!file.ok) {
    switch (file.error.code) {
      case 'FILE_NOT_FOUND':
        return { kind: 'absent' };
      case 'FILE_TOO_LARGE':
        return rejected([{ code: 'SKILL_MD_TOO_LARGE', message: file.error.message }]);
      case 'FILE_NOT_TEXT':
        return rejected([{ code: 'SKILL_MD_NOT_TEXT', message: file.error.message }]);
      default:
        return rejected([{ code: 'SKILL_MD_UNREADABLE', message: file.error.message }]);
    }
  }
  const document = parseSkillDocument(file.value.text, folderName);
  if (!document.ok) return rejected(document.error);
  const listing = await listSkillFiles(folder);
  const warnings = listing.truncated
    ? [
        ...document.value.warnings,
        {
          code: 'FILES_TRUNCATED' as const,
          message: `The skill holds more than ${maxListedFiles} files or is nested too deep; only part of it is listed.`,
        },
      ]
    : document.value.warnings;
  return {
    kind: 'skill',
    skill: {
      name: document.value.frontMatter.name,
      source,
      folder,
      frontMatter: document.value.frontMatter,
      body: document.value.body,
      files: listing.files,
      warnings,
    },
  };
}
