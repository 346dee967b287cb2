import { ConfigError, withoutCredentials } from '../config/index.js';

/** How a trace is sampled, by the standard `OTEL_TRACES_SAMPLER` names. */
export type TraceSampling =
  | { readonly kind: 'always_on' | 'always_off' | 'parentbased_always_on' | 'parentbased_always_off' }
  | { readonly kind: 'traceidratio' | 'parentbased_traceidratio'; readonly ratio: number };

/** Whether the process exports traces, and where; read from the standard `OTEL_*` variables. */
export type TracingSettings =
  | { readonly enabled: false }
  | {
      readonly enabled: true;
      /** The full OTLP/HTTP traces URL (`…/v1/traces`). */
      readonly url: string;
      readonly headers: Readonly<Record<string, string>>;
      readonly serviceName: string;
      readonly sampling: TraceSampling;
      /** Prompts, completions and tool arguments and results on spans: off unless an administrator opts in. */
      readonly captureContent: boolean;
    };

const samplerKinds = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
] as const;

type Environment = Readonly<Record<string, string | undefined>>;

/**
 * Tracing is off unless an OTLP endpoint is named (`OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`, or
 * `OTEL_EXPORTER_OTLP_ENDPOINT` with `/v1/traces` appended), and off whatever is set when
 * `OTEL_SDK_DISABLED=true` or `OTEL_TRACES_EXPORTER=none`. Only OTLP over HTTP with protobuf
 * is spoken; a value Spora cannot honour is refused (CONFIG_INVALID) rather than ignored.
 */
export function tracingSettingsFrom(env: Environment): TracingSettings {
  const problems: string[] = [];
  const value = (name: string) => {
    const given = env[name]?.trim();
    return given === undefined || given === '' ? undefined : given;
  };
  if (value('OTEL_SDK_DISABLED')?.toLowerCase() === 'true') return { enabled: false };
  const exporter = value('OTEL_TRACES_EXPORTER')?.toLowerCase() ?? 'otlp';
  if (exporter === 'none') return { enabled: false };
  if (exporter !== 'otlp') problems.push(`OTEL_TRACES_EXPORTER must be "otlp" or "none", not "${exporter}"`);
  const protocol = value('OTEL_EXPORTER_OTLP_TRACES_PROTOCOL') ?? value('OTEL_EXPORTER_OTLP_PROTOCOL');
  if (protocol !== undefined && protocol !== 'http/protobuf') {
    problems.push(`the OTLP protocol must be "http/protobuf", not "${protocol}"`);
  }
  const url = tracesUrl(value('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'), value('OTEL_EXPORTER_OTLP_ENDPOINT'));
  if (url === null) {
    if (problems.length > 0) throw invalid(problems);
    return { enabled: false };
  }
  if (!/^https?:\/\//.test(url)) {
    problems.push(`the OTLP endpoint must be an http(s) URL, not "${withoutCredentials(url)}"`);
  }
  const headers = {
    ...parseHeaders(value('OTEL_EXPORTER_OTLP_HEADERS'), 'OTEL_EXPORTER_OTLP_HEADERS', problems),
    ...parseHeaders(
      value('OTEL_EXPORTER_OTLP_TRACES_HEADERS'),
      'OTEL_EXPORTER_OTLP_TRACES_HEADERS',
      problems,
    ),
  };
  const sampling = parseSampling(value('OTEL_TRACES_SAMPLER'), value('OTEL_TRACES_SAMPLER_ARG'), problems);
  if (problems.length > 0 || sampling === null) throw invalid(problems);
  return {
    enabled: true,
    url,
    headers,
    serviceName: value('OTEL_SERVICE_NAME') ?? 'spora',
    sampling,
    captureContent: value('OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT')?.toLowerCase() === 'true',
  };
}

function tracesUrl(signalEndpoint: string | undefined, baseEndpoint: string | undefined): string | null {
  if (signalEndpoint !== undefined) return signalEndpoint;
  if (baseEndpoint === undefined) return null;
  return `${baseEndpoint.replace(/\/+$/, '')}/v1/traces`;
}

/** An HTTP header name (RFC 9110 token), and a value without control characters. */
const headerName = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const headerValue = /^[\t\x20-\x7e\x80-\xff]*$/;

/** `key1=value1,key2=value2`, values percent-encoded (the OTLP exporter specification). */
function parseHeaders(given: string | undefined, name: string, problems: string[]): Record<string, string> {
  if (given === undefined) return {};
  const headers: Record<string, string> = {};
  for (const pair of given.split(',')) {
    const separator = pair.indexOf('=');
    const key = pair.slice(0, separator).trim();
    if (separator < 1 || key === '') {
      problems.push(`${name} must be a list of key=value pairs`);
      continue;
    }
    if (!headerName.test(key)) {
      problems.push(`${name}: "${key}" is not a header name`);
      continue;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      problems.push(`${name}: the value of "${key}" is not valid percent-encoding`);
      continue;
    }
    // Node refuses to send such a value: every export would fail, and tracing send nothing.
    if (!headerValue.test(decoded)) {
      problems.push(`${name}: the value of "${key}" has characters a header cannot carry (line breaks …)`);
      continue;
    }
    headers[key.toLowerCase()] = decoded;
  }
  return headers;
}

function parseSampling(kind: string | undefined, argument: string | undefined, problems: string[]) {
  const chosen = kind?.toLowerCase() ?? 'parentbased_always_on';
  const known = samplerKinds.find((candidate) => candidate === chosen);
  if (known === undefined) {
    problems.push(`OTEL_TRACES_SAMPLER must be one of ${samplerKinds.join(', ')}, not "${kind}"`);
    return null;
  }
  if (known !== 'traceidratio' && known !== 'parentbased_traceidratio') return { kind: known } as const;
  const ratio = argument === undefined ? 1 : Number(argument);
  if (!Number.isFinite(ratio) || ratio < 0 || ratio > 1) {
    problems.push(`OTEL_TRACES_SAMPLER_ARG must be a ratio from 0 to 1, not "${argument}"`);
    return null;
  }
  return { kind: known, ratio } as const;
}

function invalid(problems: readonly string[]): ConfigError {
  return new ConfigError('CONFIG_INVALID', `Tracing cannot start: ${problems.join('; ')}.`, { problems });
}

/**
 * The endpoint as a log line may show it: its origin and path, without a user and password before
 * the host or a query string (collectors take keys in either).
 */
export function loggableEndpoint(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return withoutCredentials(url.split('?')[0] ?? '');
  }
}
