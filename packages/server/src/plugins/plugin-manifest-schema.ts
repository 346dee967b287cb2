/**
 * The JSON Schema of `plugin.json` (2020-12). `docs/plugin.schema.json` publishes it for editors
 * and plugin authors, and a test keeps the two identical.
 */
export const pluginManifestSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'urn:spora:plugin-manifest',
  title: 'Spora plugin manifest (plugin.json)',
  type: 'object',
  additionalProperties: false,
  required: ['slug', 'name', 'version', 'entry'],
  properties: {
    $schema: { type: 'string', description: 'Where editors find this schema.' },
    slug: {
      type: 'string',
      pattern: '^[a-z0-9][a-z0-9_-]*$',
      maxLength: 40,
      description:
        'Stable identity: the tool prefix (`slug:tool`), the `tool_class` origin, the migration table and the URL prefix. Never change it between releases.',
    },
    name: { type: 'string', minLength: 1, maxLength: 100, description: 'Display name.' },
    version: {
      type: 'string',
      maxLength: 100,
      pattern:
        '^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$',
      description: 'The plugin release, a semantic version (`1.2.0`).',
    },
    entry: {
      type: 'string',
      pattern: '^(?!/)(?!.*(?:^|/)\\.\\.(?:/|$))[^\\\\]+\\.(?:js|mjs|ts|mts)$',
      maxLength: 300,
      description:
        'The module, relative to the plugin folder, whose default export is a class extending AbstractPlugin.',
    },
    description: { type: 'string', maxLength: 500, description: 'One or two sentences for the inventory.' },
    icon: {
      type: 'string',
      maxLength: 20000,
      description:
        'A bundled icon name, an `<svg>` document or SVG path data; the icon of tools that declare none.',
    },
    required_plugins: {
      type: 'array',
      maxItems: 50,
      uniqueItems: true,
      items: { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]*$', maxLength: 40 },
      description:
        'The slugs of plugins this one needs; installing it from a registry is refused while one of them is missing.',
    },
  },
} as const;
