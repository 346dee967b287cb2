import {
  AbstractTool,
  Tool,
  type ToolArguments,
  type ToolContext,
  ToolOperation,
  ToolParameter,
  ToolResult,
} from '@spora/sdk';

type TimeFormat = 'iso8601' | 'rfc2822' | 'human';

/**
 * The current time, and Unix timestamps formatted in an IANA time zone. `epoch` is bound to the
 * `format` operation.
 */
@Tool({
  name: 'time',
  description: 'Get the current date and time, or format a Unix timestamp, in any IANA time zone.',
  displayName: 'Time',
  category: 'productivity',
  icon: 'clock',
})
@ToolOperation({ name: 'now', description: 'The current date and time.', readOnly: true })
@ToolOperation({ name: 'format', description: 'Format a Unix timestamp (seconds).', readOnly: true })
@ToolParameter({
  name: 'timezone',
  type: 'string',
  description: 'IANA time zone, e.g. "Europe/Berlin".',
  default: 'UTC',
})
@ToolParameter({
  name: 'format',
  type: 'string',
  description: 'Output format.',
  enum: ['iso8601', 'rfc2822', 'human'],
  default: 'iso8601',
})
@ToolParameter({
  name: 'epoch',
  type: 'integer',
  description: 'Unix timestamp to format.',
  required: ['format'],
})
export class TimeTool extends AbstractTool {
  async execute(args: ToolArguments, _ctx: ToolContext): Promise<ToolResult> {
    const timeZone = typeof args.timezone === 'string' ? args.timezone : 'UTC';
    if (!isKnownTimeZone(timeZone)) {
      return ToolResult.error(
        `Unknown time zone "${timeZone}". Use an IANA name such as "UTC" or "Europe/Berlin".`,
      );
    }
    const format = (typeof args.format === 'string' ? args.format : 'iso8601') as TimeFormat;
    let instant = new Date();
    if (this.getOperationName(args) === 'format') {
      const epoch = args.epoch;
      if (typeof epoch !== 'number' || !Number.isFinite(epoch)) {
        return ToolResult.error('"epoch" must be a Unix timestamp in seconds.');
      }
      instant = new Date(epoch * 1000);
      if (Number.isNaN(instant.getTime())) {
        return ToolResult.error(`Timestamp ${epoch} is outside the representable range.`);
      }
    }
    const text = formatInstant(instant, timeZone, format);
    return ToolResult.ok(text, {
      epoch: Math.floor(instant.getTime() / 1000),
      timezone: timeZone,
      formatted: text,
    });
  }

  describeAction(args: ToolArguments): string {
    return this.getOperationName(args) === 'format'
      ? `Format timestamp ${String(args.epoch)} in ${String(args.timezone ?? 'UTC')}`
      : `Read the current time in ${String(args.timezone ?? 'UTC')}`;
  }
}

// Building an Intl formatter is costly; zones and formats are few, so formatters are kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}\u0000${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formatters.set(key, cached);
  }
  return cached;
}

function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone, {});
    return true;
  } catch {
    return false;
  }
}

function formatInstant(instant: Date, timeZone: string, format: TimeFormat): string {
  if (format === 'human') {
    return formatter(timeZone, { dateStyle: 'full', timeStyle: 'long' }).format(instant);
  }
  const parts = Object.fromEntries(
    formatter(timeZone, {
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
      timeZoneName: 'longOffset',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const offset = (parts.timeZoneName ?? 'GMT').replace('GMT', '') || '+00:00';
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const time = `${parts.hour}:${parts.minute}:${parts.second}`;
  if (format === 'iso8601') return `${date}T${time}${offset === '+00:00' ? 'Z' : offset}`;
  const month = formatter(timeZone, { month: 'short' }).format(instant);
  return `${parts.weekday}, ${parts.day} ${month} ${parts.year} ${time} ${offset.replace(':', '')}`;
}
