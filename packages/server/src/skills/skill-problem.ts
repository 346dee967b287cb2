/**
 * Why a skill is refused, or what is worth fixing in one that is served. `code` is stable for
 * programs; `message` tells the author what to change.
 */
export type SkillProblemCode =
  | 'SOURCE_UNREADABLE'
  | 'SKILL_MD_UNREADABLE'
  | 'SKILL_MD_TOO_LARGE'
  | 'SKILL_MD_NOT_TEXT'
  | 'FRONTMATTER_MISSING'
  | 'FRONTMATTER_UNTERMINATED'
  | 'FRONTMATTER_INVALID_YAML'
  | 'FRONTMATTER_NOT_A_MAP'
  | 'NAME_REQUIRED'
  | 'NAME_INVALID'
  | 'NAME_DIR_MISMATCH'
  | 'DESCRIPTION_REQUIRED'
  | 'DESCRIPTION_INVALID'
  | 'DESCRIPTION_TOO_LONG'
  | 'LICENSE_INVALID'
  | 'COMPATIBILITY_INVALID'
  | 'COMPATIBILITY_TOO_LONG'
  | 'METADATA_INVALID'
  | 'ALLOWED_TOOLS_INVALID'
  | 'SKILL_NAME_CONFLICT'
  // Warnings: the skill is still served.
  | 'UNKNOWN_KEY'
  | 'BODY_LONG'
  | 'FILES_TRUNCATED';

export interface SkillProblem {
  readonly code: SkillProblemCode;
  readonly message: string;
}
