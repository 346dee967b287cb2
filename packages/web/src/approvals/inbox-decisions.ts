import { useState } from 'react';
import type { PendingApproval } from '../api/api-types';
import { callKey, type InboxChoice } from './approval-inbox';
import { useDecideApproval } from './approval-queries';

export interface InboxDecisions {
  /** Sends one call's decision; a call already being decided is not sent twice. */
  decide(approval: PendingApproval, choice: InboxChoice): void;
  /** Which decision is on its way for a call, if any. */
  sending(approval: PendingApproval): InboxChoice['decision'] | null;
  /** Why the last decision of a call failed, if it did. */
  errorOf(approval: PendingApproval): string | null;
}

/**
 * The single-call decisions of the inbox, several at once: keyboard decisions come faster than
 * answers, so each call keeps its own state (in flight, or why it failed) by its key.
 */
export function useInboxDecisions(onDecided: (approval: PendingApproval) => void): InboxDecisions {
  const mutation = useDecideApproval();
  const [inFlight, setInFlight] = useState<ReadonlyMap<string, InboxChoice['decision']>>(new Map());
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const without = <Value>(map: ReadonlyMap<string, Value>, key: string) => {
    const next = new Map(map);
    next.delete(key);
    return next;
  };
  return {
    decide(approval, choice) {
      const key = callKey(approval);
      if (inFlight.has(key)) return;
      setInFlight((current) => new Map(current).set(key, choice.decision));
      setErrors((current) => without(current, key));
      mutation.mutate(
        { approval, choice },
        {
          onSuccess: () => onDecided(approval),
          onError: (error) => setErrors((current) => new Map(current).set(key, error.message)),
          onSettled: () => setInFlight((current) => without(current, key)),
        },
      );
    },
    sending: (approval) => inFlight.get(callKey(approval)) ?? null,
    errorOf: (approval) => errors.get(callKey(approval)) ?? null,
  };
}
