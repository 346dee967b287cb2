/** Why a file of a skill cannot be read; the tool and the API pass `code` and `message` on. */
export type SkillFileErrorCode =
  | 'FILENAME_INVALID'
  | 'PATH_ABSOLUTE'
  | 'PATH_TRAVERSAL'
  | 'PATH_HIDDEN'
  | 'PATH_OUTSIDE_SKILL'
  | 'FILE_NOT_FOUND'
  | 'FILE_UNREADABLE'
  | 'FILE_TOO_LARGE'
  | 'FILE_NOT_TEXT';

export interface SkillFileError {
  readonly code: SkillFileErrorCode;
  readonly message: string;
}
