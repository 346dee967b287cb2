import Type from 'typebox';
import type { ApiApp } from '../api-app.js';
import { ApiError } from '../api-error.js';
import type { ApiServices } from '../api-services.js';
import { dataEnvelope, errorResponses } from '../schemas/index.js';
import {
  SkillRejectionResource,
  SkillResource,
  type SkillSummaryField,
  SkillSummaryResource,
  skillSummaryFields,
  toSkillRejection,
  toSkillResource,
  toSkillSummary,
} from '../schemas/skill-resource.js';

const fieldChoice = `(${skillSummaryFields.join('|')})`;

const ListQuery = Type.Object(
  {
    select: Type.Optional(
      Type.String({
        description: `Comma-separated fields to return for each skill, e.g. "name,description"; all when omitted. Fields: ${skillSummaryFields.join(', ')}.`,
        pattern: `^${fieldChoice}(,${fieldChoice})*$`,
        maxLength: 200,
      }),
    ),
  },
  { additionalProperties: false },
);

const SkillParams = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 200, description: 'The skill name; case is ignored.' }) },
  { additionalProperties: false },
);

/**
 * `/skills`: the skills every signed-in user may pick for an agent's skill tool (the data source
 * of its `allowed_skills` setting), the folders refused with their reasons, and one skill in full.
 */
export function registerSkillRoutes(app: ApiApp, services: ApiServices): void {
  app.get(
    '/skills',
    {
      schema: {
        tags: ['skills'],
        summary: 'The skills available to agents, by name, and the skill folders refused with the reasons',
        querystring: ListQuery,
        response: {
          200: dataEnvelope(
            Type.Object(
              { skills: Type.Array(SkillSummaryResource), rejected: Type.Array(SkillRejectionResource) },
              { additionalProperties: false },
            ),
          ),
          ...errorResponses(),
        },
      },
    },
    async (request) => {
      const fields = selectedFields(request.query.select);
      const { skills, rejected } = await services.skills.scan();
      return {
        data: {
          skills: skills.map((skill) => toSkillSummary(skill, fields)),
          rejected: rejected.map(toSkillRejection),
        },
      };
    },
  );

  app.get(
    '/skills/:name',
    {
      schema: {
        tags: ['skills'],
        summary: 'One skill: its front matter, the SKILL.md body and its files',
        params: SkillParams,
        response: {
          200: dataEnvelope(Type.Object({ skill: SkillResource }, { additionalProperties: false })),
          ...errorResponses('NOT_FOUND'),
        },
      },
    },
    async (request) => {
      const found = await services.skills.find(request.params.name);
      // A skill that is present but broken is reported by the list; here it is as absent as a typo.
      if (!found.ok) throw new ApiError('NOT_FOUND', found.error.message, { reason: found.error.code });
      return { data: { skill: toSkillResource(found.value) } };
    },
  );
}

function selectedFields(select: string | undefined): readonly SkillSummaryField[] {
  if (select === undefined) return skillSummaryFields;
  const wanted = new Set(select.split(','));
  return skillSummaryFields.filter((field) => wanted.has(field));
}
