import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

/** A span as an OTLP/HTTP receiver decoded it, ids in hex and attribute values unwrapped. */
export interface ReceivedSpan {
  readonly traceId: string;
  readonly spanId: string;
  /** Empty for a root span. */
  readonly parentSpanId: string;
  readonly name: string;
  /** OTLP `SpanKind`: 1 internal, 2 server, 3 client. */
  readonly kind: number;
  readonly startNanos: bigint;
  readonly endNanos: bigint;
  readonly attributes: Readonly<Record<string, unknown>>;
  readonly links: readonly { readonly traceId: string; readonly spanId: string }[];
  /** OTLP `StatusCode`: 0 unset, 1 ok, 2 error. */
  readonly statusCode: number;
  readonly resource: Readonly<Record<string, unknown>>;
}

export interface OtlpReceiver {
  /** The traces URL to export to (`…/v1/traces`). */
  readonly url: string;
  readonly spans: ReceivedSpan[];
  /** Each export request's `content-type` and headers, to check the protocol spoken. */
  readonly requests: { readonly contentType: string; readonly headers: Readonly<Record<string, unknown>> }[];
  close(): Promise<void>;
}

interface AnyValue {
  stringValue?: string;
  boolValue?: boolean;
  intValue?: string;
  doubleValue?: number;
  arrayValue?: { values?: AnyValue[] };
}
interface KeyValue {
  key: string;
  value?: AnyValue;
}
interface DecodedSpan {
  traceId: Uint8Array;
  spanId: Uint8Array;
  parentSpanId?: Uint8Array;
  name: string;
  kind?: number;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes?: KeyValue[];
  links?: { traceId: Uint8Array; spanId: Uint8Array }[];
  status?: { code?: number };
}
interface DecodedRequest {
  resourceSpans?: { resource?: { attributes?: KeyValue[] }; scopeSpans?: { spans?: DecodedSpan[] }[] }[];
}
interface MessageType {
  decode(bytes: Uint8Array): unknown;
  toObject(message: unknown, options: { longs: StringConstructor }): DecodedRequest;
}

// The official OTLP .proto files, compiled by protobufjs (`@opentelemetry/otlp-transformer`'s build).
const require = createRequire(import.meta.url);
const otlp = require('otlp-protobuf-definitions/build/src/generated/root.js') as {
  opentelemetry: { proto: { collector: { trace: { v1: { ExportTraceServiceRequest: MessageType } } } } };
};
const exportRequest = otlp.opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest;

/** An OTLP/HTTP traces receiver on a loopback port that decodes protobuf exports. */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const requests: OtlpReceiver['requests'] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({ contentType: request.headers['content-type'] ?? '', headers: request.headers });
      const decoded = exportRequest.toObject(exportRequest.decode(Buffer.concat(chunks)), { longs: String });
      for (const resourceSpans of decoded.resourceSpans ?? []) {
        const resource = attributesOf(resourceSpans.resource?.attributes);
        for (const scope of resourceSpans.scopeSpans ?? []) {
          for (const span of scope.spans ?? []) spans.push(receivedSpan(span, resource));
        }
      }
      response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/traces`,
    spans,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function receivedSpan(span: DecodedSpan, resource: Record<string, unknown>): ReceivedSpan {
  return {
    traceId: hex(span.traceId),
    spanId: hex(span.spanId),
    parentSpanId: span.parentSpanId === undefined ? '' : hex(span.parentSpanId),
    name: span.name,
    kind: span.kind ?? 0,
    startNanos: BigInt(span.startTimeUnixNano),
    endNanos: BigInt(span.endTimeUnixNano),
    attributes: attributesOf(span.attributes),
    links: (span.links ?? []).map((link) => ({ traceId: hex(link.traceId), spanId: hex(link.spanId) })),
    statusCode: span.status?.code ?? 0,
    resource,
  };
}

function attributesOf(attributes: KeyValue[] | undefined): Record<string, unknown> {
  return Object.fromEntries(
    (attributes ?? []).map((attribute) => [attribute.key, unwrapped(attribute.value)]),
  );
}

function unwrapped(value: AnyValue | undefined): unknown {
  if (value === undefined) return undefined;
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.boolValue !== undefined) return value.boolValue;
  if (value.intValue !== undefined) return Number(value.intValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  if (value.arrayValue !== undefined) return (value.arrayValue.values ?? []).map(unwrapped);
  return undefined;
}

function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex');
}
