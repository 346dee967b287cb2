import { canonicalJson } from '../db/canonical-json.js';

/**
 * A call's arguments as a rehearsal compares them with a past call's or a scripted result's:
 * canonical JSON, without the operation's discriminator (the operation is compared on its own, and
 * a model may leave the discriminator out where only one operation is allowed). Null for a value
 * that is not an object.
 */
export function comparableArguments(args: unknown, discriminatorKey: string | null): string | null {
  if (args === null || typeof args !== 'object' || Array.isArray(args)) return null;
  const rest = Object.fromEntries(
    Object.entries(args as Record<string, unknown>).filter(([key]) => key !== discriminatorKey),
  );
  return canonicalJson(rest);
}
