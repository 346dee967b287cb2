/**
 * Plugin source files as authors ship them: plain JavaScript ES modules. Node 20 has no decorator
 * syntax, so decorators are applied as functions.
 */

export const helloManifest = {
  slug: 'hello',
  name: 'Hello',
  version: '1.2.0',
  entry: 'index.js',
  description: 'Greets people.',
  icon: 'smile',
};

/**
 * A plugin on every hook and event: a tool, a table (migration 0001), a service, a route that
 * uses the service, and a boot-time action that records which process booted, in its table.
 */
export const helloPlugin = `
import {
  AbstractPlugin, AbstractTool, BootingEvent, ContainerBuildingEvent, RoutesRegisteringEvent,
  ServiceToken, Tool, ToolResult, coreServices,
} from '@spora/sdk';

const greeter = new ServiceToken('hello.greeter');

class GreetTool extends AbstractTool {
  async execute() { return ToolResult.ok('hello'); }
  describeAction() { return 'Greet'; }
}
Tool({ name: 'greet', description: 'Greets someone.' })(GreetTool, { kind: 'class' });

export default class HelloPlugin extends AbstractPlugin {
  tools() { return [GreetTool]; }
  schemaVersion() { return 1; }
  migrationsPath() { return 'migrations'; }
  skillPaths() { return ['skills']; }
  getSubscribedEvents() {
    return new Map([
      [ContainerBuildingEvent, 'registerServices'],
      [RoutesRegisteringEvent, 'addRoutes'],
      [BootingEvent, 'recordBoot'],
    ]);
  }
  registerServices(event) {
    event.register(greeter, (services) => ({
      greet: (name) => 'Hello, ' + name + ' (' + services.resolve(coreServices.database).engine + ')',
    }));
  }
  addRoutes(event) {
    event.addRoute({
      method: 'GET',
      path: '/greetings/:name',
      summary: 'A greeting',
      params: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
      response: {
        type: 'object',
        properties: { greeting: { type: 'string' }, user_id: { type: 'integer' } },
        required: ['greeting', 'user_id'],
        additionalProperties: false,
      },
      handler: ({ params, user, services }) => ({
        greeting: services.resolve(greeter).greet(params.name),
        user_id: user.id,
      }),
    });
    event.addRoute({
      method: 'POST',
      path: '/boots',
      access: 'admin',
      status: 201,
      body: {
        type: 'object',
        properties: { process_kind: { type: 'string', maxLength: 20 } },
        required: ['process_kind'],
        additionalProperties: false,
      },
      response: { type: 'object', properties: { recorded: { type: 'boolean' } }, required: ['recorded'] },
      handler: async ({ body, services }) => {
        const { db } = services.resolve(coreServices.database);
        await db.insertInto('hello_boots').values({ process_kind: body.process_kind, greeting: 'posted' }).execute();
        return { recorded: true };
      },
    });
  }
  async recordBoot(event) {
    const { db } = event.services.resolve(coreServices.database);
    const greeting = event.services.resolve(greeter).greet('boot');
    await db.insertInto('hello_boots').values({ process_kind: event.processKind, greeting }).execute();
  }
}
`;

export const helloMigration = `
export async function up(db, columns) {
  await columns
    .id(db.schema.createTable('hello_boots'))
    .addColumn('process_kind', 'varchar(20)', (column) => column.notNull())
    .addColumn('greeting', 'text', (column) => column.notNull())
    .execute();
}
`;

/** A plugin with one tool and nothing else, named `<name>` with the tool `<tool>`. */
export function toolPlugin(className: string, toolName: string): string {
  return `
import { AbstractPlugin, AbstractTool, Tool, ToolResult } from '@spora/sdk';

class ${className} extends AbstractTool {
  async execute() { return ToolResult.ok('${toolName}'); }
  describeAction() { return '${toolName}'; }
}
Tool({ name: '${toolName}', description: 'A tool.' })(${className}, { kind: 'class' });

export default class extends AbstractPlugin {
  tools() { return [${className}]; }
}
`;
}

/** Two different tool classes that share a class name, so both claim `twins/EchoTool`. */
export const twinToolsPlugin = `
import { AbstractPlugin, AbstractTool, Tool, ToolResult } from '@spora/sdk';

function echoTool(name) {
  const EchoTool = class EchoTool extends AbstractTool {
    async execute() { return ToolResult.ok(name); }
    describeAction() { return name; }
  };
  Tool({ name, description: 'Echoes.' })(EchoTool, { kind: 'class' });
  return EchoTool;
}

export default class TwinsPlugin extends AbstractPlugin {
  tools() { return [echoTool('echo_one'), echoTool('echo_two')]; }
}
`;

/** A plugin whose second migration fails after its first created a table. */
export const failingMigrationPlugin = `
import { AbstractPlugin } from '@spora/sdk';
import { AbstractTool, Tool, ToolResult } from '@spora/sdk';

class SinkTool extends AbstractTool {
  async execute() { return ToolResult.ok(''); }
  describeAction() { return ''; }
}
Tool({ name: 'sink', description: 'Never offered.' })(SinkTool, { kind: 'class' });

export default class SinkPlugin extends AbstractPlugin {
  tools() { return [SinkTool]; }
  schemaVersion() { return 2; }
  migrationsPath() { return 'migrations'; }
}
`;

export const createSinkTable = `
export async function up(db, columns) {
  await columns.id(db.schema.createTable('sink_items')).addColumn('label', 'text').execute();
}
`;

export const failingSinkMigration = `
export async function up(db) {
  await db.schema.alterTable('no_such_table').addColumn('label', 'text').execute();
}
`;

export const throwingEntry = `
throw new Error('the entry module exploded');
`;

export const notAPluginEntry = `
export default class Helper {}
`;

/** The operator's App: one tool, and an override of the HTTP layer tools use. */
export const appEntry = `
import { AbstractExtension, AbstractTool, ContainerBuildingEvent, ServiceToken, Tool, ToolResult, coreServices } from '@spora/sdk';

class ReportTool extends AbstractTool {
  async execute() { return ToolResult.ok('report'); }
  describeAction() { return 'Report'; }
}
Tool({ name: 'report', description: 'Writes the report.' })(ReportTool, { kind: 'class' });

export const motto = new ServiceToken('app.motto');

export default class App extends AbstractExtension {
  tools() { return [ReportTool]; }
  getSubscribedEvents() { return new Map([[ContainerBuildingEvent, 'build']]); }
  build(event) {
    event.register(motto, () => 'from the app');
    event.override(coreServices.toolFetch, () => async () => new Response('app fetch'));
  }
}
`;

/** A plugin that overrides the App's service; plugins load after the App. */
export const overridingPlugin = `
import { AbstractPlugin, ContainerBuildingEvent, ServiceToken } from '@spora/sdk';

export default class MottoPlugin extends AbstractPlugin {
  getSubscribedEvents() { return new Map([[ContainerBuildingEvent, 'build']]); }
  build(event) {
    event.override(new ServiceToken('app.motto'), (services) => 'from the plugin');
  }
}
`;

/** A plugin that tries to override a service that cannot be overridden. */
export const conflictingPlugin = `
import { AbstractPlugin, ContainerBuildingEvent, coreServices } from '@spora/sdk';

export default class GreedyPlugin extends AbstractPlugin {
  getSubscribedEvents() { return new Map([[ContainerBuildingEvent, 'build']]); }
  build(event) {
    event.override(coreServices.database, () => null);
  }
}
`;

/** A plugin that adds one good route and one POST route without a body schema. */
export const badRoutesPlugin = `
import { AbstractPlugin, RoutesRegisteringEvent } from '@spora/sdk';

export default class BadRoutesPlugin extends AbstractPlugin {
  getSubscribedEvents() { return new Map([[RoutesRegisteringEvent, 'addRoutes']]); }
  addRoutes(event) {
    event.addRoute({ method: 'GET', path: '/fine', response: { type: 'string' }, handler: () => 'fine' });
    event.addRoute({ method: 'POST', path: '/no-body', response: { type: 'string' }, handler: () => 'never' });
  }
}
`;

/** A plugin whose boot-time action throws. */
export const failingBootPlugin = `
import { AbstractPlugin, BootingEvent } from '@spora/sdk';

export default class FailingBootPlugin extends AbstractPlugin {
  getSubscribedEvents() { return new Map([[BootingEvent, 'boot']]); }
  boot() { throw new Error('the cache is not reachable'); }
}
`;
