export { ExtensionTaskControl } from './extension-task-control.js';
export { ExtensionToolSettings } from './extension-tool-settings.js';
