import { type ArgumentChange, canonical, changesBetween } from '../tasks/approval/argument-values';
import type { CallName, RehearsalCall, RehearsalComparison } from './rehearsal-types';

const keyOf = (call: CallName) => `${call.tool_name}\u0000${call.operation ?? ''}`;

/** "orders · place", or the tool's name alone for a call with no operation. */
export function callLabel(call: CallName): string {
  return call.operation === null ? call.tool_name : `${call.tool_name} · ${call.operation}`; // i18n-exempt: a separator
}

/**
 * Which calls of a side the other side lacks: of each tool and operation named `n` times in the
 * report's list, the last `n` calls of that side (the report counts, it does not point).
 */
export function callsOnlyHere(calls: readonly RehearsalCall[], onlyHere: readonly CallName[]): Set<number> {
  const missing = new Map<string, number>();
  for (const name of onlyHere) missing.set(keyOf(name), (missing.get(keyOf(name)) ?? 0) + 1);
  const marked = new Set<number>();
  for (let index = calls.length - 1; index >= 0; index -= 1) {
    const call = calls[index];
    if (call === undefined) continue;
    const left = missing.get(keyOf(call)) ?? 0;
    if (left > 0) {
      marked.add(call.id);
      missing.set(keyOf(call), left - 1);
    }
  }
  return marked;
}

/** For a rehearsal call whose arguments the report lists as changed, the fields that differ from the past call. */
export function changesOf(
  call: RehearsalCall,
  changed: RehearsalComparison['differences']['arguments_changed'],
): ArgumentChange[] {
  const own = canonical(call.arguments);
  const entry = changed.find((item) => keyOf(item) === keyOf(call) && canonical(item.rehearsal) === own);
  return entry === undefined ? [] : changesBetween(entry.past, entry.rehearsal);
}
