export {
  type Skill,
  SkillCatalogue,
  type SkillCatalogueOptions,
  type SkillLookupError,
  type SkillLookupErrorCode,
  type SkillRejection,
  type SkillScan,
  type SkillSource,
} from './skill-catalogue.js';
export type { SkillDocument, SkillFrontMatter } from './skill-document.js';
export type { SkillFileError, SkillFileErrorCode } from './skill-file-error.js';
export { checkSkillFilePath } from './skill-file-path.js';
export { maxSkillFileBytes, type SkillFileText } from './skill-file-reader.js';
export type { SkillFile } from './skill-files.js';
export { isSkillName, maxSkillNameLength, normalizeSkillName, skillNamePattern } from './skill-name.js';
export type { SkillProblem, SkillProblemCode } from './skill-problem.js';
export { coreSkillsDirectory, type SkillSourceLayout, skillSourcesFor } from './skill-sources.js';
