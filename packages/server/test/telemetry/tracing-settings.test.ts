import { trace } from '@opentelemetry/api';
import { ToolResult } from '@spora/sdk';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/index.js';
import { traceParentColumn } from '../../src/telemetry/trace-context.js';
import { activeTracer, startTracing, stopTracing } from '../../src/telemetry/tracing.js';
import { traceLogFields } from '../../src/telemetry/tracing-log-fields.js';
import { tracingSettingsFrom } from '../../src/telemetry/tracing-settings.js';
import { type TracedToolCall, traceToolCall } from '../../src/telemetry/tracing-tool.js';

const quiet = { info: () => {} };

describe('tracing settings from the standard OTEL_* variables', () => {
  it('is off without an endpoint, and off whatever is set when disabled', () => {
    expect(tracingSettingsFrom({})).toEqual({ enabled: false });
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' };
    expect(tracingSettingsFrom({ ...endpoint, OTEL_SDK_DISABLED: 'true' })).toEqual({ enabled: false });
    expect(tracingSettingsFrom({ ...endpoint, OTEL_TRACES_EXPORTER: 'none' })).toEqual({ enabled: false });
  });

  it('appends /v1/traces to the base endpoint; the traces endpoint is used as given and wins', () => {
    expect(tracingSettingsFrom({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).toMatchObject({
      enabled: true,
      url: 'http://collector:4318/v1/traces',
      serviceName: 'spora',
      sampling: { kind: 'parentbased_always_on' },
      captureContent: false,
    });
    expect(
      tracingSettingsFrom({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example/otlp',
      }),
    ).toMatchObject({ url: 'https://traces.example/otlp' });
  });

  it('reads headers, service name, sampler and the contents opt-in', () => {
    expect(
      tracingSettingsFrom({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_EXPORTER_OTLP_HEADERS: 'Authorization=Bearer%20abc, x-tenant=one',
        OTEL_EXPORTER_OTLP_TRACES_HEADERS: 'x-tenant=two',
        OTEL_SERVICE_NAME: 'spora-eu',
        OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
        OTEL_TRACES_SAMPLER_ARG: '0.25',
        OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT: 'true',
      }),
    ).toEqual({
      enabled: true,
      url: 'http://collector:4318/v1/traces',
      headers: { authorization: 'Bearer abc', 'x-tenant': 'two' },
      serviceName: 'spora-eu',
      sampling: { kind: 'parentbased_traceidratio', ratio: 0.25 },
      captureContent: true,
    });
  });

  it('refuses what it cannot honour with CONFIG_INVALID, naming every problem', () => {
    const refused = () =>
      tracingSettingsFrom({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318',
        OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc',
        OTEL_EXPORTER_OTLP_HEADERS: 'no-equals-sign',
        OTEL_TRACES_SAMPLER: 'sometimes',
      });
    expect(refused).toThrow(ConfigError);
    try {
      refused();
    } catch (error) {
      expect(error).toMatchObject({ code: 'CONFIG_INVALID' });
      expect((error as ConfigError).details?.problems).toHaveLength(4);
    }
    expect(() =>
      tracingSettingsFrom({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_TRACES_SAMPLER: 'traceidratio',
        OTEL_TRACES_SAMPLER_ARG: '2',
      }),
    ).toThrow(/OTEL_TRACES_SAMPLER_ARG must be a ratio from 0 to 1/);
    expect(() =>
      tracingSettingsFrom({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_TRACES_EXPORTER: 'zipkin' }),
    ).toThrow(/OTEL_TRACES_EXPORTER must be "otlp" or "none"/);
    // Headers Node would refuse to send: every export would fail, and nothing would say so.
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' };
    expect(() =>
      tracingSettingsFrom({ ...endpoint, OTEL_EXPORTER_OTLP_HEADERS: 'x-key=a%0D%0Ainjected: 1' }),
    ).toThrow(/OTEL_EXPORTER_OTLP_HEADERS: the value of "x-key" has characters a header cannot carry/);
    expect(() => tracingSettingsFrom({ ...endpoint, OTEL_EXPORTER_OTLP_TRACES_HEADERS: 'x key=a' })).toThrow(
      /OTEL_EXPORTER_OTLP_TRACES_HEADERS: "x key" is not a header name/,
    );
  });
});

describe('the endpoint tracing names', () => {
  afterEach(async () => {
    await stopTracing();
  });

  it('in its start log line and its refusals, without credentials or a query string', () => {
    const logged: object[] = [];
    startTracing(
      tracingSettingsFrom({
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://spora:hunter2@127.0.0.1:9/v1/traces?api-key=hunter3',
      }),
      { info: (fields) => logged.push(fields) },
      'server',
    );
    expect(logged).toEqual([expect.objectContaining({ endpoint: 'http://127.0.0.1:9/v1/traces' })]);
    expect(JSON.stringify(logged)).not.toMatch(/hunter/);
    let refusal: unknown;
    try {
      tracingSettingsFrom({ OTEL_EXPORTER_OTLP_ENDPOINT: 'grpc://spora:hunter2@collector:4317' });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ConfigError);
    expect((refusal as ConfigError).message).toMatch(/must be an http\(s\) URL/);
    expect(
      `${(refusal as ConfigError).message} ${JSON.stringify((refusal as ConfigError).details)}`,
    ).not.toMatch(/hunter2/);
  });
});

describe('log lines and new tasks while tracing is on and off', () => {
  afterEach(async () => {
    await stopTracing();
  });

  it('carry nothing while tracing is off, and each line only its own fields', () => {
    expect(activeTracer()).toBeNull();
    expect(traceParentColumn()).toEqual({});
    const lines: Record<string, unknown>[] = [];
    const logger = pino(
      { mixin: traceLogFields },
      { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    logger.warn({ first: 1 }, 'one');
    logger.warn({ second: 2 }, 'two');
    expect(lines[1]).toMatchObject({ second: 2, msg: 'two' });
    expect(lines[1]).not.toHaveProperty('first');
    expect(lines[1]).not.toHaveProperty('trace_id');
  });

  it('carry the active span: log lines its ids, a new task its traceparent', () => {
    startTracing(tracingSettingsFrom({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' }), quiet, 'server');
    const lines: Record<string, unknown>[] = [];
    const logger = pino(
      { mixin: traceLogFields },
      { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    logger.info('outside');
    const ids = trace.getTracer('test').startActiveSpan('inside', (span) => {
      logger.child({ taskId: 1 }).info('inside');
      const column = traceParentColumn();
      span.end();
      return { ...span.spanContext(), column };
    });
    expect(lines[0]).not.toHaveProperty('trace_id');
    expect(lines[1]).toMatchObject({ msg: 'inside', trace_id: ids.traceId, span_id: ids.spanId, taskId: 1 });
    expect(ids.column).toEqual({ trace_parent: `00-${ids.traceId}-${ids.spanId}-01` });
  });
});

describe('a tool call while tracing is on and off', () => {
  afterEach(async () => {
    await stopTracing();
  });

  const call: TracedToolCall = {
    toolName: 'echo',
    callId: 'c_1',
    operation: 'run',
    approval: { outcome: 'not_required' },
    args: {},
  };

  it('is not described while tracing is off: how it was approved is never worked out', async () => {
    expect(activeTracer()).toBeNull();
    let described = 0;
    const result = await traceToolCall(
      () => {
        described += 1;
        return call;
      },
      async () => ToolResult.ok('done'),
    );
    expect(result.success).toBe(true);
    expect(described).toBe(0);
  });

  it('is described once while tracing is on', async () => {
    // Sampled or not, a traced call is described: nothing is kept here, so nothing waits to be sent.
    startTracing(
      tracingSettingsFrom({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9',
        OTEL_TRACES_SAMPLER: 'always_off',
      }),
      quiet,
      'server',
    );
    let described = 0;
    await traceToolCall(
      () => {
        described += 1;
        return call;
      },
      async () => ToolResult.ok('done'),
    );
    expect(described).toBe(1);
  });
});
