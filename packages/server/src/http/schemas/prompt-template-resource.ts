import Type, { type Static } from 'typebox';
import type { PromptTemplate } from '../../db/index.js';
import { variablesOf } from '../../schedules/index.js';
import { Id, Nullable, Timestamp } from './common.js';
import { named } from './named.js';

export const TemplateVariableSchema = Type.Object(
  {
    name: Type.String({
      minLength: 1,
      maxLength: 64,
      description: 'Letters, digits and _, not starting with a digit',
    }),
    description: Nullable(Type.String({ maxLength: 500 })),
    default: Nullable(Type.String({ maxLength: 10_000, description: 'Null: a value is required' })),
  },
  { additionalProperties: false, ...named('PromptTemplateVariable') },
);

const templateFields = {
  name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  description: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  body: Type.String({
    minLength: 1,
    maxLength: 50_000,
    description: 'The prompt, with {{variable}} and {{variable:default}} placeholders',
  }),
  variables: Type.Optional(Type.Array(TemplateVariableSchema, { maxItems: 50 })),
  max_steps: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 100 }))),
};

export const PromptTemplateBody = Type.Object(templateFields, {
  additionalProperties: false,
  ...named('NewPromptTemplate'),
});
export const PromptTemplatePatch = Type.Partial(PromptTemplateBody, {
  additionalProperties: false,
  ...named('PromptTemplatePatch'),
});

export const PromptTemplateParams = Type.Object({ id: Id, templateId: Id }, { additionalProperties: false });

/** Values for a template's variables, and the zone its built-in dates and times are read in. */
export const RenderFields = {
  values: Type.Optional(
    Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 10_000 }), { maxProperties: 50 }),
  ),
  timezone: Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, description: 'IANA time zone; UTC when omitted' }),
  ),
};

export const RenderedPrompt = Type.Object(
  { prompt: Type.String() },
  { additionalProperties: false, ...named('RenderedPrompt') },
);

export const PromptTemplateResource = Type.Object(
  {
    id: Type.Integer(),
    agent_id: Type.Integer(),
    name: Type.String(),
    description: Nullable(Type.String()),
    body: Type.String(),
    variables: Type.Array(TemplateVariableSchema),
    max_steps: Nullable(Type.Integer()),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { additionalProperties: false, ...named('PromptTemplate') },
);

export type PromptTemplateResourceView = Static<typeof PromptTemplateResource>;

export function toPromptTemplateResource(template: PromptTemplate): PromptTemplateResourceView {
  return {
    id: template.id,
    agent_id: template.agent_id,
    name: template.name,
    description: template.description,
    body: template.body,
    variables: variablesOf(template),
    max_steps: template.max_steps,
    created_at: template.created_at,
    updated_at: template.updated_at,
  };
}
