import { AbstractExtension } from './abstract-extension.js';
import { type PluginInterface, pluginMarker } from './markers.js';

/** The base of a plugin's entry class: every hook empty, the name from the class (`NotesPlugin` → `Notes`). */
export abstract class AbstractPlugin extends AbstractExtension implements PluginInterface {
  get [pluginMarker](): true {
    return true;
  }
}
