import Type, { type Static } from 'typebox';
import type {
  CatalogueTemplateReport,
  TemplateRequest,
  TemplateValidation,
} from '../../agents/templates/index.js';
import { Nullable } from './common.js';
import { named } from './named.js';

export const TemplateIssueResource = Type.Object(
  {
    code: Type.String(),
    severity: Type.Enum(['error', 'warning', 'info']),
    message: Type.String(),
    path: Type.Optional(Type.String()),
  },
  { additionalProperties: false, ...named('TemplateIssue') },
);

const validationFields = {
  valid: Type.Boolean(),
  errors: Type.Array(TemplateIssueResource),
  warnings: Type.Array(TemplateIssueResource),
};

export const TemplateValidationResource = Type.Object(validationFields, {
  additionalProperties: false,
  ...named('TemplateValidation'),
});

/** A catalogue template as the list shows it; fields a broken file lacks are null (category: general). */
export const TemplateSummaryResource = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    description: Nullable(Type.String()),
    version: Nullable(Type.String()),
    source: Type.String(),
    filename: Type.String(),
    category: Type.String(),
    icon: Nullable(Type.String()),
    tools_count: Type.Integer(),
    required_plugins: Type.Array(Type.String()),
    valid: Type.Boolean(),
    has_warnings: Type.Boolean(),
  },
  { additionalProperties: false, ...named('AgentTemplateSummary') },
);

/** A catalogue template in full: the file as written, and its validation for the caller. */
export const TemplateDetailResource = Type.Object(
  {
    id: Type.String(),
    source: Type.String(),
    filename: Type.String(),
    template: Type.Unknown({ description: 'The template as its file holds it.' }),
    ...validationFields,
  },
  { additionalProperties: false, ...named('AgentTemplate') },
);

/**
 * What `validate` and `import` take: a template carried in the body (an upload), or the id of a
 * catalogue template. The template itself is checked by the template validator, which reports
 * every problem at once, rather than by the route schema.
 */
export const TemplateRequestBody = Type.Union(
  [
    Type.Object(
      {
        template: Type.Object(
          {},
          { additionalProperties: true, description: 'A template; see GET /agent-templates/schema.json.' },
        ),
      },
      { additionalProperties: false },
    ),
    Type.Object(
      {
        template_id: Type.String({
          minLength: 1,
          maxLength: 200,
          description: 'A catalogue id: core/assistant.',
        }),
      },
      { additionalProperties: false },
    ),
  ],
  named('AgentTemplateRequest'),
);

export const TemplateIdParams = Type.Object(
  {
    id: Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'Percent-encode the slash: core%2Fassistant.',
    }),
  },
  { additionalProperties: false },
);

export function toTemplateRequest(body: Static<typeof TemplateRequestBody>): TemplateRequest {
  return 'template' in body ? { template: body.template } : { templateId: body.template_id };
}

export function toValidationResource(
  validation: TemplateValidation,
): Static<typeof TemplateValidationResource> {
  return {
    valid: validation.valid,
    errors: [...validation.errors],
    warnings: [...validation.warnings],
  };
}

export function toTemplateSummary({
  entry,
  validation,
}: CatalogueTemplateReport): Static<typeof TemplateSummaryResource> {
  const raw = (typeof entry.raw === 'object' && entry.raw !== null ? entry.raw : {}) as Record<
    string,
    unknown
  >;
  const metadata = (typeof raw.metadata === 'object' && raw.metadata !== null ? raw.metadata : {}) as Record<
    string,
    unknown
  >;
  return {
    id: entry.id,
    name: textOrNull(raw.name) ?? entry.id,
    description: textOrNull(raw.description),
    version: textOrNull(raw.version),
    source: entry.source,
    filename: entry.filename,
    category: textOrNull(metadata.category) ?? 'general',
    icon: textOrNull(metadata.icon),
    tools_count: Array.isArray(raw.tools) ? raw.tools.length : 0,
    required_plugins: Array.isArray(raw.required_plugins)
      ? raw.required_plugins.filter((slug): slug is string => typeof slug === 'string')
      : [],
    valid: validation.valid,
    has_warnings: validation.warnings.length > 0,
  };
}

export function toTemplateDetail({
  entry,
  validation,
}: CatalogueTemplateReport): Static<typeof TemplateDetailResource> {
  return {
    id: entry.id,
    source: entry.source,
    filename: entry.filename,
    template: entry.raw ?? null,
    ...toValidationResource(validation),
  };
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}
