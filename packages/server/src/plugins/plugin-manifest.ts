import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import { pluginManifestSchema } from './plugin-manifest-schema.js';
import { PluginRefusal } from './plugin-refusal.js';

/** A validated `plugin.json`. */
export interface PluginManifest {
  readonly slug: string;
  readonly name: string;
  readonly version: string;
  readonly entry: string;
  readonly description: string;
  /** `null` when the manifest names none (or only white space). */
  readonly icon: string | null;
  /** The slugs of the plugins it needs (`required_plugins`); `[]` when it names none. */
  readonly requiredPlugins: readonly string[];
}

interface ManifestFields {
  slug: string;
  name: string;
  version: string;
  entry: string;
  description?: string;
  icon?: string;
  required_plugins?: string[];
}

const validate = new Ajv2020({ allErrors: true, strict: true }).compile<ManifestFields>(
  JSON.parse(JSON.stringify(pluginManifestSchema)),
);

// What each pattern asks for, in words, so a refusal never quotes a regular expression.
const patternReasons: Readonly<Record<string, string>> = {
  slug: 'must be lowercase letters, digits, - and _, starting with a letter or digit',
  version: 'must be a semantic version such as 1.0.0',
  entry: 'must be a .js, .mjs, .ts or .mts file inside the plugin folder (a relative path without ..)',
};

/** Reads and validates one `plugin.json`; refuses with `MANIFEST_UNREADABLE` or `MANIFEST_INVALID`. */
export function readPluginManifest(path: string): PluginManifest {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new PluginRefusal(
      'MANIFEST_UNREADABLE',
      `${path} is not readable JSON: ${error instanceof Error ? error.message : String(error)}`,
      { path },
    );
  }
  if (!validate(raw)) {
    const fields = Object.fromEntries((validate.errors ?? []).map(describe));
    const reasons = Object.entries(fields).map(([field, reason]) => `${field} ${reason}`);
    throw new PluginRefusal('MANIFEST_INVALID', `${path}: ${reasons.join('; ')}.`, { path, fields });
  }
  const icon = raw.icon?.trim() ?? '';
  return {
    slug: raw.slug,
    name: raw.name,
    version: raw.version,
    entry: raw.entry,
    description: raw.description ?? '',
    icon: icon === '' ? null : icon,
    requiredPlugins: raw.required_plugins ?? [],
  };
}

function describe(error: ErrorObject): [string, string] {
  const field = error.instancePath.replace(/^\//, '');
  if (error.keyword === 'required') return [String(error.params.missingProperty), 'is required'];
  if (error.keyword === 'additionalProperties') {
    const allowed = Object.keys(pluginManifestSchema.properties).join(', ');
    return [String(error.params.additionalProperty), `is not a manifest field (allowed: ${allowed})`];
  }
  if (error.keyword === 'type' && field === '') return ['plugin.json', 'must hold a JSON object'];
  if (error.keyword === 'pattern') {
    const key = field.startsWith('required_plugins/') ? 'slug' : field;
    return [field, patternReasons[key] ?? 'has the wrong form'];
  }
  return [field, error.message ?? 'is invalid'];
}
