export { AbstractExtension, extensionNameFromClass } from './abstract-extension.js';
export { AbstractPlugin } from './abstract-plugin.js';
export { BootingEvent } from './booting-event.js';
export { ContainerBuildingEvent, type ContainerContributions } from './container-building-event.js';
export { coreServices, type DatabaseEngineName, type ExtensionDatabase } from './core-services.js';
export {
  type EventHandlerName,
  EventSubscriptions,
  type SubscribedEvents,
} from './event-subscriptions.js';
export { ExtensionDefinitionError, type ExtensionDefinitionErrorCode } from './extension-error.js';
export type { ExtensionMigration, MigrationColumns } from './extension-migration.js';
export type {
  ExtensionRoute,
  ExtensionRouteAccess,
  ExtensionRouteMethod,
  ExtensionRouteRequest,
  ExtensionRouteUser,
} from './extension-route.js';
export type {
  ExtensionServiceFailure,
  ExtensionServiceFailureCode,
  ExtensionServiceResult,
} from './extension-service-result.js';
export {
  LifecycleEvent,
  type LifecycleEventClass,
  type LifecycleEventName,
  type ProcessKind,
} from './lifecycle-event.js';
export {
  type AppInterface,
  appMarker,
  type ExtensionClass,
  extensionMarker,
  isExtensionClass,
  isPluginClass,
  type PluginClass,
  type PluginInterface,
  pluginMarker,
} from './markers.js';
export { RoutesRegisteringEvent } from './routes-registering-event.js';
export type { ScheduledJob, ScheduledJobContext } from './scheduled-job.js';
export {
  type ServiceFactory,
  type ServiceResolver,
  ServiceToken,
  serviceTokenNamePattern,
} from './services.js';
export type { SporaExtension, ToolClass } from './spora-extension.js';
export type {
  AppendedHistoryEntry,
  ContinueTaskRequest,
  ExtensionHistoryEntry,
  ExtensionTask,
  ExtensionTaskStatus,
  StartTaskRequest,
  TaskControl,
  UserTaskControl,
} from './task-control.js';
export type {
  EffectiveToolSetting,
  ToolSettingSource,
  ToolSettingsReader,
  UserToolSettingsReader,
} from './tool-settings-reader.js';
export type { UiApp } from './ui-app.js';
