import Type, { type Static } from 'typebox';
import type { Skill, SkillRejection } from '../../skills/index.js';
import { Nullable } from './common.js';
import { named } from './named.js';

const SkillProblemResource = Type.Object(
  { code: Type.String(), message: Type.String() },
  { additionalProperties: false, ...named('SkillProblem') },
);

/** The fields of a listed skill; `?select=` picks some of them. */
export const skillSummaryFields = [
  'name',
  'description',
  'source',
  'license',
  'files_count',
  'warnings',
] as const;

export type SkillSummaryField = (typeof skillSummaryFields)[number];

/** A skill as the list shows it: enough to pick it (a multi-select's options) and to spot problems. */
export const SkillSummaryResource = Type.Object(
  {
    name: Type.Optional(Type.String()),
    description: Type.Optional(Type.String()),
    /** `project`, `core`, or the slug of the plugin that ships it. */
    source: Type.Optional(Type.String()),
    license: Type.Optional(Nullable(Type.String())),
    files_count: Type.Optional(Type.Integer({ minimum: 0 })),
    /** Problems that do not stop the skill from being used. */
    warnings: Type.Optional(Type.Array(SkillProblemResource)),
  },
  { additionalProperties: false, ...named('SkillSummary') },
);

/** A folder that is not served as a skill, with every reason. */
export const SkillRejectionResource = Type.Object(
  {
    source: Type.String(),
    folder: Nullable(Type.String()),
    problems: Type.Array(SkillProblemResource),
  },
  { additionalProperties: false, ...named('SkillRejection') },
);

/** One skill in full: its front matter, the SKILL.md body and its files. */
export const SkillResource = Type.Object(
  {
    name: Type.String(),
    description: Type.String(),
    source: Type.String(),
    license: Nullable(Type.String()),
    compatibility: Nullable(Type.String()),
    metadata: Type.Record(Type.String(), Type.String()),
    allowed_tools: Type.Array(Type.String()),
    body: Type.String(),
    files: Type.Array(
      Type.Object(
        { path: Type.String(), bytes: Type.Integer({ minimum: 0 }) },
        { additionalProperties: false },
      ),
    ),
    warnings: Type.Array(SkillProblemResource),
  },
  { additionalProperties: false, ...named('Skill') },
);

type SkillSummaryView = Static<typeof SkillSummaryResource>;

export function toSkillSummary(skill: Skill, fields: readonly SkillSummaryField[]): SkillSummaryView {
  const full: Required<SkillSummaryView> = {
    name: skill.name,
    description: skill.frontMatter.description,
    source: skill.source,
    license: skill.frontMatter.license,
    files_count: skill.files.length,
    warnings: skill.warnings.map(toProblem),
  };
  return Object.fromEntries(fields.map((field) => [field, full[field]]));
}

export function toSkillRejection(rejection: SkillRejection): Static<typeof SkillRejectionResource> {
  return { source: rejection.source, folder: rejection.folder, problems: rejection.problems.map(toProblem) };
}

export function toSkillResource(skill: Skill): Static<typeof SkillResource> {
  const { frontMatter } = skill;
  return {
    name: skill.name,
    description: frontMatter.description,
    source: skill.source,
    license: frontMatter.license,
    compatibility: frontMatter.compatibility,
    metadata: { ...frontMatter.metadata },
    allowed_tools: [...frontMatter.allowedTools],
    body: skill.body,
    files: skill.files.map((file) => ({ path: file.path, bytes: file.bytes })),
    warnings: skill.warnings.map(toProblem),
  };
}

function toProblem(problem: { readonly code: string; readonly message: string }) {
  return { code: problem.code, message: problem.message };
}
