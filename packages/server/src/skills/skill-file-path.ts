import { fail, ok, type Result } from '@spora/sdk';
import type { SkillFileError } from './skill-file-error.js';

const maxPathLength = 1024;
// Undo at most this many layers of percent-encoding (`%252e` is `.` encoded twice).
const maxDecodingRounds = 3;

type PathCheck = (path: string, shown: string) => SkillFileError | null;

const segmentsOf = (path: string) => path.replaceAll('\\', '/').split('/');

// In order of severity, so a name that breaks several rules is refused for the worst one.
const checks: readonly PathCheck[] = [
  (path) =>
    path.length > maxPathLength
      ? { code: 'FILENAME_INVALID', message: `filename is longer than ${maxPathLength} characters.` }
      : null,
  (path, shown) =>
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
    /[\u0000-\u001f\u007f]/.test(path)
      ? { code: 'FILENAME_INVALID', message: `filename ${shown} contains a NUL or control character.` }
      : null,
  (path, shown) =>
    /^[/\\]/.test(path) || /^[A-Za-z]:/.test(path)
      ? {
          code: 'PATH_ABSOLUTE',
          message: `filename ${shown} is absolute; give a path relative to the skill folder.`,
        }
      : null,
  (path, shown) =>
    segmentsOf(path).some((segment) => segment === '.' || segment === '..')
      ? {
          code: 'PATH_TRAVERSAL',
          message: `filename ${shown} contains "." or ".." segments; only files inside the skill folder can be read.`,
        }
      : null,
  (path, shown) =>
    segmentsOf(path).includes('')
      ? { code: 'FILENAME_INVALID', message: `filename ${shown} has an empty path segment.` }
      : null,
  (path, shown) =>
    segmentsOf(path).some((segment) => segment.startsWith('.'))
      ? {
          code: 'PATH_HIDDEN',
          message: `filename ${shown} names a hidden file, which is not part of the skill.`,
        }
      : null,
];

/**
 * Checks a file name a caller asked for and returns it as a relative POSIX path (`refs/api.md`).
 * Only plain relative paths pass: no absolute paths or drive letters, no `.`, `..` or empty
 * segments, no hidden names, no control characters; `\` counts as a separator. Names are used
 * literally, but one that would break these rules once percent-decoded is refused too, so no
 * layer that decodes later can turn it into a traversal. This is the first line of defence only:
 * the resolved real path must still lie inside the skill folder.
 */
export function checkSkillFilePath(filename: unknown): Result<string, SkillFileError> {
  if (typeof filename !== 'string' || filename.trim() === '') {
    return fail({
      code: 'FILENAME_INVALID',
      message:
        'filename must be a path relative to the skill folder, such as "SKILL.md" or "references/api.md".',
    });
  }
  const literal = filename.trim();
  const shown = JSON.stringify(literal);
  const decoded = percentDecodings(literal);
  for (const check of checks) {
    const problem = check(literal, shown);
    if (problem) return fail(problem);
    for (const variant of decoded) {
      const hidden = check(variant, JSON.stringify(variant));
      if (hidden) {
        return fail({
          code: hidden.code,
          message: `filename ${shown} is percent-encoded; decoded, ${hidden.message}`,
        });
      }
    }
  }
  return ok(literal.replaceAll('\\', '/'));
}

/** The name with one, two, … layers of percent-encoding undone, as long as each changes it. */
function percentDecodings(path: string): string[] {
  const layers: string[] = [];
  let current = path;
  for (let round = 0; round < maxDecodingRounds && current.includes('%'); round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      // Not valid percent-encoding, so nothing could decode it into something else.
      break;
    }
    if (next === current) break;
    layers.push(next);
    current = next;
  }
  return layers;
}
