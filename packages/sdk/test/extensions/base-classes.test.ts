import { describe, expect, it } from 'vitest';
import {
  AbstractExtension,
  AbstractPlugin,
  type AppInterface,
  appMarker,
  extensionNameFromClass,
  isExtensionClass,
  isPluginClass,
  pluginMarker,
  type SporaExtension,
} from '../../src/index.js';

class NotesPlugin extends AbstractPlugin {}
class Plugin extends AbstractPlugin {}
class App extends AbstractExtension implements AppInterface {
  get [appMarker](): true {
    return true;
  }
}

describe('AbstractPlugin and AbstractExtension', () => {
  it('give every data hook an empty default', () => {
    const plugin: SporaExtension = new NotesPlugin();
    expect(plugin.tools()).toEqual([]);
    expect(plugin.agentTemplatePaths()).toEqual([]);
    expect(plugin.skillPaths()).toEqual([]);
    expect(plugin.schemaVersion()).toBe(0);
    expect(plugin.migrationsPath()).toBeNull();
    expect(plugin.apps()).toEqual([]);
    expect(plugin.publicAssetsPath()).toBeNull();
    expect(plugin.emailTemplatePaths()).toEqual([]);
    expect(plugin.scheduledJobs()).toEqual([]);
    expect([...plugin.getSubscribedEvents()]).toEqual([]);
  });

  it('derive the name from the class', () => {
    expect(new NotesPlugin().getName()).toBe('Notes');
    expect(new App().getName()).toBe('App');
    expect(new Plugin().getName()).toBe('Plugin');
    expect(extensionNameFromClass('TavilyExtension')).toBe('Tavily');
    expect(extensionNameFromClass('')).toBe('Extension');
  });
});

describe('markers', () => {
  it('tell plugin classes from other extensions and from anything else', () => {
    expect(isPluginClass(NotesPlugin)).toBe(true);
    expect(isPluginClass(App)).toBe(false);
    expect(isPluginClass(new NotesPlugin())).toBe(false);
    expect(isPluginClass(() => undefined)).toBe(false);
    expect(isPluginClass(null)).toBe(false);
    expect(isExtensionClass(App)).toBe(true);
    expect(isExtensionClass(NotesPlugin)).toBe(true);
    expect(isExtensionClass(class Unrelated {})).toBe(false);
  });

  it('are found on classes built by another copy of the SDK', () => {
    // Another copy has other classes but the same registry symbols.
    class ForeignPlugin {
      get [Symbol.for('spora.plugin')]() {
        return true;
      }
    }
    expect(isPluginClass(ForeignPlugin)).toBe(true);
    expect(Symbol.for('spora.plugin')).toBe(pluginMarker);
  });
});
