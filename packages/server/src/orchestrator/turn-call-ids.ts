import { randomBytes } from 'node:crypto';
import type { LlmToolCall } from '@spora/sdk';

/** Longest id a call keeps: `tool_calls.provider_call_id` holds 200 characters, suffixes included. */
const maxCallIdLength = 190;

/**
 * Gives every call of one model turn its own id. Providers pair each tool result with its call by
 * this id, and Spora addresses approvals with it, so two calls of a turn must never share one: a
 * server that repeats an id, or leaves it out, would otherwise have two calls answered with one
 * result (or one approval decide two calls).
 *
 * The provider's id is kept where it is usable. A repeated id gets a suffix (`call_1`, `call_1_2`),
 * a blank or overlong one a fresh id from `freshId`; every rewritten id is checked against all
 * the ids of the turn, so it never collides with a later call's. Ids contain only characters both
 * providers accept (`[A-Za-z0-9_-]` around what the provider itself sent).
 */
export function withDistinctCallIds(
  calls: readonly LlmToolCall[],
  freshId: (index: number) => string = randomCallId,
): LlmToolCall[] {
  // A driver written against an older contract may leave the id undefined.
  const given = calls.map((call): string => (typeof call.id === 'string' ? call.id : ''));
  const taken = new Set(given);
  const assigned = new Set<string>();
  const free = (id: string) => !taken.has(id) && !assigned.has(id);
  return calls.map((call, index) => {
    const provided = given[index] ?? '';
    let id = provided;
    if (provided.trim() === '' || provided.length > maxCallIdLength) {
      const fresh = freshId(index);
      id = fresh;
      for (let attempt = 2; !free(id); attempt += 1) id = `${fresh}_${attempt}`;
    } else if (assigned.has(provided)) {
      let attempt = 2;
      while (!free(`${provided}_${attempt}`)) attempt += 1;
      id = `${provided}_${attempt}`;
    }
    assigned.add(id);
    return id === call.id ? call : { ...call, id };
  });
}

/** An id in the shape OpenAI uses, for calls the provider sent without one. */
export function randomCallId(): string {
  return `call_${randomBytes(12).toString('hex')}`;
}
