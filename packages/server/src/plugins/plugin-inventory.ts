import {
  BootingEvent,
  type LifecycleEventName,
  type ProcessKind,
  type ServiceResolver,
  type SporaExtension,
} from '@spora/sdk';
import type { Logger } from '../logging/logger.js';
import type { ExtensionSource } from './extension-candidates.js';
import type { ExtensionDeclarations } from './extension-declarations.js';
import { deliverEvent } from './lifecycle-dispatch.js';
import type { PluginManifest } from './plugin-manifest.js';
import { describeError, type PluginProblemCode } from './plugin-refusal.js';
import type { PluginProblem, PluginReport } from './plugin-report.js';

/** An extension that loaded: the App (slug `app`) or a plugin. */
export interface LoadedExtension {
  readonly slug: string;
  readonly source: ExtensionSource;
  readonly directory: string;
  /** `null` for the App, which has none. */
  readonly manifest: PluginManifest | null;
  readonly extension: SporaExtension;
  readonly declarations: ExtensionDeclarations;
}

/**
 * What this process loaded and refused, in load order, and the lifecycle events that reach the
 * loaded extensions after the container is built.
 */
export class PluginInventory {
  private readonly problems = new Map<string, PluginProblem[]>();

  constructor(
    private readonly extensions: readonly LoadedExtension[],
    private readonly reportList: readonly PluginReport[],
    private readonly processKind: ProcessKind,
    private readonly logger: Logger,
  ) {}

  /** Loaded extensions in load order: the App first. */
  loaded(): readonly LoadedExtension[] {
    return this.extensions;
  }

  /** Every candidate, loaded or refused, in load order, with problems found since loading. */
  reports(): readonly PluginReport[] {
    return this.reportList.map((report) => {
      const later = report.slug === null ? undefined : this.problems.get(report.slug);
      return later ? { ...report, problems: [...report.problems, ...later] } : report;
    });
  }

  /** The manifest icon of a loaded plugin: the icon of its tools that declare none. */
  readonly iconFor = (slug: string): string | null =>
    this.extensions.find((loaded) => loaded.slug === slug)?.manifest?.icon ?? null;

  /** Records, and logs in one line, that part of a loaded extension failed. */
  recordProblem(slug: string, code: PluginProblemCode, error: unknown): void {
    const message = describeError(error);
    const list = this.problems.get(slug) ?? [];
    list.push({ code, message });
    this.problems.set(slug, list);
    this.logger.error({ plugin: slug, code }, `Plugin ${slug}: ${code}: ${message}`);
  }

  /** The loaded extensions subscribed to an event, in load order. */
  subscribersOf(eventName: LifecycleEventName): readonly LoadedExtension[] {
    return this.extensions.filter((loaded) => loaded.declarations.subscriptions.has(eventName));
  }

  /**
   * Sends `BootingEvent` to each subscriber in load order. A handler that throws is recorded as
   * `BOOT_FAILED` and the others still run: a failing plugin does not stop the process.
   */
  async boot(services: ServiceResolver): Promise<void> {
    for (const loaded of this.subscribersOf(BootingEvent.eventName)) {
      try {
        await deliverEvent(
          loaded.extension,
          loaded.declarations.subscriptions,
          BootingEvent.eventName,
          new BootingEvent(this.processKind, services),
        );
      } catch (error) {
        this.recordProblem(loaded.slug, 'BOOT_FAILED', error);
      }
    }
  }
}
