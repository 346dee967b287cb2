import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

const lowestPriority = 19;

/** What became of lowering the calling thread's priority. */
export type LoweredPriority =
  | { readonly lowered: true; readonly nice: number }
  | { readonly lowered: false; readonly reason: string };

/**
 * Schedules the calling thread `increment` nice steps below where it runs now, so that on a busy
 * core the process's main thread (the API, the schedules, the outbox) is run first and the loop
 * takes what is left; with nothing else to run the loop keeps the whole core. Linux keeps a nice
 * value per thread and `/proc/thread-self` names this one; elsewhere the priority is per process
 * and nothing is changed.
 */
export function lowerThisThreadPriority(increment: number): LoweredPriority {
  let threadId: number;
  try {
    threadId = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
  } catch {
    return { lowered: false, reason: 'threads have no priority of their own on this system' };
  }
  if (!Number.isSafeInteger(threadId) || threadId <= 0)
    return { lowered: false, reason: 'this thread could not be identified' };
  try {
    const nice = Math.min(lowestPriority, getPriority(threadId) + increment);
    setPriority(threadId, nice);
    return { lowered: true, nice };
  } catch (error) {
    return { lowered: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
