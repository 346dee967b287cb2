import { context, propagation, type Tracer, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  type Sampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import { loggableEndpoint, type TraceSampling, type TracingSettings } from './tracing-settings.js';

/** Where tracing says it started (a pino logger, without importing logging: it imports tracing). */
interface TracingLogger {
  info(fields: object, message: string): void;
}

/** What a process that traces holds: the tracer its spans come from, and whether contents go on them. */
interface ActiveTracing {
  readonly tracer: Tracer;
  readonly captureContent: boolean;
  readonly provider: TracerProvider;
}

/**
 * Tracing is process-wide, like the OpenTelemetry API's globals it registers. While it is off
 * (the default) this stays null and every span helper runs its work directly: no context, no
 * span, no attribute object is built on the hot path.
 */
let active: ActiveTracing | null = null;

/** The tracer spans come from while tracing is on; null while it is off. */
export function activeTracer(): Tracer | null {
  return active?.tracer ?? null;
}

/** Whether prompts, completions and tool arguments and results go on spans (opt-in). */
export function capturesContent(): boolean {
  return active?.captureContent === true;
}

/**
 * Starts exporting spans over OTLP/HTTP (protobuf), batched, with the W3C trace context
 * propagator and an AsyncLocalStorage context manager, so nested work finds its parent span.
 * Nothing happens for disabled settings. `processKind` tells the server's spans from a worker's;
 * `loopThread` numbers a loop thread's.
 */
export function startTracing(
  settings: TracingSettings,
  logger: TracingLogger,
  processKind: string,
  loopThread: number | null = null,
): void {
  if (!settings.enabled || active !== null) return;
  const exporter = new OTLPTraceExporter({ url: settings.url, headers: { ...settings.headers } });
  const provider = new TracerProvider({
    resource: resourceFromAttributes({
      'service.name': settings.serviceName,
      'spora.process.kind': processKind,
      ...(loopThread === null ? {} : { 'spora.loop_thread': loopThread }),
    }),
    sampler: samplerFor(settings.sampling),
    spanProcessors: [new BatchSpanProcessor({ exporter })],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  active = { tracer: provider.getTracer('spora'), captureContent: settings.captureContent, provider };
  logger.info(
    {
      endpoint: loggableEndpoint(settings.url),
      sampler: settings.sampling.kind,
      captureContent: settings.captureContent,
    },
    'tracing to OTLP',
  );
}

/** Sends the spans still batched, waiting `timeoutMs` at most; tracing stays on. */
export async function flushTracing(timeoutMs = 5_000): Promise<void> {
  await active?.provider.forceFlush({ timeoutMillis: timeoutMs });
}

/**
 * Before the process exits (or a test ends): sends the spans still batched, waiting `timeoutMs`
 * at most, and unregisters the globals, so tracing can be started again with other settings.
 */
export async function stopTracing(timeoutMs = 5_000): Promise<void> {
  const stopping = active;
  if (stopping === null) return;
  active = null;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
    timer.unref();
  });
  // A collector out of reach loses the last spans; it must neither fail nor hold up the stop.
  await Promise.race([stopping.provider.shutdown().catch(() => {}), deadline]);
  clearTimeout(timer);
  trace.disable();
  propagation.disable();
  context.disable();
}

function samplerFor(sampling: TraceSampling): Sampler {
  switch (sampling.kind) {
    case 'always_on':
      return new AlwaysOnSampler();
    case 'always_off':
      return new AlwaysOffSampler();
    case 'traceidratio':
      return new TraceIdRatioBasedSampler(sampling.ratio);
    case 'parentbased_always_on':
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
    case 'parentbased_always_off':
      return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(sampling.ratio) });
  }
}
