/**
 * Checks a template against its JSON Schema and says what is wrong in the template's own terms:
 * a path such as `tools[0].enabled` and a sentence, never a schema pointer or a raw regular
 * expression.
 */
import { fail, ok, type Result } from '@spora/sdk';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import {
  type AgentTemplate,
  AgentTemplateSchema,
  iconKeyPattern,
  nonBlankPattern,
  pluginSlugPattern,
  semverPattern,
  templateIdPattern,
  toolReferencePattern,
} from './agent-template-schema.js';
import { type TemplateIssue, templateError } from './template-issue.js';

// `verbose` keeps the failing schema on each error, so messages can quote its description.
const validate = new Ajv2020({ allErrors: true, strict: true, verbose: true }).compile<AgentTemplate>(
  JSON.parse(JSON.stringify(AgentTemplateSchema)),
);

// Fields people bring from other formats, with what to write instead.
const renamedFields: Readonly<Record<string, string>> = {
  auto_approve: 'use requires_approval instead (auto_approve: true is requires_approval: false)',
};

// What each pattern asks for, in words.
const patternReasons: Readonly<Record<string, string>> = {
  [templateIdPattern]:
    'must be <source>/<slug> or <slug>: lowercase letters, digits, - and _, each part at most 64 characters',
  [pluginSlugPattern]: 'must be a plugin slug: lowercase letters, digits, - and _',
  [toolReferencePattern]:
    'must name a tool by its class (core/CalculatorTool), a core tool name (calculator) or a plugin tool name (acme:vault)',
  [semverPattern]: 'must be a semantic version such as 1.0.0',
  [iconKeyPattern]: 'must be an icon key in kebab-case, such as file-text',
  [nonBlankPattern]: 'must contain more than white space',
};

export function checkTemplateSchema(raw: unknown): Result<AgentTemplate, TemplateIssue[]> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return fail([
      templateError(
        'TEMPLATE_NOT_OBJECT',
        'A template is a JSON object with id, name, version and agent; see GET /api/v1/agent-templates/schema.json.',
      ),
    ]);
  }
  if (validate(raw)) return ok(raw);
  const issues = new Map<string, TemplateIssue>();
  for (const error of validate.errors ?? []) {
    // A union's branches each fail on their own; the union's own error says it once, better.
    if (error.schemaPath.includes('/anyOf/')) continue;
    const found = describe(error);
    // One problem per field and kind is enough to act on.
    const key = `${found.code} ${found.path ?? ''}`;
    if (!issues.has(key)) issues.set(key, found);
  }
  return fail([...issues.values()]);
}

function describe(error: ErrorObject): TemplateIssue {
  const parent = pathOf(error.instancePath);
  const parentSchema = error.parentSchema as { description?: string; properties?: object } | undefined;
  if (error.keyword === 'required') {
    const path = join(parent, String(error.params.missingProperty));
    return templateError('FIELD_REQUIRED', `${path} is required.`, path);
  }
  if (error.keyword === 'additionalProperties') {
    const field = String(error.params.additionalProperty);
    const path = join(parent, field);
    const allowed = Object.keys(parentSchema?.properties ?? {}).join(', ');
    const hint = renamedFields[field] ?? `allowed here: ${allowed}`;
    return templateError('FIELD_UNKNOWN', `${path} is not a template field; ${hint}.`, path);
  }
  const where = parent === '' ? 'The template' : parent;
  const description = parentSchema?.description;
  let reason: string;
  if (error.keyword === 'enum') {
    reason = `must be one of: ${(error.params.allowedValues as unknown[]).join(', ')}`;
  } else if (error.keyword === 'anyOf' && description) {
    reason = `must be ${description}`;
  } else if (error.keyword === 'pattern') {
    reason = patternReasons[String(error.params.pattern)] ?? 'has the wrong format';
  } else {
    reason = error.message ?? 'is not valid';
  }
  return templateError('FIELD_INVALID', `${where} ${reason}.`, parent === '' ? undefined : parent);
}

/** `/tools/0/operations/1/name` → `tools[0].operations[1].name`. */
function pathOf(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce((path, segment) => (/^\d+$/.test(segment) ? `${path}[${segment}]` : join(path, segment)), '');
}

function join(parent: string, field: string): string {
  return parent === '' ? field : `${parent}.${field}`;
}
