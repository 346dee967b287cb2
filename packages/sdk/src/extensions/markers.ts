import type { SporaExtension } from './spora-extension.js';

/*
 * Markers are symbols from the global registry, checked on the class's prototype, so a plugin
 * that bundles its own copy of the SDK is still recognised (an `instanceof` check would not be).
 */

/** Carried by every extension class (`AbstractExtension` and its subclasses). */
export const extensionMarker: unique symbol = Symbol.for('spora.extension');
/** Carried by plugin classes (`AbstractPlugin`). */
export const pluginMarker: unique symbol = Symbol.for('spora.plugin');
/** Carried by classes that declare themselves the operator's App. */
export const appMarker: unique symbol = Symbol.for('spora.app');

/**
 * A plugin: the default export of a plugin's entry module. It declares nothing beyond
 * `SporaExtension`; the marker says the class was written to be one. Extend `AbstractPlugin`, or
 * declare the marker as a getter (`get [pluginMarker]() { return true as const; }`) on a class
 * that must extend something else.
 */
export interface PluginInterface extends SporaExtension {
  readonly [pluginMarker]: true;
}

/** The operator's App (`app/App.js`): the same hooks as a plugin, one per installation. */
export interface AppInterface extends SporaExtension {
  readonly [appMarker]: true;
}

export type PluginClass = new () => PluginInterface;
export type ExtensionClass = new () => SporaExtension;

function prototypeHas(value: unknown, marker: symbol): boolean {
  if (typeof value !== 'function') return false;
  const prototype: unknown = value.prototype;
  return typeof prototype === 'object' && prototype !== null && marker in prototype;
}

/** Whether `value` is a plugin class. */
export function isPluginClass(value: unknown): value is PluginClass {
  return prototypeHas(value, pluginMarker);
}

/** Whether `value` is an extension class of any kind: App, plugin or `AbstractExtension`. */
export function isExtensionClass(value: unknown): value is ExtensionClass {
  return [extensionMarker, pluginMarker, appMarker].some((marker) => prototypeHas(value, marker));
}
