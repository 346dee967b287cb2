import { describe, expect, it } from 'vitest';
import {
  AbstractPlugin,
  BootingEvent,
  ContainerBuildingEvent,
  type ContainerContributions,
  coreServices,
  EventSubscriptions,
  ExtensionDefinitionError,
  type ExtensionRoute,
  type LlmDriverClass,
  RoutesRegisteringEvent,
  type ServiceResolver,
  ServiceToken,
  type SubscribedEvents,
} from '../../src/index.js';

interface Greeter {
  greet(name: string): string;
}

const greeterToken = new ServiceToken<Greeter>('hello.greeter');

class HelloPlugin extends AbstractPlugin {
  booted: string[] = [];

  override getSubscribedEvents(): SubscribedEvents {
    return new EventSubscriptions<HelloPlugin>()
      .on(ContainerBuildingEvent, 'registerServices')
      .on(RoutesRegisteringEvent, 'addRoutes')
      .on(BootingEvent, 'boot');
  }

  registerServices(event: ContainerBuildingEvent): void {
    event.register(greeterToken, () => ({ greet: (name) => `Hello, ${name}` }));
  }

  addRoutes(event: RoutesRegisteringEvent): void {
    event.addRoute<{ name: string }, unknown, unknown>({
      method: 'GET',
      path: '/greetings/:name',
      params: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
      response: { type: 'string' },
      handler: ({ params, services }) => services.resolve(greeterToken).greet(params.name),
    });
  }

  async boot(event: BootingEvent): Promise<void> {
    this.booted.push(`${event.processKind}: ${event.services.resolve(greeterToken).greet('boot')}`);
  }
}

describe('getSubscribedEvents', () => {
  it('maps each event class to the method that handles it', () => {
    const subscriptions = new HelloPlugin().getSubscribedEvents();
    expect([...subscriptions].map(([eventClass, method]) => [eventClass.eventName, method])).toEqual([
      ['container_building', 'registerServices'],
      ['routes_registering', 'addRoutes'],
      ['booting', 'boot'],
    ]);
  });

  it('accepts only methods that take the event (checked by the compiler)', () => {
    const subscriptions = new EventSubscriptions<HelloPlugin>();
    // @ts-expect-error getName takes no event
    subscriptions.on(BootingEvent, 'getName');
    // @ts-expect-error boot handles BootingEvent, not ContainerBuildingEvent
    subscriptions.on(ContainerBuildingEvent, 'boot');
    // @ts-expect-error no such method
    subscriptions.on(BootingEvent, 'missing');
    // At run time the names are checked when the platform loads the extension.
    expect([...subscriptions.values()]).toEqual(['missing', 'boot']);
  });
});

describe('lifecycle events', () => {
  it('ContainerBuildingEvent hands registrations, overrides and drivers to the platform', () => {
    const received: string[] = [];
    const contributions: ContainerContributions = {
      register: (token) => received.push(`register ${token.name}`),
      override: (token) => received.push(`override ${token.name}`),
      addLlmDriver: (driverClass) => received.push(`driver ${driverClass.getName()}`),
    };
    const event = new ContainerBuildingEvent('worker', contributions);
    new HelloPlugin().registerServices(event);
    event.override(coreServices.toolFetch, () => fetch);
    event.addLlmDriver({ getName: () => 'echo' } as unknown as LlmDriverClass);
    expect(event.processKind).toBe('worker');
    expect(received).toEqual(['register hello.greeter', 'override core.tool_fetch', 'driver echo']);
  });

  it('RoutesRegisteringEvent collects routes below its prefix', () => {
    const routes: ExtensionRoute[] = [];
    const event = new RoutesRegisteringEvent('/api/v1/plugins/hello', (route) => routes.push(route));
    new HelloPlugin().addRoutes(event);
    expect(event.prefix).toBe('/api/v1/plugins/hello');
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(['GET /greetings/:name']);
  });

  it('BootingEvent says which process boots and resolves services', async () => {
    const services: ServiceResolver = {
      resolve: <Service>(token: ServiceToken<Service>) => {
        expect(token).toBe(greeterToken);
        return { greet: (name: string) => `Hi ${name}` } as Service;
      },
      has: () => true,
    };
    const plugin = new HelloPlugin();
    await plugin.boot(new BootingEvent('cli', services));
    expect(plugin.booted).toEqual(['cli: Hi boot']);
  });
});

describe('ServiceToken', () => {
  it('refuses names that are not dotted lowercase words', () => {
    for (const name of ['Greeter', 'greeter', 'hello.', '.greeter', 'hello greeter.x']) {
      expect(() => new ServiceToken(name), name).toThrow(
        expect.objectContaining({ code: 'INVALID_SERVICE_TOKEN' }),
      );
    }
    expect(() => new ServiceToken('x')).toThrow(ExtensionDefinitionError);
    expect(new ServiceToken('my-plugin.store').name).toBe('my-plugin.store');
  });
});
