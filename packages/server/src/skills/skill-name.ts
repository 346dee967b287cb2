/**
 * Skill names: lowercase letters, digits and single hyphens between them, at most 64 characters,
 * and equal to the skill's folder name. Lookups ignore case and surrounding space.
 */
export const skillNamePattern = '^[a-z0-9]+(-[a-z0-9]+)*$';
export const maxSkillNameLength = 64;

const pattern = new RegExp(skillNamePattern);

export function isSkillName(value: string): boolean {
  return value.length <= maxSkillNameLength && pattern.test(value);
}

/** The spelling a caller's name is looked up by. */
export function normalizeSkillName(value: string): string {
  return value.trim().toLowerCase();
}
