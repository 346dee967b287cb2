/** What built-in variables are evaluated against: a moment, read in a time zone. */
export interface BuiltinContext {
  readonly moment: Date;
  /** IANA time zone id; dates and times are those of this zone at `moment`. */
  readonly timezone: string;
  readonly agentName: string;
  readonly userName: string;
}

/** The built-in variables and what each holds; a declared variable may not take one of these names. */
export const builtinVariables = {
  date: 'the date, YYYY-MM-DD',
  time: 'the time of day, HH:MM (24 hours)',
  datetime: 'date and time, YYYY-MM-DD HH:MM',
  weekday: 'the day of the week, such as Monday',
  day: 'the day of the month, 1–31',
  month: 'the month, 01–12',
  month_name: 'the month, such as March',
  year: 'the year, such as 2026',
  timezone: 'the time zone, such as Europe/Berlin',
  agent_name: "the agent's name",
  user_name: "the owner's name (or e-mail address)",
} as const satisfies Record<string, string>;

export type BuiltinVariable = keyof typeof builtinVariables;

export function isBuiltinVariable(name: string): name is BuiltinVariable {
  return Object.hasOwn(builtinVariables, name);
}

/** Every built-in variable's value at `context.moment` in `context.timezone`. */
export function builtinValues(context: BuiltinContext): Record<BuiltinVariable, string> {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: context.timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      weekday: 'long',
    })
      .formatToParts(context.moment)
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  const monthName = new Intl.DateTimeFormat('en-US', { timeZone: context.timezone, month: 'long' }).format(
    context.moment,
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const time = `${parts.hour}:${parts.minute}`;
  return {
    date,
    time,
    datetime: `${date} ${time}`,
    weekday: parts.weekday ?? '',
    day: String(Number(parts.day)),
    month: parts.month ?? '',
    month_name: monthName,
    year: parts.year ?? '',
    timezone: context.timezone,
    agent_name: context.agentName,
    user_name: context.userName,
  };
}
