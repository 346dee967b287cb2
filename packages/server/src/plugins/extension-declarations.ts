import { isAbsolute, resolve } from 'node:path';
import {
  BootingEvent,
  ContainerBuildingEvent,
  type LifecycleEventName,
  RoutesRegisteringEvent,
  type ScheduledJob,
  type SporaExtension,
  type ToolClass,
  type UiApp,
} from '@spora/sdk';
import { PluginRefusal } from './plugin-refusal.js';
import { checkScheduledJobs, type DeclaredScheduledJob } from './scheduled-job-checks.js';
import { checkUiApps } from './ui-app-checks.js';

/** What an extension's data hooks returned, checked, with paths made absolute. */
export interface ExtensionDeclarations {
  readonly name: string;
  readonly tools: readonly ToolClass[];
  readonly agentTemplatePaths: readonly string[];
  readonly skillPaths: readonly string[];
  readonly schemaVersion: number;
  readonly migrationsPath: string | null;
  readonly apps: readonly UiApp[];
  readonly publicAssetsPath: string | null;
  readonly emailTemplatePaths: readonly string[];
  readonly scheduledJobs: readonly DeclaredScheduledJob[];
  /** Event name → the method that handles it. */
  readonly subscriptions: ReadonlyMap<LifecycleEventName, string>;
}

const knownEvents: readonly LifecycleEventName[] = [
  ContainerBuildingEvent.eventName,
  RoutesRegisteringEvent.eventName,
  BootingEvent.eventName,
];

/**
 * Calls each hook once and checks what it returned, since plugins are often plain JavaScript
 * that no compiler checked. A hook that throws or returns the wrong shape refuses the extension
 * (`HOOK_INVALID`), as does a subscription to an unknown event or a missing method
 * (`EVENT_SUBSCRIPTION_INVALID`). Relative paths are resolved against `directory`.
 */
export function readExtensionDeclarations(
  extension: SporaExtension,
  directory: string,
): ExtensionDeclarations {
  const path = (value: string) => (isAbsolute(value) ? value : resolve(directory, value));
  const name = call(extension, 'getName', isNonBlankString, 'a non-empty string');
  const apps = call(extension, 'apps', listOf(isUiApp), 'a list of {name, displayName, entry} panels');
  const publicAssetsPath = nullablePath(
    call(extension, 'publicAssetsPath', isOptionalPath, 'a path or null'),
    path,
  );
  checkUiApps(apps, publicAssetsPath, directory);
  return {
    name: name.trim(),
    tools: call(extension, 'tools', listOf(isFunction), 'a list of tool classes'),
    agentTemplatePaths: call(
      extension,
      'agentTemplatePaths',
      listOf(isNonBlankString),
      'a list of paths',
    ).map(path),
    skillPaths: call(extension, 'skillPaths', listOf(isNonBlankString), 'a list of paths').map(path),
    schemaVersion: call(extension, 'schemaVersion', isVersionNumber, 'a whole number from 0'),
    migrationsPath: nullablePath(call(extension, 'migrationsPath', isOptionalPath, 'a path or null'), path),
    apps,
    publicAssetsPath,
    emailTemplatePaths: call(
      extension,
      'emailTemplatePaths',
      listOf(isNonBlankString),
      'a list of paths',
    ).map(path),
    scheduledJobs: checkScheduledJobs(
      call(extension, 'scheduledJobs', listOf(isScheduledJob), 'a list of {name, schedule, run} jobs'),
    ),
    subscriptions: readSubscriptions(extension),
  };
}

type HookName = Exclude<keyof SporaExtension, 'getSubscribedEvents'>;

function call<Value>(
  extension: SporaExtension,
  hook: HookName,
  accepts: (value: unknown) => value is Value,
  expected: string,
): Value {
  const method: unknown = extension[hook];
  if (typeof method !== 'function') {
    throw new PluginRefusal('HOOK_INVALID', `The extension has no ${hook}() hook; extend AbstractPlugin.`, {
      hook,
    });
  }
  let value: unknown;
  try {
    value = method.call(extension);
  } catch (error) {
    throw new PluginRefusal(
      'HOOK_INVALID',
      `${hook}() threw: ${error instanceof Error ? error.message : String(error)}`,
      {
        hook,
      },
    );
  }
  if (!accepts(value)) {
    throw new PluginRefusal('HOOK_INVALID', `${hook}() must return ${expected}.`, { hook });
  }
  return value;
}

function readSubscriptions(extension: SporaExtension): ReadonlyMap<LifecycleEventName, string> {
  let entries: unknown[];
  try {
    entries = [...extension.getSubscribedEvents()];
  } catch (error) {
    throw new PluginRefusal(
      'EVENT_SUBSCRIPTION_INVALID',
      `getSubscribedEvents() must return a map of event classes to method names: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const subscriptions = new Map<LifecycleEventName, string>();
  for (const entry of entries) {
    const [eventClass, method] = Array.isArray(entry) ? entry : [];
    const eventName: unknown = (eventClass as { eventName?: unknown } | undefined)?.eventName;
    if (!knownEvents.some((known) => known === eventName)) {
      throw new PluginRefusal(
        'EVENT_SUBSCRIPTION_INVALID',
        `getSubscribedEvents() names an unknown event; the events are ContainerBuildingEvent, RoutesRegisteringEvent and BootingEvent.`,
      );
    }
    const handler: unknown = typeof method === 'string' ? Reflect.get(extension, method) : undefined;
    if (typeof handler !== 'function') {
      throw new PluginRefusal(
        'EVENT_SUBSCRIPTION_INVALID',
        `getSubscribedEvents() maps ${String(eventName)} to ${JSON.stringify(method)}, which is not a method of the extension.`,
      );
    }
    subscriptions.set(eventName as LifecycleEventName, method as string);
  }
  return subscriptions;
}

function nullablePath(value: string | null, path: (value: string) => string): string | null {
  return value === null ? null : path(value);
}

function listOf<Item>(accepts: (value: unknown) => value is Item) {
  return (value: unknown): value is Item[] => Array.isArray(value) && value.every(accepts);
}

function isFunction(value: unknown): value is ToolClass {
  return typeof value === 'function';
}

function isNonBlankString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function isOptionalPath(value: unknown): value is string | null {
  return value === null || isNonBlankString(value);
}

function isVersionNumber(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isUiApp(value: unknown): value is UiApp {
  return (
    isRecord(value) &&
    isNonBlankString(value.name) &&
    isNonBlankString(value.displayName) &&
    isNonBlankString(value.entry)
  );
}

function isScheduledJob(value: unknown): value is ScheduledJob {
  return (
    isRecord(value) &&
    isNonBlankString(value.name) &&
    isNonBlankString(value.schedule) &&
    (value.timezone === undefined || isNonBlankString(value.timezone)) &&
    typeof value.run === 'function'
  );
}
