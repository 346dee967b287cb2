/**
 * A plugin published as an npm package, as an author ships it: plain JavaScript, `@spora/sdk` a
 * peer dependency, a tool and a migration. Each version greets in its own words, so a test sees
 * which version an agent used. Also the packages a registry must refuse or fail to install.
 */

export const greeterPackageName = 'spora-plugin-greeter';

/** The greeting the tool of a version answers with. */
export const greetingOf = (version: string) => `Greetings from greeter ${version}`;

export function greeterPackage(
  version: string,
  options: { dependencies?: Record<string, string> } = {},
): Record<string, string> {
  return {
    'package.json': JSON.stringify({
      name: greeterPackageName,
      version,
      type: 'module',
      description: 'Greets people: a test plugin.',
      peerDependencies: { '@spora/sdk': '*' },
      ...(options.dependencies ? { dependencies: options.dependencies } : {}),
    }),
    'plugin.json': JSON.stringify({
      slug: 'greeter',
      name: 'Greeter',
      version,
      entry: 'index.js',
      description: 'Greets people.',
      icon: 'smile',
    }),
    'index.js': `
import { AbstractPlugin, AbstractTool, Tool, ToolOperation, ToolParameter, ToolResult } from '@spora/sdk';

class GreetTool extends AbstractTool {
  async execute(args) {
    return ToolResult.ok(${JSON.stringify(greetingOf(version))} + ' to ' + String(args.name ?? 'you') + '.');
  }
  describeAction(args) {
    return 'Greet ' + String(args.name ?? 'someone');
  }
}
ToolParameter({ name: 'name', type: 'string', description: 'Whom to greet.' })(GreetTool, { kind: 'class' });
ToolOperation({ name: 'greet', description: 'Greets someone by name.' })(GreetTool, { kind: 'class' });
Tool({ name: 'greet', description: 'Greets someone.', icon: 'smile' })(GreetTool, { kind: 'class' });

export default class GreeterPlugin extends AbstractPlugin {
  tools() { return [GreetTool]; }
  schemaVersion() { return 1; }
  migrationsPath() { return new URL('./migrations', import.meta.url).pathname; }
}
`,
    'migrations/0001-create-greetings.js': `
export async function up(db) {
  await db.schema.createTable('greeter_greetings').addColumn('name', 'varchar(100)').execute();
}
`,
  };
}

/** A package whose plugin.json breaks the schema in three ways. */
export const brokenPackage: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'spora-plugin-broken', version: '1.0.0', type: 'module' }),
  'plugin.json': JSON.stringify({ slug: 'Broken Slug', name: 'Broken', version: 'first', entry: 'index.js' }),
  'index.js': 'export default class {}\n',
};

/** A package that needs a plugin nobody installed. */
export const needyPackage: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'spora-plugin-needy', version: '1.0.0', type: 'module' }),
  'plugin.json': JSON.stringify({
    slug: 'needy',
    name: 'Needy',
    version: '1.0.0',
    entry: 'index.js',
    required_plugins: ['greeter', 'translator'],
  }),
  'index.js':
    "import { AbstractPlugin } from '@spora/sdk';\nexport default class NeedyPlugin extends AbstractPlugin {}\n",
};

/** Publishes every version and package the plugin tests use. */
export async function publishTestPlugins(registry: {
  publish(files: Record<string, string>, options?: { readonly tag?: string }): Promise<void>;
}): Promise<void> {
  await Promise.all([
    (async () => {
      await registry.publish(greeterPackage('1.0.0'));
      await registry.publish(greeterPackage('1.1.0'));
      // Its dependency is in no registry: npm cannot install it. Not `latest`, which stays 1.1.0.
      await registry.publish(
        greeterPackage('1.2.0', { dependencies: { 'spora-test-missing-dependency': '^1.0.0' } }),
        { tag: 'next' },
      );
    })(),
    registry.publish(brokenPackage),
    registry.publish(needyPackage),
  ]);
}
