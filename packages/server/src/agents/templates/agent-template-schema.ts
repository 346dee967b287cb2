/**
 * The agent template format: JSON Schema 2020-12, every object closed. The TypeBox definition is
 * both the schema templates are checked against and the source of the `AgentTemplate` type, so
 * the two cannot drift; `agentTemplateJsonSchema` is the document published at
 * `GET /api/v1/agent-templates/schema.json`.
 */
import Type, { type Static } from 'typebox';
import {
  agentDescriptionMaxLength,
  agentNameMaxLength,
  maxStepsRange,
  retryFieldMax,
} from '../agent-fields.js';

const slugPart = '[a-z0-9][a-z0-9_-]{0,63}';

/** `<source>/<slug>` (`core/assistant`, `acme/researcher`) or a bare `<slug>`. */
export const templateIdPattern = `^(?:${slugPart}/)?${slugPart}$`;

/** A plugin slug, as `required_plugins` lists it. */
export const pluginSlugPattern = `^${slugPart}$`;

/**
 * A tool, named three ways: the stored class id (`core/CalculatorTool`, `acme/VaultTool`), a core
 * tool's `@Tool` name (`calculator`) or a plugin tool's model-facing name (`acme:vault`).
 */
export const toolReferencePattern = `^(?:${slugPart}/[A-Za-z_$][A-Za-z0-9_$]{0,127}|(?:${slugPart}:)?[a-z][a-z0-9_]{0,63})$`;

export const semverPattern =
  '^(?:0|[1-9]\\d*)\\.(?:0|[1-9]\\d*)\\.(?:0|[1-9]\\d*)(?:-[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?$';

export const iconKeyPattern = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

/** Something other than white space. */
export const nonBlankPattern = '\\S';

export const templateCategories = [
  'general',
  'productivity',
  'research',
  'communication',
  'media',
  'data',
  'automation',
] as const;

/** Long enough for any real prompt or notes, short enough that one template stays a small file. */
const longTextMaxLength = 200_000;

const retryCount = (description: string) => Type.Integer({ minimum: 0, maximum: retryFieldMax, description });

const TemplateAgent = Type.Object(
  {
    description: Type.Optional(Type.String({ maxLength: agentDescriptionMaxLength })),
    system_prompt: Type.Optional(Type.String({ maxLength: longTextMaxLength })),
    notes: Type.Optional(Type.String({ maxLength: longTextMaxLength })),
    max_steps: Type.Optional(
      Type.Integer({
        minimum: maxStepsRange.min,
        maximum: maxStepsRange.max,
        description: 'Model turns per task (default 10).',
      }),
    ),
    allow_followup: Type.Optional(Type.Boolean({ description: 'Default true.' })),
    pause_at_step_limit: Type.Optional(
      Type.Boolean({
        description: 'Pause a task at its step limit for a person (default true), or fail it.',
      }),
    ),
    reconcile_uncertain_calls: Type.Optional(
      Type.Boolean({
        description:
          'A call that may have run when its worker died waits for a person to say what became of it (default true), or the model is told it may have run.',
      }),
    ),
    retry_after_minutes: Type.Optional(
      retryCount('Minutes before a failed task is retried; 0 (the default) never retries.'),
    ),
    max_retries: Type.Optional(retryCount('Automatic retries of a failed task (default 0).')),
  },
  { additionalProperties: false, description: 'The agent the template creates.' },
);

const TemplateOperation = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    enabled: Type.Optional(
      Type.Boolean({ description: 'Omitted: the operation keeps its declared default.' }),
    ),
    requires_approval: Type.Optional(
      Type.Boolean({
        description:
          'true: every call waits for a person; false: calls run at once. Omitted: the declared default.',
      }),
    ),
  },
  { additionalProperties: false },
);

const SettingValue = Type.Union(
  [
    Type.String({ maxLength: 10_000 }),
    Type.Boolean(),
    Type.Array(Type.Union([Type.String({ maxLength: 1000 }), Type.Number()]), { maxItems: 1000 }),
  ],
  { description: 'text, true/false, or a list of at most 1000 values' },
);

const TemplateTool = Type.Object(
  {
    tool_class: Type.String({
      pattern: toolReferencePattern,
      description:
        'The tool: its class id (core/CalculatorTool), a core tool name (calculator) or a plugin tool name (acme:vault).',
    }),
    enabled: Type.Boolean({
      description: 'false keeps the tool off but still applies its operation flags and settings.',
    }),
    operations: Type.Optional(Type.Array(TemplateOperation, { maxItems: 100 })),
    settings: Type.Optional(
      Type.Record(Type.String({ maxLength: 100 }), SettingValue, {
        description: "The agent's own tool settings; password settings are never part of a template.",
      }),
    ),
  },
  { additionalProperties: false },
);

const TemplateMetadata = Type.Object(
  {
    category: Type.Optional(Type.Enum(templateCategories, { description: 'Default general.' })),
    icon: Type.Optional(
      Type.String({
        pattern: iconKeyPattern,
        maxLength: 64,
        description: 'An icon key of the bundled palette (kebab-case).',
      }),
    ),
  },
  { additionalProperties: false, description: 'How catalogues present the template.' },
);

export const AgentTemplateSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String({ maxLength: 2000 })),
    id: Type.String({
      pattern: templateIdPattern,
      maxLength: 129,
      description: '<source>/<slug> or <slug>: lowercase letters, digits, - and _, each part at most 64.',
    }),
    name: Type.String({
      minLength: 1,
      maxLength: agentNameMaxLength,
      pattern: nonBlankPattern,
      description: 'The name of the agent the template creates.',
    }),
    version: Type.String({ pattern: semverPattern, maxLength: 100, description: 'Semantic version: 1.0.0.' }),
    description: Type.Optional(Type.String({ maxLength: 1000 })),
    agent: TemplateAgent,
    tools: Type.Optional(Type.Array(TemplateTool, { maxItems: 200 })),
    required_plugins: Type.Optional(
      Type.Array(Type.String({ pattern: pluginSlugPattern, description: 'A plugin slug.' }), {
        uniqueItems: true,
        maxItems: 100,
      }),
    ),
    metadata: Type.Optional(TemplateMetadata),
  },
  { additionalProperties: false },
);

export type AgentTemplate = Static<typeof AgentTemplateSchema>;
export type AgentTemplateTool = Static<typeof TemplateTool>;
export type AgentTemplateOperation = Static<typeof TemplateOperation>;
export type AgentTemplateSettingValue = Static<typeof SettingValue>;

/** The format as a standalone JSON Schema document, for editors, CI checks and other tools. */
export const agentTemplateJsonSchema: Readonly<Record<string, unknown>> = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'Spora agent template',
  description:
    'An agent with its tools, operation flags and non-secret settings, for POST /api/v1/agent-templates/import.',
  ...JSON.parse(JSON.stringify(AgentTemplateSchema)),
};
